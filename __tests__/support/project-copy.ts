/**
 * A copy of the project in a temp dir (node_modules linked), for tests that run
 * the real `gatsby build` on changed sources or content.
 */
import { spawnSync } from "node:child_process"
import { cpSync, mkdtempSync, symlinkSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import { buildInputs } from "../../server/build-if-needed"
import { projectRoot } from "./content-files"

/** What the build reads (package.json and tsconfig.json among it). */
const PROJECT_FILES = buildInputs(projectRoot).filter((entry) => entry !== "package-lock.json")

export function projectCopy(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix))
  for (const entry of PROJECT_FILES) cpSync(path.join(projectRoot, entry), path.join(dir, entry), { recursive: true })
  symlinkSync(path.join(projectRoot, "node_modules"), path.join(dir, "node_modules"), "dir")
  return dir
}

/** Runs a tool of the project's node_modules with the project's Node in `dir`. */
export function runInCopy(dir: string, args: string[], env: Record<string, string> = {}, timeout = 90_000) {
  return spawnSync(path.join(projectRoot, "node_modules", ".bin", "node"), args, {
    cwd: dir,
    encoding: "utf8",
    timeout,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? os.tmpdir(), GATSBY_TELEMETRY_DISABLED: "1", CI: "1", ...env },
  })
}
