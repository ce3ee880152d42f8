/**
 * `npm run lint`: the checks of code habits, one package.json script per tool, all run even
 * when one fails:
 *
 *   lint:eslint    TypeScript, React hooks, accessibility of JSX and the import boundaries
 *                  (eslint.config.mjs); warnings count as failures;
 *   lint:prettier  formatting (.prettierrc.json, .prettierignore), checked, never written;
 *   lint:knip      unused files, exports and dependencies, undeclared dependencies (knip.jsonc);
 *   lint:jscpd     copied code in what ships or builds, tests aside (.jscpd.json): a clone of
 *                  at least 5 lines and 50 tokens fails (jscpd's defaults; 50 tokens are a short
 *                  function body, below about 40 it reports runs of closing JSX tags).
 *
 * Ends with one line per tool and exits 1 when any failed. scripts/run-tests.ts runs the same
 * tools and counts each in the summary of `npm test`.
 */
import { spawnSync } from "node:child_process"
import path from "node:path"

const ROOT = path.resolve(import.meta.dirname, "..")
const TOOLS = ["eslint", "prettier", "knip", "jscpd"] as const

export interface LintResult {
  tool: (typeof TOOLS)[number]
  ok: boolean
}

/** jscpd ends its report with advertisements; the report proper ends with "Found N clones." */
function withoutTrailer(output: string): string {
  const found = output.search(/^Found \d+ clones?\.$/m)
  return found === -1 ? output : output.slice(0, output.indexOf("\n", found) + 1)
}

/** Runs every tool in turn, its output on the console; one result per tool. */
export function runLint(root: string = ROOT): LintResult[] {
  return TOOLS.map((tool) => {
    console.log(`\n-- ${tool} (npm run lint:${tool}) --`)
    const result = spawnSync("npm", ["run", "--silent", `lint:${tool}`], {
      cwd: root,
      stdio: ["ignore", "pipe", "inherit"],
      encoding: "utf8",
    })
    if (result.error) console.error(`Could not start ${tool}: ${result.error.message}`)
    process.stdout.write(withoutTrailer(result.stdout ?? ""))
    return { tool, ok: result.status === 0 }
  })
}

if (import.meta.main) {
  const results = runLint()
  console.log("\n== Lint summary ==")
  for (const { tool, ok } of results) console.log(`${tool}: ${ok ? "passed" : "FAILED"}`)
  process.exitCode = results.every((r) => r.ok) ? 0 : 1
}
