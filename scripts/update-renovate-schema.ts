/**
 * Refreshes the vendored Renovate JSON Schema that __tests__/ci/renovate-config.test.ts checks
 * renovate.json against (offline, inside `npm test`). Renovate publishes the schema inside its npm
 * package; this packs that package from the registry and copies the one file out:
 *
 *   node --disable-warning=MODULE_TYPELESS_PACKAGE_JSON scripts/update-renovate-schema.ts [version]
 *
 * Without a version it takes the newest release. Then run the test: a new Renovate may reject an
 * option renovate.json uses (CI's renovate-config-validator says so too).
 */
import { execFileSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

const root = path.resolve(import.meta.dirname, "..")
const RENOVATE_SCHEMA_FILE = "__tests__/fixtures/renovate-schema.json"
const version = process.argv[2] ?? "latest"
const work = mkdtempSync(path.join(tmpdir(), "renovate-schema-"))
try {
  // npm pack prints the tarball's file name as its last line of standard output.
  const tarball = execFileSync("npm", ["pack", `renovate@${version}`, "--silent"], { cwd: work, encoding: "utf8" })
    .trim()
    .split("\n")
    .pop()!
  execFileSync("tar", ["-xzf", tarball, "package/renovate-schema.json"], { cwd: work })
  const text = readFileSync(path.join(work, "package", "renovate-schema.json"), "utf8")
  const schema = JSON.parse(text) as { "x-renovate-version"?: string }
  writeFileSync(path.join(root, RENOVATE_SCHEMA_FILE), text)
  console.log(`${RENOVATE_SCHEMA_FILE}: Renovate ${schema["x-renovate-version"] ?? "(unknown version)"}`)
} finally {
  rmSync(work, { recursive: true, force: true })
}
