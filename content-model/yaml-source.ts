/**
 * Reading a YAML file for the content check: the `yaml` package's document
 * model keeps each node's position, so every problem can name its line.
 * Syntax errors are explained in German with the usual causes and the fix.
 */
import { LineCounter, isMap, isScalar, isSeq, parseDocument, type Document, type Node } from "yaml"

export interface SyntaxProblem {
  line: number
  field?: string
  message: string
}

export interface YamlSource {
  doc: Document
  lineCounter: LineCounter
  lines: string[]
  syntaxProblems: SyntaxProblem[]
}

const GENERIC_FIX =
  "Vergleichen Sie die Zeile mit einer funktionierenden Zeile darüber: Schlüssel, Doppelpunkt, Leerzeichen, Wert in Anführungszeichen, Einrückung nur mit Leerzeichen."

const UNCLOSED_BRACKET =
  'Eine eckige [ oder geschweifte { Klammer wurde geöffnet, aber nicht geschlossen. Ein Text, der mit [ oder { beginnt, muss in Anführungszeichen stehen: feld: "[Hinweis] Text".'

function explain(code: string, message: string): string {
  switch (code) {
    case "TAB_AS_INDENT":
      return "Die Zeile ist mit einem Tabulator eingerückt. YAML erlaubt zum Einrücken nur Leerzeichen: Ersetzen Sie den Tabulator durch Leerzeichen (zwei je Ebene)."
    case "BAD_INDENT":
      if (/^Flow (sequence|map)/.test(message)) return UNCLOSED_BRACKET
      return "Die Einrückung stimmt nicht. Felder derselben Ebene müssen mit genau gleich vielen Leerzeichen beginnen wie die Felder darüber; Unterfelder stehen zwei Leerzeichen weiter rechts."
    case "BLOCK_AS_IMPLICIT_KEY":
    case "MULTILINE_IMPLICIT_KEY":
      return 'Diese oder die nächste Zeile ist falsch eingerückt, oder ein Text mit Doppelpunkt steht nicht in Anführungszeichen, oder nach einem Doppelpunkt fehlt das Leerzeichen. Schreiben Sie: schluessel: "Text" – gleich weit eingerückt wie die Felder daneben.'
    case "MISSING_CHAR":
      return /quote/i.test(message)
        ? 'Ein Anführungszeichen wurde geöffnet, aber nicht geschlossen. Setzen Sie am Ende des Textes das schließende " – im Text selbst verwenden Sie „deutsche“ Anführungszeichen.'
        : `Hier fehlt ein Zeichen (z. B. ein Doppelpunkt oder eine schließende Klammer). ${GENERIC_FIX}`
    case "UNEXPECTED_TOKEN":
      return 'Nach dem Wert folgt noch etwas, das hier nicht stehen darf. Häufige Ursache: gerade Anführungszeichen " mitten im Text. Verwenden Sie im Text „deutsche“ Anführungszeichen.'
    case "DUPLICATE_KEY":
      return "Dieser Schlüssel steht in diesem Abschnitt zweimal. Löschen Sie einen der beiden Einträge oder führen Sie sie zusammen."
    case "BAD_DQ_ESCAPE":
      return 'Ein Rückstrich \\ in "…" leitet ein Sonderzeichen ein und ist hier ungültig. Schreiben Sie \\\\ oder lassen Sie den Rückstrich weg.'
    case "BAD_SCALAR_START":
    case "BAD_ALIAS":
    case "BAD_DIRECTIVE":
    case "UNEXPECTED_FLOW_TOKEN":
    case "UNEXPECTED_CHAR":
      return `Ein Zeichen am Zeilenanfang hat in YAML eine besondere Bedeutung (z. B. *, &, !, %, @, \`, [ oder {). Setzen Sie den Text in Anführungszeichen.`
    default:
      return `Die Datei ist hier kein gültiges YAML. ${GENERIC_FIX}`
  }
}

/** For an unclosed quote the parser points at the file's end; the editor needs the line that opened it. */
function openingQuoteLine(lines: string[], reportedLine: number): number {
  for (let i = 0; i < Math.min(lines.length, reportedLine); i++) {
    const withoutEscapes = (lines[i] ?? "").replace(/\\./g, "").replace(/#.*$/, (c) => (c.includes('"') ? c : ""))
    const doubles = (withoutEscapes.match(/"/g) ?? []).length
    if (doubles % 2 === 1) return i + 1
    const singles = (withoutEscapes.replace(/''/g, "").match(/(^|[\s:-])'|'$/g) ?? []).length
    if (singles % 2 === 1) return i + 1
  }
  return reportedLine
}

/** The last line up to the reported one that opens more [ or { than it closes. */
function openingBracketLine(lines: string[], reportedLine: number): number {
  for (let i = Math.min(lines.length, reportedLine) - 1; i >= 0; i--) {
    const text = (lines[i] ?? "").replace(/"[^"]*"|'[^']*'/g, "")
    if ((text.match(/[[{]/g) ?? []).length > (text.match(/[\]}]/g) ?? []).length) return i + 1
  }
  return reportedLine
}

/** The key written on a line (`  email: …`, `- label: …`), if any. */
function keyOnLine(line: string | undefined): string | undefined {
  const match = /^\s*(?:-\s+)?([A-Za-z0-9_]+)\s*:/.exec(line ?? "")
  return match?.[1]
}

/** Syntax errors this close to an earlier one are treated as its consequence. */
const FOLLOW_UP_LINES = 10

export function readYaml(source: string): YamlSource {
  const lineCounter = new LineCounter()
  // Like js-yaml (gatsby-transformer-yaml), read an unquoted 2026-11-23 as a timestamp, so the check
  // sees what Gatsby would get and can ask for quotes.
  const doc = parseDocument(source, { lineCounter, prettyErrors: false, uniqueKeys: true, customTags: ["timestamp"] })
  const lines = source.split(/\r?\n/)
  const syntaxProblems: SyntaxProblem[] = []
  for (const error of doc.errors) {
    let line = lineCounter.linePos(error.pos[0]).line
    if (error.code === "MISSING_CHAR" && /quote/i.test(error.message)) line = openingQuoteLine(lines, line)
    if (error.code === "BAD_INDENT" && /^Flow (sequence|map)/.test(error.message)) line = openingBracketLine(lines, line)
    const message = explain(error.code, error.message)
    // One mistake (a tab, a wrong indentation) makes the parser stumble over the next
    // lines too; those follow-up errors would only confuse. Errors far apart are all shown.
    if (syntaxProblems.some((p) => Math.abs(p.line - line) <= FOLLOW_UP_LINES)) continue
    const field = keyOnLine(lines[line - 1])
    syntaxProblems.push({ line, ...(field ? { field } : {}), message })
  }
  return { doc, lineCounter, lines, syntaxProblems }
}

/**
 * The line of the node at `path` (a key's line for map entries, the "- " line
 * for list entries); when the path does not exist, the line of the deepest
 * part that does (where a missing field belongs).
 */
export function lineOf(source: YamlSource, path: readonly PropertyKey[]): number {
  const { doc, lineCounter } = source
  const lineAt = (node: { range?: [number, number, number] | null } | null | undefined): number | undefined =>
    node?.range ? lineCounter.linePos(node.range[0]).line : undefined
  let node: unknown = doc.contents
  let line = lineAt(doc.contents as Node | null) ?? 1
  for (const key of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => (isScalar(p.key) ? p.key.value : p.key) === key)
      if (!pair) break
      line = lineAt(pair.key as Node) ?? line
      node = pair.value
    } else if (isSeq(node) && typeof key === "number") {
      const item = node.items[key] as Node | undefined
      if (!item) break
      line = lineAt(item) ?? line
      node = item
    } else {
      break
    }
  }
  return line
}
