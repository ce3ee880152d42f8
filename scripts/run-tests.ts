/**
 * `npm test`: every test of the project in one run, ending with the line CI
 * reads, `N passed, N failed`.
 *
 *   1. build the site when sources changed (server/build-if-needed.ts),
 *   2. type-check (tsc --noEmit; needs the types Gatsby generated in step 1),
 *   3. lint (scripts/lint.ts): ESLint, Prettier, knip and jscpd, one pass or
 *      failure each,
 *   4. Jest (views and logic, __tests__/),
 *   5. Playwright against the built site served by our own server (e2e/).
 *
 * `npm test -- <step>…` runs only the named steps (typecheck, lint, unit, e2e).
 * A step that cannot run counts as one failure, so a broken build can never
 * look like a green run.
 */
import { spawnSync } from "node:child_process"
import { existsSync, readFileSync, rmSync } from "node:fs"
import path from "node:path"

import { buildIfNeeded } from "../server/build-if-needed.ts"
import { runLint } from "./lint.ts"

const root = path.resolve(import.meta.dirname, "..")
const bin = (name: string): string => path.join(root, "node_modules", ".bin", name)

interface Tally {
  name: string
  passed: number
  failed: number
  note?: string
}

const tallies: Tally[] = []

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } })
  if (result.error) {
    console.error(`Could not start ${command}: ${result.error.message}`)
    return 1
  }
  return result.status ?? 1
}

/** The fields of Jest's `--json` report that the summary counts. */
interface JestReport {
  numPassedTests: number
  numFailedTests: number
  numRuntimeErrorTestSuites?: number
}

/** The fields of Playwright's JSON reporter output that the summary counts. */
interface PlaywrightReport {
  stats?: { expected?: number; unexpected?: number; flaky?: number }
  errors?: unknown[]
}

/** A JSON report the tool wrote, or null when it wrote none (or not JSON). */
function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T
  } catch {
    return null
  }
}

async function main(): Promise<void> {
  const only = new Set(process.argv.slice(2))
  const wants = (step: string): boolean => only.size === 0 || only.has(step)

  let buildOk = true
  if (wants("e2e") || wants("typecheck")) {
    try {
      await buildIfNeeded(root)
    } catch (error) {
      buildOk = false
      tallies.push({ name: "build", passed: 0, failed: 1, note: (error as Error).message })
    }
  }

  if (wants("typecheck")) {
    if (!buildOk) {
      tallies.push({ name: "typecheck", passed: 0, failed: 1, note: "skipped: the build failed" })
    } else {
      console.log("\n== Type check (tsc --noEmit) ==")
      const status = run(bin("tsc"), ["--noEmit", "-p", "."])
      tallies.push({ name: "typecheck", passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 })
    }
  }

  if (wants("lint")) {
    console.log("\n== Lint (ESLint, Prettier, knip, jscpd) ==")
    for (const { tool, ok } of runLint(root)) {
      tallies.push({ name: `lint ${tool}`, passed: ok ? 1 : 0, failed: ok ? 0 : 1 })
    }
  }

  if (wants("unit")) {
    console.log("\n== Jest (views and logic) ==")
    const out = path.join(root, ".jest-results.json")
    rmSync(out, { force: true })
    const status = run(bin("jest"), ["--ci", "--json", `--outputFile=${out}`])
    const report = readJson<JestReport>(out)
    if (report) {
      const failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0)
      tallies.push({ name: "jest", passed: report.numPassedTests, failed })
    } else {
      tallies.push({ name: "jest", passed: 0, failed: 1, note: `no report (exit ${status})` })
    }
  }

  if (wants("e2e")) {
    if (!buildOk) {
      tallies.push({ name: "playwright", passed: 0, failed: 1, note: "skipped: the build failed" })
    } else {
      console.log("\n== Playwright (browser tests against the built site) ==")
      const out = path.join(root, ".e2e-results.json")
      rmSync(out, { force: true })
      const status = run(bin("playwright"), ["test"], { PLAYWRIGHT_JSON_OUTPUT_NAME: out })
      const report = readJson<PlaywrightReport>(out)
      if (report?.stats) {
        const { expected = 0, unexpected = 0, flaky = 0 } = report.stats
        const errors = Array.isArray(report.errors) ? report.errors.length : 0
        tallies.push({ name: "playwright", passed: expected + flaky, failed: unexpected + errors })
      } else {
        tallies.push({ name: "playwright", passed: 0, failed: 1, note: `no report (exit ${status})` })
      }
    }
  }

  console.log("\n== Summary ==")
  for (const t of tallies) {
    console.log(`${t.name}: ${t.passed} passed, ${t.failed} failed${t.note ? ` (${t.note})` : ""}`)
  }
  const passed = tallies.reduce((n, t) => n + t.passed, 0)
  const failed = tallies.reduce((n, t) => n + t.failed, 0)
  console.log(`${passed} passed, ${failed} failed`)
  process.exitCode = failed === 0 && passed > 0 ? 0 : 1
}

if (!existsSync(bin("jest"))) {
  console.error("node_modules is missing: run `npm install` first.")
  console.log("0 passed, 1 failed")
  process.exit(1)
}

await main()
