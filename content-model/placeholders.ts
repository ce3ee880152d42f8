/**
 * Placeholders: fake values that must not go live.
 *
 * The convention: a file lists the fields that still hold example data under
 * `placeholders:` (dotted paths such as `address.street`; a section name
 * covers all its fields). Editors delete an entry once they entered the real
 * value. Values marked as example data are placeholders too, listed or not:
 * the word "Platzhalter" or "BEISPIEL", a tag-manager id of only X
 * (GTM-XXXXXXX) and facts marked „[vom Betreiber zu bestätigen]“. Values that cannot be real whether marked or not (sample
 * data, reserved example domains, wrong check digits …) are found by
 * plausibility.ts, so deleting the list lets no sample data through.
 *
 * The production build refuses every placeholder; previews and local builds
 * print them as a warning (content-model/check.ts).
 */
import type { YamlSource } from "./yaml-source.ts"
import { lineOf } from "./yaml-source.ts"
import { fieldName, quoteValue } from "./messages.ts"

export interface PlaceholderHit {
  file: string
  line: number
  field: string
  value: string
  message: string
}

const PATTERNS: { test: RegExp; what: string }[] = [
  { test: /\bPlatzhalter\b/i, what: "enthält das Wort „Platzhalter“" },
  { test: /\bBEISPIEL\b/, what: "ist als BEISPIEL markiert" },
  { test: /^GTM-X+$/, what: "ist eine Beispiel-ID aus lauter X" },
  // Facts the operator still has to supply (e.g. in the privacy notice): „[vom Betreiber zu bestätigen]“.
  { test: /\[vom Betreiber zu bestätigen\b[^\]]*\]/i, what: "ist noch als „[vom Betreiber zu bestätigen]“ markiert" },
]

export type Leaf = { path: (string | number)[]; value: string }

/** Every text and number of a file with its path, without the placeholders list itself. */
export function leaves(value: unknown, at: (string | number)[] = []): Leaf[] {
  if (typeof value === "string") return [{ path: at, value }]
  if (typeof value === "number") return [{ path: at, value: String(value) }]
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, [...at, i]))
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => (at.length === 0 && key === "placeholders" ? [] : leaves(item, [...at, key])))
  }
  return []
}

/** A path without list positions: managingDirectors, not managingDirectors[1]. */
export const dotted = (p: readonly (string | number)[]): string => p.filter((k) => typeof k === "string").join(".")

/** One line per listed or detected placeholder, in file order. */
export function findPlaceholders(file: string, data: unknown, yaml: YamlSource): PlaceholderHit[] {
  const listed = (data as { placeholders?: unknown })?.placeholders
  const listedPaths = Array.isArray(listed) ? listed.filter((p): p is string => typeof p === "string") : []
  const listLine = lineOf(yaml, ["placeholders"])
  const all = leaves(data)
  const hits: PlaceholderHit[] = []

  for (const field of listedPaths) {
    const keys = field.split(".")
    const covered = all.filter((leaf) => dotted(leaf.path) === field || dotted(leaf.path).startsWith(`${field}.`))
    if (covered.length === 0) continue // a path that does not exist is a schema error already
    const shown = covered.map((leaf) => leaf.value).join(", ")
    hits.push({
      file,
      line: lineOf(yaml, keys),
      field,
      value: shown,
      message: `${quoteValue(shown, 80)} ist noch ein Platzhalter. Tragen Sie die echte Angabe ein und löschen Sie danach die Zeile "- ${field}" aus der Liste "placeholders" (Zeile ${listLine}).`,
    })
  }

  const isListed = (leaf: Leaf) => listedPaths.some((p) => dotted(leaf.path) === p || dotted(leaf.path).startsWith(`${p}.`))
  for (const leaf of all) {
    if (isListed(leaf)) continue
    const pattern = PATTERNS.find((p) => p.test.test(leaf.value))
    if (!pattern) continue
    const field = fieldName(leaf.path)
    hits.push({
      file,
      line: lineOf(yaml, leaf.path),
      field,
      value: leaf.value,
      message: `${quoteValue(leaf.value, 80)} ${pattern.what} und ist damit ein Platzhalter. Tragen Sie die echte Angabe ein.`,
    })
  }
  return hits.sort((a, b) => a.line - b.line)
}
