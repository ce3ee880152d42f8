/**
 * Builds the site when public/ is missing, older than its sources, or made for another environment than the
 * current one (SITE_ENV or CONTEXT, GTM_ID, GTM_AUTH, GTM_PREVIEW). `_headers` is the build's last file (the
 * adapter in gatsby-config.ts), so its age is the build's; the build records its environment in public/.
 */
import { spawnSync } from "node:child_process"
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { isDeepStrictEqual } from "node:util"

import { BUILD_ENVIRONMENT_FILE, buildEnvironment, type BuildEnvironment } from "../content-model/site-environment.ts"

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

/** The environment the build in `publicDir` was made for; undefined when it recorded none (or no build is there). */
export function builtEnvironment(publicDir: string): BuildEnvironment | undefined {
  try {
    return JSON.parse(readFileSync(join(publicDir, BUILD_ENVIRONMENT_FILE), "utf8")) as BuildEnvironment
  } catch {
    return undefined
  }
}

/** "production, GTM_ID=none": an environment as the messages name it. */
export const describeEnvironment = ({ environment, ...variables }: BuildEnvironment) =>
  [environment, ...Object.entries(variables).flatMap(([name, value]) => (value === null ? [] : `${name}=${value}`))].join(", ")

/** Why public/ must be built for `wanted`, or undefined when it holds that build already. */
function reasonToBuild(projectRoot: string, wanted: BuildEnvironment): string | undefined {
  const built = newest(join(projectRoot, "public", "_headers"))
  if (built === 0) return "No build in public/"
  const recorded = builtEnvironment(join(projectRoot, "public"))
  if (!isDeepStrictEqual(recorded, wanted))
    return `public/ holds a build for ${recorded ? describeEnvironment(recorded) : "an unknown environment"}`
  const changed = Math.max(...buildInputs(projectRoot).map((input) => newest(join(projectRoot, input))))
  if (built <= changed) return "The sources changed since the last build"
}

/** Runs the build when needed, for the environment of this process; throws when it fails. */
export function buildIfNeeded(projectRoot: string, env: NodeJS.ProcessEnv = process.env): void {
  const wanted = buildEnvironment(env)
  const reason = reasonToBuild(projectRoot, wanted)
  if (!reason) return
  console.log(`${reason}: building the site for ${describeEnvironment(wanted)} …`)
  const result = spawnSync("npm", ["run", "build"], { cwd: projectRoot, stdio: "inherit", env })
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status ?? result.signal}).`)
}
