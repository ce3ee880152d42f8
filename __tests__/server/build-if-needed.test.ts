/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import {
  BUILD_ENV_VARS,
  BUILD_HASH_FILE,
  buildIfNeeded,
  computeBuildHash,
  isBuildCurrent,
  writeBuildHash,
} from "../../server/build-if-needed.ts"

let project: string

function write(rel: string, content: string): void {
  const file = join(project, rel)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, content)
}

/** Fake `npm run build`: no Gatsby, just a node script that writes public/ and counts its runs. */
const FAKE_BUILD = `
const fs = require("node:fs")
if (process.env.FAKE_BUILD_FAIL === "1") { console.error("fake build failed"); process.exit(3) }
fs.mkdirSync("public", { recursive: true })
fs.writeFileSync("public/index.html", "<h1>built</h1>")
fs.writeFileSync("public/404.html", "<h1>404</h1>")
const runs = fs.existsSync("build-runs.txt") ? Number(fs.readFileSync("build-runs.txt", "utf8")) : 0
fs.writeFileSync("build-runs.txt", String(runs + 1))
`

function buildRuns(): number {
  const file = join(project, "build-runs.txt")
  return existsSync(file) ? Number(readFileSync(file, "utf8")) : 0
}

const savedEnv: Record<string, string | undefined> = {}

beforeAll(() => {
  for (const name of [...BUILD_ENV_VARS, "FAKE_BUILD_FAIL"]) savedEnv[name] = process.env[name]
})

afterAll(() => {
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
})

beforeEach(() => {
  for (const name of [...BUILD_ENV_VARS, "FAKE_BUILD_FAIL"]) delete process.env[name]
  project = mkdtempSync(join(tmpdir(), "site-build-"))
  write("content/site.yaml", "title: Beispiel\n")
  write("src/pages/index.tsx", "export default () => null\n")
  write("src/gatsby-types.d.ts", "declare namespace Queries {}\n")
  write("server/server.ts", "export {}\n")
  write("build/gatsby/schema.ts", "export {}\n")
  write("gatsby-config.ts", "export default {}\n")
  write("gatsby-node.ts", "export {}\n")
  write("package-lock.json", '{"lockfileVersion":3}\n')
  write("fake-build.cjs", FAKE_BUILD)
  write("package.json", JSON.stringify({ name: "fake-site", private: true, scripts: { build: "node fake-build.cjs" } }))
})

afterEach(() => {
  rmSync(project, { recursive: true, force: true })
})

describe("computeBuildHash", () => {
  test("is a stable SHA-256 hex digest", () => {
    const hash = computeBuildHash(project)
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(computeBuildHash(project)).toBe(hash)
  })

  test("changes when a content file changes", () => {
    const before = computeBuildHash(project)
    write("content/site.yaml", "title: Beispiel GmbH\n")
    expect(computeBuildHash(project)).not.toBe(before)
  })

  test.each([
    ["src/pages/index.tsx", "export default () => 1\n"],
    ["build/gatsby/schema.ts", "export const x = 1\n"],
    ["gatsby-config.ts", "export default { siteMetadata: {} }\n"],
    ["gatsby-ssr.tsx", "export {}\n"],
    ["static/robots.txt", "User-agent: *\n"],
    ["package-lock.json", '{"lockfileVersion":3,"packages":{}}\n'],
  ])("changes when %s is added or changed", (rel, content) => {
    const before = computeBuildHash(project)
    write(rel, content)
    expect(computeBuildHash(project)).not.toBe(before)
  })

  test("changes when a file is renamed (paths are part of the hash)", () => {
    const before = computeBuildHash(project)
    renameSync(join(project, "content/site.yaml"), join(project, "content/site2.yaml"))
    expect(computeBuildHash(project)).not.toBe(before)
  })

  test("changes when GTM_ID changes", () => {
    const unset = computeBuildHash(project)
    process.env.GTM_ID = "GTM-AAAAAAA"
    const first = computeBuildHash(project)
    process.env.GTM_ID = "GTM-BBBBBBB"
    const second = computeBuildHash(project)
    expect(first).not.toBe(unset)
    expect(second).not.toBe(first)
  })

  test.each(["SITE_ENV", "CONTEXT", "GTM_AUTH", "GTM_PREVIEW"])("changes when %s changes", (name) => {
    const before = computeBuildHash(project)
    process.env[name] = "x"
    expect(computeBuildHash(project)).not.toBe(before)
  })

  test("an env var set to an empty string differs from an unset one", () => {
    expect(computeBuildHash(project, { GTM_ID: "" })).not.toBe(computeBuildHash(project, {}))
  })

  test("changes when the header policy changes (it is written into public/_headers)", () => {
    const before = computeBuildHash(project)
    write("build/headers/header-policy.ts", "export const HSTS = 'changed'\n")
    expect(computeBuildHash(project)).not.toBe(before)
  })

  test("does not change when excluded or unrelated files change", () => {
    const before = computeBuildHash(project)
    write("src/gatsby-types.d.ts", "declare namespace Queries { type X = 1 }\n")
    write("server/server.ts", "export const changed = true\n")
    write("scripts/new-file.ts", "export {}\n")
    write("public/index.html", "<h1>other</h1>")
    write(".cache/whatever.json", "{}")
    write("README.md", "# readme\n")
    process.env.UNRELATED_VAR = "1"
    try {
      expect(computeBuildHash(project)).toBe(before)
    } finally {
      delete process.env.UNRELATED_VAR
    }
  })

  test("missing folders and files do not throw", () => {
    const empty = mkdtempSync(join(tmpdir(), "site-build-empty-"))
    try {
      expect(computeBuildHash(empty)).toMatch(/^[0-9a-f]{64}$/)
      expect(isBuildCurrent(empty)).toBe(false)
    } finally {
      rmSync(empty, { recursive: true, force: true })
    }
  })
})

describe("isBuildCurrent", () => {
  test("false without public/", () => {
    writeBuildHash(project, computeBuildHash(project))
    expect(isBuildCurrent(project)).toBe(false)
  })

  test("false without public/404.html", () => {
    write("public/index.html", "x")
    writeBuildHash(project, computeBuildHash(project))
    expect(isBuildCurrent(project)).toBe(false)
  })

  test("false without a stored hash, true with the matching one, false after a change", () => {
    write("public/index.html", "x")
    write("public/404.html", "x")
    expect(isBuildCurrent(project)).toBe(false)
    writeBuildHash(project, computeBuildHash(project))
    expect(readFileSync(join(project, BUILD_HASH_FILE), "utf8").trim()).toBe(computeBuildHash(project))
    expect(isBuildCurrent(project)).toBe(true)
    write("content/site.yaml", "title: geändert\n")
    expect(isBuildCurrent(project)).toBe(false)
  })

  test("the hash file lives outside public/", () => {
    expect(BUILD_HASH_FILE.startsWith("public")).toBe(false)
  })
})

describe("buildIfNeeded (fake npm run build, no Gatsby)", () => {
  const quiet = { log: () => {} }

  test("builds when needed, skips when current, rebuilds on change or force", async () => {
    const first = await buildIfNeeded(project, quiet)
    expect(first.built).toBe(true)
    expect(buildRuns()).toBe(1)
    expect(isBuildCurrent(project)).toBe(true)

    const second = await buildIfNeeded(project, quiet)
    expect(second).toEqual({ built: false, hash: first.hash })
    expect(buildRuns()).toBe(1)

    process.env.GTM_ID = "GTM-CCCCCCC"
    expect((await buildIfNeeded(project, quiet)).built).toBe(true)
    expect(buildRuns()).toBe(2)

    expect((await buildIfNeeded(project, { ...quiet, force: true })).built).toBe(true)
    expect(buildRuns()).toBe(3)
  }, 60_000)

  test("a failing build rejects with a clear message and leaves no stored hash", async () => {
    await buildIfNeeded(project, quiet)
    process.env.FAKE_BUILD_FAIL = "1"
    await expect(buildIfNeeded(project, { ...quiet, force: true })).rejects.toThrow(
      /The site build failed: "npm run build" exited with code 3/,
    )
    expect(existsSync(join(project, BUILD_HASH_FILE))).toBe(false)
    expect(isBuildCurrent(project)).toBe(false)
  }, 60_000)

  test("logs why it builds or skips", async () => {
    const lines: string[] = []
    await buildIfNeeded(project, { log: (line) => lines.push(line) })
    await buildIfNeeded(project, { log: (line) => lines.push(line) })
    expect(lines[0]).toMatch(/No complete build in public\//)
    expect(lines.at(-1)).toMatch(/up to date/)
  }, 60_000)
})
