/**
 * Builds the site when public/ is missing or older than its sources. `_headers`
 * is the build's last file (the adapter in gatsby-config.ts), so its age is the build's.
 */
import { spawnSync } from "node:child_process"
import { readdirSync, statSync } from "node:fs"
import { join } from "node:path"

/** Top-level entries that never change the built site: output, caches, tests and their configuration, docs, tools. */
const NOT_INPUTS = new Set(
  "public node_modules test-results __tests__ e2e jest.config.mjs playwright.config.ts docs scripts server".split(" "),
)

/** What `gatsby build` may read: every other top-level entry but dotfiles, so a new folder counts at once. */
export function buildInputs(projectRoot: string): string[] {
  return readdirSync(projectRoot).filter((name) => !name.startsWith(".") && !NOT_INPUTS.has(name))
}

/** The newest modification time of a file or of any file below a folder; 0 when it does not exist. */
function newest(path: string): number {
  const stats = statSync(path, { throwIfNoEntry: false })
  if (!stats?.isDirectory()) return stats?.mtimeMs ?? 0
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))))
}

/** Runs the build when needed; throws when it fails. */
export function buildIfNeeded(projectRoot: string): void {
  const built = newest(join(projectRoot, "public", "_headers"))
  const changed = Math.max(...buildInputs(projectRoot).map((input) => newest(join(projectRoot, input))))
  if (built > changed) return
  console.log(built === 0 ? "No build in public/: building the site …" : "The sources changed since the last build: building the site …")
  const result = spawnSync("npm", ["run", "build"], { cwd: projectRoot, stdio: "inherit" })
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status ?? result.signal}).`)
}
