/**
 * Decides whether the Gatsby build in `public/` matches the current sources,
 * and runs `npm run build` when it does not.
 *
 * The fingerprint is a SHA-256 over the relative path and contents of every
 * build input plus the environment variables the build reads. It is stored in
 * `.cache/site-build-hash` after a successful build (outside `public/`, so it
 * is never served; `gatsby clean` removes it together with the build).
 */
import { spawn } from "node:child_process"
import { createHash } from "node:crypto"
import type { Hash } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs"
import type { Stats } from "node:fs"
import { dirname, join } from "node:path"

/** Files and folders (relative to the project root) that determine the build output. */
export const BUILD_INPUTS: readonly string[] = [
  "content",
  "src",
  "static",
  "build",
  "admin",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "package-lock.json",
]

/**
 * Not part of the fingerprint: Gatsby regenerates the typegen file during the
 * build. The server (server/) and the tools (scripts/) are not inputs at all;
 * the header policy in build/headers/ is: the build writes it into
 * public/_headers.
 */
const BUILD_INPUT_EXCLUDES: readonly string[] = ["src/gatsby-types.d.ts"]

/** Environment variables that change the built HTML. */
export const BUILD_ENV_VARS: readonly string[] = ["GTM_ID", "SITE_ENV", "CONTEXT", "GTM_AUTH", "GTM_PREVIEW", "NGINX_ROOT", "NGINX_LISTEN"]

/** Where the fingerprint of the last successful build is kept (relative to the project root). */
export const BUILD_HASH_FILE = ".cache/site-build-hash"

type Env = Readonly<Record<string, string | undefined>>

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code
  return code === "ENOENT" || code === "ENOTDIR"
}

/** Relative POSIX paths of all files below `rel` (or `rel` itself), minus the excludes. */
function listFiles(projectRoot: string, rel: string, out: string[]): void {
  if (BUILD_INPUT_EXCLUDES.includes(rel)) return
  let stats: Stats
  try {
    stats = statSync(join(projectRoot, rel))
  } catch (error) {
    if (isMissing(error)) return // missing folder/file or broken symlink: nothing to hash
    throw error
  }
  if (stats.isDirectory()) {
    for (const name of readdirSync(join(projectRoot, rel))) listFiles(projectRoot, `${rel}/${name}`, out)
  } else if (stats.isFile()) {
    out.push(rel)
  }
}

function update(hash: Hash, projectRoot: string, rel: string): void {
  const bytes = readFileSync(join(projectRoot, rel))
  // Path and length framing, so moving bytes between files changes the hash.
  hash.update(`file ${JSON.stringify(rel)} ${bytes.length}\n`)
  hash.update(bytes)
  hash.update("\n")
}

/** SHA-256 (hex) over all build inputs and build-relevant environment variables. */
export function computeBuildHash(projectRoot: string, env: Env = process.env): string {
  const files: string[] = []
  for (const input of BUILD_INPUTS) listFiles(projectRoot, input, files)
  files.sort()

  const hash = createHash("sha256")
  hash.update("site-build-hash v1\n")
  for (const rel of files) update(hash, projectRoot, rel)
  for (const name of BUILD_ENV_VARS) {
    // JSON keeps "unset" (null) apart from "set to an empty string".
    hash.update(`env ${name}=${JSON.stringify(env[name] ?? null)}\n`)
  }
  return hash.digest("hex")
}

/** The fingerprint stored by the last successful build, or undefined. */
function readStoredBuildHash(projectRoot: string): string | undefined {
  try {
    return readFileSync(join(projectRoot, BUILD_HASH_FILE), "utf8").trim() || undefined
  } catch {
    return undefined
  }
}

export function writeBuildHash(projectRoot: string, hash: string): void {
  const file = join(projectRoot, BUILD_HASH_FILE)
  mkdirSync(dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, `${hash}\n`)
  renameSync(temporary, file)
}

function hasBuildOutput(projectRoot: string): boolean {
  return existsSync(join(projectRoot, "public", "index.html")) && existsSync(join(projectRoot, "public", "404.html"))
}

/** True when public/ holds a complete build of exactly the current inputs. */
export function isBuildCurrent(projectRoot: string, env: Env = process.env): boolean {
  if (!hasBuildOutput(projectRoot)) return false
  const stored = readStoredBuildHash(projectRoot)
  return stored !== undefined && stored === computeBuildHash(projectRoot, env)
}

/** Runs `npm run build` (Gatsby build plus the postbuild step) in the project root. */
function runBuild(projectRoot: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    // env passed explicitly: the same process.env that the hash was computed from.
    const child = spawn("npm", ["run", "build"], { cwd: projectRoot, env: process.env, stdio: "inherit", shell: false })
    child.once("error", (error) => {
      reject(new Error(`Could not start "npm run build" in ${projectRoot}: ${error.message}`))
    })
    child.once("close", (code, signal) => {
      if (code === 0) resolvePromise()
      else {
        const how = signal !== null ? `was killed by ${signal}` : `exited with code ${String(code)}`
        reject(new Error(`The site build failed: "npm run build" ${how} (see the output above).`))
      }
    })
  })
}

export interface BuildIfNeededOptions {
  /** Build even when public/ is current. */
  force?: boolean
  /** Progress messages. Default: console.log. */
  log?: (line: string) => void
}

export interface BuildIfNeededResult {
  built: boolean
  hash: string
}

/**
 * Builds the site unless public/ is current. Rejects with a readable message
 * when the build fails; the fingerprint is written only after success.
 */
export async function buildIfNeeded(projectRoot: string, options: BuildIfNeededOptions = {}): Promise<BuildIfNeededResult> {
  const log = options.log ?? ((line: string) => console.log(line))
  const hash = computeBuildHash(projectRoot)
  const short = hash.slice(0, 12)

  if (!options.force) {
    if (!hasBuildOutput(projectRoot)) {
      log("No complete build in public/ (index.html or 404.html missing): running npm run build …")
    } else if (readStoredBuildHash(projectRoot) === hash) {
      log(`public/ is up to date (build hash ${short}); skipping the build.`)
      return { built: false, hash }
    } else {
      log(`Sources or build settings changed since the last build (hash ${short}): running npm run build …`)
    }
  } else {
    log("Forced rebuild: running npm run build …")
  }

  // A failed or interrupted build must never look current afterwards.
  rmSync(join(projectRoot, BUILD_HASH_FILE), { force: true })
  // From a clean state, as `gatsby clean` leaves it: Gatsby's incremental build
  // keeps pages whose data did not change, and after a change to CSS alone
  // those would still inline the previous stylesheet.
  for (const dir of [".cache", "public"]) rmSync(join(projectRoot, dir), { recursive: true, force: true })
  await runBuild(projectRoot)
  if (!hasBuildOutput(projectRoot)) {
    throw new Error("The site build finished, but public/index.html or public/404.html is missing.")
  }
  // The hash from before the build: if a source changed while building, the
  // next start sees a difference and rebuilds.
  writeBuildHash(projectRoot, hash)
  log(`Build finished (build hash ${short}).`)
  return { built: true, hash }
}
