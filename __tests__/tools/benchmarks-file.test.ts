/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { writeBetweenMarkers } from "../../src/tools/benchmarks-file.ts"

let dir: string
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), "bench-md-"))))
afterEach(() => rmSync(dir, { recursive: true, force: true }))

test("creates the file and the section when missing", () => {
  const file = join(dir, "benchmarks.md")
  writeBetweenMarkers(file, "server", "one")
  expect(readFileSync(file, "utf8")).toBe("# Benchmarks\n\n<!-- BEGIN bench:server -->\none\n<!-- END bench:server -->\n")
})

test("replaces only its own section and keeps everything else byte for byte", () => {
  const file = join(dir, "benchmarks.md")
  const other = "<!-- BEGIN bench:build -->\nbuild figures\n<!-- END bench:build -->"
  writeFileSync(file, `# Benchmarks\n\nintro\n\n${other}\n\n<!-- BEGIN bench:server -->\nold\n<!-- END bench:server -->\n\ntail\n`)
  writeBetweenMarkers(file, "server", "new\n")
  expect(readFileSync(file, "utf8")).toBe(
    `# Benchmarks\n\nintro\n\n${other}\n\n<!-- BEGIN bench:server -->\nnew\n<!-- END bench:server -->\n\ntail\n`,
  )
})

test("appends a new section after another script's section", () => {
  const file = join(dir, "benchmarks.md")
  writeFileSync(file, "# Benchmarks\n\n<!-- BEGIN bench:build -->\nx\n<!-- END bench:build -->\n")
  writeBetweenMarkers(file, "server", "y")
  expect(readFileSync(file, "utf8")).toBe(
    "# Benchmarks\n\n<!-- BEGIN bench:build -->\nx\n<!-- END bench:build -->\n\n<!-- BEGIN bench:server -->\ny\n<!-- END bench:server -->\n",
  )
})
