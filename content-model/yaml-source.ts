/**
 * Reading a content file: the `yaml` package's document model keeps each
 * node's position, so every problem can name its line. Syntax errors are
 * explained in German with their usual cause and the fix.
 */
import { LineCounter, isMap, isScalar, isSeq, parseDocument, type Document } from "yaml"

export interface YamlSource {
  doc: Document
  lineCounter: LineCounter
  syntaxProblems: { line: number; field?: string; message: string }[]
}

const IMPLICIT_KEY = 'Falsch eingerückt, oder ein Text mit Doppelpunkt steht nicht in Anführungszeichen. Schreiben Sie: schluessel: "Text".'

/** By the parser's error code. */
const EXPLAINED: Record<string, string> = {
  TAB_AS_INDENT: "Die Zeile ist mit einem Tabulator eingerückt; YAML erlaubt nur Leerzeichen (zwei je Ebene).",
  BAD_INDENT: "Die Einrückung stimmt nicht: Felder einer Ebene beginnen gleich weit, Unterfelder zwei Leerzeichen weiter rechts.",
  MULTILINE_IMPLICIT_KEY: IMPLICIT_KEY,
  BLOCK_AS_IMPLICIT_KEY: IMPLICIT_KEY,
  // Only for an unclosed quote (readYaml).
  MISSING_CHAR: "Ein Anführungszeichen wurde geöffnet, aber nicht geschlossen. Im Text selbst stehen „deutsche“ Anführungszeichen.",
  UNEXPECTED_TOKEN: 'Nach dem Wert folgt noch etwas, oft ein " mitten im Text. Im Text selbst stehen „deutsche“ Anführungszeichen.',
  DUPLICATE_KEY: "Dieser Schlüssel steht in diesem Abschnitt zweimal.",
}

/** An unclosed quote is reported at the file's end; the editor needs the line that opened it. */
function openingQuoteLine(lines: string[], reported: number): number {
  const opens = lines.findIndex((line) => (line.replace(/\\./g, "").match(/"/g) ?? []).length % 2 === 1)
  return opens >= 0 && opens < reported ? opens + 1 : reported
}

/** Syntax errors this close to an earlier one are its consequences. */
const FOLLOW_UP_LINES = 10

export function readYaml(source: string): YamlSource {
  const lineCounter = new LineCounter()
  // Like js-yaml (gatsby-transformer-yaml), read an unquoted 2026-11-23 as a
  // timestamp, so the check sees what Gatsby gets.
  const doc = parseDocument(source, { lineCounter, prettyErrors: false, uniqueKeys: true, customTags: ["timestamp"] })
  const lines = source.split(/\r?\n/)
  const syntaxProblems: YamlSource["syntaxProblems"] = []
  for (const error of doc.errors) {
    const reported = lineCounter.linePos(error.pos[0]).line
    const unclosed = error.code === "MISSING_CHAR" && /quote/i.test(error.message)
    const line = unclosed ? openingQuoteLine(lines, reported) : reported
    if (syntaxProblems.some((known) => Math.abs(known.line - line) <= FOLLOW_UP_LINES)) continue
    const code = error.code === "MISSING_CHAR" && !unclosed ? "" : error.code
    const message = EXPLAINED[code] ?? "Hier ist kein gültiges YAML. Vergleichen Sie die Zeile mit einer, die funktioniert."
    const field = /^\s*(?:-\s+)?(\w+)\s*:/.exec(lines[line - 1] ?? "")?.[1]
    syntaxProblems.push({ line, ...(field ? { field } : {}), message })
  }
  return { doc, lineCounter, syntaxProblems }
}

/**
 * The line of the node at `path` (a key's line, the "- " line of a list
 * entry); for a path that does not exist, the line of its deepest part
 * that does (where a missing field belongs).
 */
export function lineOf({ doc, lineCounter }: YamlSource, path: readonly PropertyKey[]): number {
  const lineAt = (node: unknown) => {
    const range = (node as { range?: [number] } | null)?.range
    return range ? lineCounter.linePos(range[0]).line : undefined
  }
  let node: unknown = doc.contents
  let line = lineAt(node) ?? 1
  for (const key of path) {
    const pair = isMap(node) ? node.items.find((item) => (isScalar(item.key) ? item.key.value : item.key) === key) : undefined
    const next = pair ? pair.key : isSeq(node) && typeof key === "number" ? node.items[key] : undefined
    if (!next) break
    line = lineAt(next) ?? line
    node = pair ? pair.value : next
  }
  return line
}
