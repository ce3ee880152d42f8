/**
 * Builds the site when public/ is missing or older than its sources. `_headers`
 * is the build's last file (gatsby/finalize-build.ts), so its age is the build's.
 * Always from a clean state: Gatsby's incremental build keeps pages with the
 * previous stylesheet after a change to CSS alone.
 */
import { spawnSync } from "node:child_process"
import { readdirSync, statSync } from "node:fs"
import { join } from "node:path"

/** What `gatsby build` reads (relative to the project root). */
export const BUILD_INPUTS: readonly string[] = [
  "content",
  "src",
  "static",
  "gatsby",
  "content-model",
  "admin",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "package-lock.json",
]

/** The newest modification time of a file or of any file below a folder; 0 when it does not exist. */
function newest(path: string): number {
  const stats = statSync(path, { throwIfNoEntry: false })
  if (!stats?.isDirectory()) return stats?.mtimeMs ?? 0
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))))
}

/** Runs the build when needed; throws when it fails. Returns whether it built. */
export function buildIfNeeded(projectRoot: string): boolean {
  const built = newest(join(projectRoot, "public", "_headers"))
  const changed = Math.max(...BUILD_INPUTS.map((input) => newest(join(projectRoot, input))))
  if (built > changed) return false
  console.log(built === 0 ? "No build in public/: building the site …" : "The sources changed since the last build: building the site …")
  for (const script of ["clean", "build"]) {
    const result = spawnSync("npm", ["run", script], { cwd: projectRoot, stdio: "inherit" })
    if (result.status !== 0) throw new Error(`npm run ${script} failed (exit ${result.status ?? result.signal}).`)
  }
  return true
}
