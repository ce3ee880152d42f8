/**
 * docs/benchmarks.md is shared: each benchmark script writes only between its
 * own markers `<!-- BEGIN bench:NAME -->` / `<!-- END bench:NAME -->` and
 * leaves the rest of the file as it is.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs"

/** Replaces the text between this benchmark's markers, creating file or section when missing. */
export function writeBetweenMarkers(file: string, name: string, body: string): void {
  const begin = `<!-- BEGIN bench:${name} -->`
  const end = `<!-- END bench:${name} -->`
  const current = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmarks\n"
  const block = `${begin}\n${body.trim()}\n${end}`
  const start = current.indexOf(begin)
  const stop = current.indexOf(end)
  const next =
    start !== -1 && stop > start
      ? current.slice(0, start) + block + current.slice(stop + end.length)
      : `${current.trimEnd()}\n\n${block}\n`
  writeFileSync(file, next)
}
