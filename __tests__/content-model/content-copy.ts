/**
 * Temp copies of content/ for the content-check tests: the real files,
 * with edits laid over them. The pages (link targets) stay the project's.
 */
import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { parseDocument } from "yaml"

import { checkContent } from "../../content-model/check.ts"
import type { SiteEnvironment } from "../../content-model/site-environment.ts"
import { projectRoot } from "../support/content-files"

export function copyContent(): string {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), "content-check-")), "content")
  cpSync(path.join(projectRoot, "content"), dir, { recursive: true })
  return dir
}

/**
 * A project root for code that needs one: the copy's parent, with the CMS labels (content-model/hints.yaml)
 * and node_modules (the check reads as gatsby-transformer-yaml does).
 */
export function projectWithContent(contentDir: string): string {
  const root = path.dirname(contentDir)
  cpSync(path.join(projectRoot, "content-model", "hints.yaml"), path.join(root, "content-model", "hints.yaml"))
  symlinkSync(path.join(projectRoot, "node_modules"), path.join(root, "node_modules"), "dir")
  return root
}

export function editYaml(dir: string, file: string, edit: (doc: ReturnType<typeof parseDocument>) => void): void {
  const doc = parseDocument(readFileSync(path.join(dir, file), "utf8"))
  edit(doc)
  writeFileSync(path.join(dir, file), String(doc))
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
  checkContent({ root: projectRoot, contentDir: dir, environment })
