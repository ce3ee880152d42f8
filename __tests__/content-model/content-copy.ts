/**
 * Temp copies of content/ for the content-check tests: the real files,
 * with edits laid over them. The pages (link targets) stay the project's.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { dump, load } from "js-yaml"

import { checkContent, readContentDir } from "../../content-model/check.ts"
import type { SiteEnvironment } from "../../content-model/site-environment.ts"
import { projectRoot } from "../support/content-files"

export function copyContent(): string {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), "content-check-")), "content")
  cpSync(path.join(projectRoot, "content"), dir, { recursive: true })
  return dir
}

/** Changes a file of the copy as data and writes it back as the CMS would (every text quoted). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the edits reach into any file's shape
export function editYaml(dir: string, file: string, edit: (data: any) => void): void {
  const data = load(readFileSync(path.join(dir, file), "utf8"))
  edit(data)
  writeFileSync(path.join(dir, file), dump(data, { quotingType: '"', forceQuotes: true, lineWidth: -1 }))
}

/**
 * Replaces the first match of `from` in a file of the copy; returns the
 * line (from 1) where the replacement starts.
 */
export function editText(dir: string, file: string, from: RegExp, to: string): number {
  const text = readFileSync(path.join(dir, file), "utf8")
  const match = from.exec(text)
  if (!match) throw new Error(`${file}: nothing matches ${from}`)
  writeFileSync(path.join(dir, file), text.replace(from, to))
  return text.slice(0, match.index).split("\n").length
}

export const check = (dir: string, environment: SiteEnvironment = "development") =>
  checkContent({ root: projectRoot, environment, files: readContentDir(dir) })
