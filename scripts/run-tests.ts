/**
 * `npm test`: build if needed, type check, lint (the package.json scripts lint:*), Jest, Playwright;
 * then one line per suite and the closing line CI reads, `N passed, N failed`.
 *
 * `npm test -- <step>…` runs only the named steps (typecheck, lint, unit, e2e); `npm run lint` is
 * `npm test -- lint`. A step that cannot run counts as one failure, so a broken build never looks green.
 */
import { spawnSync } from "node:child_process"
import { readFileSync, rmSync } from "node:fs"
import path from "node:path"

import { buildIfNeeded } from "../server/build-if-needed.ts"

const root = path.resolve(import.meta.dirname, "..")
const bin = (name: string): string => path.join(root, "node_modules", ".bin", name)
// JSON reports, kept for CI's test-results artifact (.github/workflows/ci.yml).
const jestReport = path.join(root, ".jest-results.json")
const playwrightReport = path.join(root, ".e2e-results.json")

type Tally = { name: string; passed: number; failed: number }
type JestReport = { numPassedTests: number; numFailedTests: number; numRuntimeErrorTestSuites: number }
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number }; errors: unknown[] }

const result = (name: string, ok: boolean): Tally => ({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 })

/** Runs a tool with its output on the console; true when it exits with 0. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  const { status, error } = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } })
  if (error) console.error(`Could not start ${command}: ${error.message}`)
  return status === 0
}

/** Runs a test runner and counts its JSON report; no report, or a failing exit with no failure counted, is one failure. */
function runReported<Report>(name: string, reportFile: string, start: () => boolean, count: (report: Report) => [number, number]): Tally {
  rmSync(reportFile, { force: true })
  const ok = start()
  try {
    const [passed, failed] = count(JSON.parse(readFileSync(reportFile, "utf8")) as Report)
    return { name, passed, failed: ok ? failed : Math.max(failed, 1) }
  } catch {
    return result(name, false)
  }
}

const steps: Record<string, () => Tally[]> = {
  typecheck: () => [result("typecheck", run(bin("tsc"), ["--noEmit", "-p", "."]))],
  lint: () =>
    ["eslint", "prettier", "knip", "jscpd"].map((tool) => result(`lint ${tool}`, run("npm", ["run", "--silent", `lint:${tool}`]))),
  unit: () => [
    runReported<JestReport>(
      "jest",
      jestReport,
      () => run(bin("jest"), ["--ci", "--json", `--outputFile=${jestReport}`]),
      (r) => [r.numPassedTests, r.numFailedTests + r.numRuntimeErrorTestSuites],
    ),
  ],
  e2e: () => [
    runReported<PlaywrightReport>(
      "playwright",
      playwrightReport,
      () => run(bin("playwright"), ["test"], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport }),
      (r) => [r.stats.expected + r.stats.flaky, r.stats.unexpected + r.errors.length],
    ),
  ],
}
// Gatsby generates the query types the type check needs; Playwright tests the built site.
const needsBuild = new Set(["typecheck", "e2e"])

const chosen = process.argv.length > 2 ? process.argv.slice(2) : Object.keys(steps)
const tallies: Tally[] = []
let built = true
if (chosen.some((step) => needsBuild.has(step))) {
  try {
    await buildIfNeeded(root)
  } catch (error) {
    console.error(`Build failed: ${(error as Error).message}`)
    built = false
    tallies.push(result("build", false))
  }
}
for (const step of chosen) {
  const runStep = steps[step]
  if (!runStep) {
    console.error(`Unknown step "${step}" (steps: ${Object.keys(steps).join(", ")}).`)
    tallies.push(result(step, false))
  } else if (!built && needsBuild.has(step)) {
    tallies.push(result(step, false)) // cannot run without the build
  } else {
    console.log(`\n== ${step} ==`)
    tallies.push(...runStep())
  }
}

console.log("\n== Summary ==")
for (const t of tallies) console.log(`${t.name}: ${t.passed} passed, ${t.failed} failed`)
const passed = tallies.reduce((sum, t) => sum + t.passed, 0)
const failed = tallies.reduce((sum, t) => sum + t.failed, 0)
console.log(`${passed} passed, ${failed} failed`)
process.exitCode = failed === 0 && passed > 0 ? 0 : 1
