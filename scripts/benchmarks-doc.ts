/**
 * docs/benchmarks.md is shared by several benchmark scripts: each one owns the
 * text between `<!-- BEGIN bench:NAME -->` and `<!-- END bench:NAME -->` and
 * leaves everything else as it is. A missing file or section is created.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs"

const HEADER = "# Benchmarks\n\nMeasured numbers, written by the benchmark scripts between their markers.\n"

/** `document` with the section `name` set to `body` (appended when missing). */
export function replaceSection(document: string, name: string, body: string): string {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`benchmark section name "${name}": use a-z, 0-9 and -`)
  const begin = `<!-- BEGIN bench:${name} -->`
  const end = `<!-- END bench:${name} -->`
  const block = `${begin}\n${body.trim()}\n${end}`
  const start = document.indexOf(begin)
  const stop = document.indexOf(end)
  if (start === -1 && stop === -1) return `${document.trimEnd()}\n\n${block}\n`
  if (start === -1 || stop === -1 || stop < start) {
    throw new Error(`docs/benchmarks.md: the markers of bench:${name} are incomplete or out of order; fix them by hand`)
  }
  return document.slice(0, start) + block + document.slice(stop + end.length)
}

export function writeSection(file: string, name: string, body: string): void {
  const current = existsSync(file) ? readFileSync(file, "utf8") : HEADER
  writeFileSync(file, replaceSection(current, name, body))
}
