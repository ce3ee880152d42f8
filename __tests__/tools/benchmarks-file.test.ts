/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { benchmarkMarkdown, writeBetweenMarkers } from "../../src/tools/benchmarks-file.ts"

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

describe("benchmarkMarkdown", () => {
  const setup = { paths: 14, connections: 50, amount: 10_000, cores: 2, date: "2026-11-23" }
  const result = (name: string, rps: number) => ({
    name, requests: 10_000, seconds: 10_000 / rps, rps, p50: 10, p99: 50, errors: 0, timeouts: 0, non2xx: 0, mbPerSecond: 12.5,
  })

  test("with nginx: both rows and the ratio", () => {
    const md = benchmarkMarkdown([result("npm start", 1000), result("nginx", 2000)], setup)
    expect(md).toContain("| npm start | 10000 | 10.0 | **1000** | 10 | 50 | 12.5 | 0 / 0 / 0 |")
    expect(md).toContain("| nginx | 10000 | 5.0 | **2000** |")
    expect(md).toContain("**50 %** of nginx's requests per second")
  })

  test("without nginx: one row and the reason there is no ratio", () => {
    const md = benchmarkMarkdown([result("npm start", 1000)], setup)
    expect(md).not.toContain("%** of nginx")
    expect(md).toContain("nginx did not run (not installed")
  })
})
