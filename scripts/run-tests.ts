/**
 * `npm test`: build, type check, lint (the package.json scripts lint:*), Jest, Playwright;
 * then one line per suite and the closing line CI reads, `N passed, N failed`.
 *
 * `npm test -- <step>…` runs only the named steps (typecheck, lint, unit, e2e); `npm run lint` is
 * `npm test -- lint`. A step that cannot run counts as one failure, so a broken build never looks green.
 */
import { spawnSync } from "node:child_process"
import { readFileSync, rmSync } from "node:fs"
import path from "node:path"

const STEPS = ["typecheck", "lint", "unit", "e2e"]
const root = path.resolve(import.meta.dirname, "..")
const bin = (name: string): string => path.join(root, "node_modules", ".bin", name)

type Tally = [name: string, passed: number, failed: number]
const result = (name: string, ok: boolean): Tally => [name, ok ? 1 : 0, ok ? 0 : 1]

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n== ${path.basename(command)} ${args.join(" ")} ==`)
  const { status, error } = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } })
  if (error) console.error(`Could not start ${command}: ${error.message}`)
  return status === 0
}

/**
 * Runs a test runner that writes a JSON report (kept for CI's test-results artifact) and counts it;
 * no report, or a failing exit with no failure counted, is one failure.
 */
function runReported<Report>(name: string, start: (report: string) => boolean, count: (report: Report) => [number, number]): Tally {
  const file = path.join(root, `.${name}-results.json`)
  rmSync(file, { force: true })
  const ok = start(file)
  try {
    const [passed, failed] = count(JSON.parse(readFileSync(file, "utf8")) as Report)
    return [name, passed, ok ? failed : Math.max(failed, 1)]
  } catch {
    return result(name, false)
  }
}

const chosen = process.argv.length > 2 ? process.argv.slice(2) : STEPS
const tallies: Tally[] = chosen.filter((step) => !STEPS.includes(step)).map((step) => result(`unknown step "${step}"`, false))
// The browsers first, before anything long: when they are missing and cannot be installed, one line names the command
// that installs them and the browser tests do not start (no cascade of launch errors).
const browsers = chosen.includes("e2e") && run("bash", [path.join(root, "scripts", "install-browsers.sh")])
// Gatsby generates the query types the type check needs; Playwright tests the built site.
let built = false
if (chosen.includes("typecheck") || chosen.includes("e2e")) {
  built = run("npm", ["run", "build"])
  if (!built) tallies.push(result("build", false))
}
if (chosen.includes("typecheck")) tallies.push(result("typecheck", built && run(bin("tsc"), ["--noEmit", "-p", "."])))
if (chosen.includes("lint")) {
  for (const tool of ["eslint", "prettier", "knip", "jscpd"])
    tallies.push(result(`lint ${tool}`, run("npm", ["run", "--silent", `lint:${tool}`])))
}
if (chosen.includes("unit")) {
  type JestReport = { numPassedTests: number; numFailedTests: number; numRuntimeErrorTestSuites: number }
  const jest = (report: string) => run(bin("jest"), ["--ci", "--json", `--outputFile=${report}`])
  tallies.push(runReported("jest", jest, (r: JestReport) => [r.numPassedTests, r.numFailedTests + r.numRuntimeErrorTestSuites]))
}
if (chosen.includes("e2e")) {
  type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number }; errors: unknown[] }
  const playwright = (report: string) => built && run(bin("playwright"), ["test"], { PLAYWRIGHT_JSON_OUTPUT_NAME: report })
  if (!browsers) tallies.push(result("browsers", false))
  else
    tallies.push(
      runReported("e2e", playwright, (r: PlaywrightReport) => [r.stats.expected + r.stats.flaky, r.stats.unexpected + r.errors.length]),
    )
}

console.log("\n== Summary ==")
for (const [name, passed, failed] of tallies) console.log(`${name}: ${passed} passed, ${failed} failed`)
const [passed, failed] = tallies.reduce(([p, f], [, tp, tf]) => [p + tp, f + tf], [0, 0])
console.log(`${passed} passed, ${failed} failed`)
process.exitCode = failed === 0 && passed > 0 ? 0 : 1
