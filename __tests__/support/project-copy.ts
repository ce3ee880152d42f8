/**
 * A copy of the project in a temp dir (node_modules linked), for tests that run
 * the real `gatsby build` on changed sources or content, and the tools and servers they run in it.
 */
import { spawn, spawnSync } from "node:child_process"
import { cpSync, mkdtempSync, readdirSync, symlinkSync } from "node:fs"
import { once } from "node:events"
import os from "node:os"
import path from "node:path"

import { projectRoot } from "./content-files"

/** Never read by `npm start` (a build, then the server): output, caches, tests, docs, tools. */
const NOT_BUILT = new Set(
  "public node_modules package-lock.json test-results __tests__ e2e jest.config.mjs playwright.config.ts docs scripts".split(" "),
)

/** What `npm start` reads (package.json and tsconfig.json among it): every other top-level entry but dotfiles. */
const PROJECT_FILES = readdirSync(projectRoot).filter((name) => !name.startsWith(".") && !NOT_BUILT.has(name))

/** The project's Node (npm package `node`). */
export const NODE = path.join(projectRoot, "node_modules", ".bin", "node")

const toolEnv = (env: Record<string, string>) => ({
  PATH: process.env.PATH ?? "",
  HOME: process.env.HOME ?? os.tmpdir(),
  GATSBY_TELEMETRY_DISABLED: "1",
  CI: "1",
  ...env,
})

export function projectCopy(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix))
  for (const entry of PROJECT_FILES) cpSync(path.join(projectRoot, entry), path.join(dir, entry), { recursive: true })
  symlinkSync(path.join(projectRoot, "node_modules"), path.join(dir, "node_modules"), "dir")
  return dir
}

/** Runs a tool of the project's node_modules with the project's Node in `dir`. */
export function runInCopy(dir: string, args: string[], env: Record<string, string> = {}, timeout = 90_000) {
  return spawnSync(NODE, args, { cwd: dir, encoding: "utf8", timeout, env: toolEnv(env) })
}

/**
 * Starts a server in `dir` (`npm start`, `gatsby develop`, decap-server) in its own process group, so that stopping it
 * ends all it started; collects what it prints.
 */
export function startInCopy(dir: string, command: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(command, args, { cwd: dir, detached: true, env: toolEnv(env), stdio: ["ignore", "pipe", "pipe"] })
  let output = ""
  for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk: Buffer) => (output += chunk.toString()))
  return {
    output: () => output,
    running: () => child.exitCode === null && child.signalCode === null,
    /** Ends the process group; resolves once the server has exited. */
    async stop(): Promise<void> {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = once(child, "exit")
      process.kill(-child.pid!, "SIGTERM")
      await exited
    },
  }
}
