/**
 * The content check: every YAML file under content/ against its schema, all problems of all files at once, each with
 * file, line, field and a German message. Sample data (launch-guard.ts) is an error in production, a warning elsewhere.
 * A file is read once, by js-yaml, the parser of gatsby-transformer-yaml: the build hands the check what the
 * transformer read (gatsby-node.ts); `npm run check:content` and the tests read a folder here, the same way.
 */
import { globSync, readFileSync } from "node:fs"
import path from "node:path"
import { load } from "js-yaml"
import { z } from "zod"

import { FACT_FIELDS, FACTS, retypedFacts, unknownTokens } from "./facts.ts"
import { leaves, quote, quoteList } from "./formats.ts"
import { fieldLabel, fieldNamed, readHints } from "./hints.ts"
import { findSampleData } from "./launch-guard.ts"
import { exampleReportKind, REPORT_VIEW_TOKENS } from "./report/report-schema.ts"
import type { Finding, RuleContext } from "./kind.ts"
import { type Company, contentKinds as kinds, type Home, type Site } from "./schemas.ts"
import type { SiteEnvironment } from "./site-environment.ts"

/** `message` for editors (German); `detail`, where there is one, the parser's own words for developers (English). */
export type ContentProblem = { file: string; line?: number; field?: string; message: string; detail?: string }

export function formatProblem({ file, line, field, message, detail }: ContentProblem): string {
  const where = [file, line && `Zeile ${line}`, field && `Feld "${field}"`]
  return `${where.filter(Boolean).join(", ")}: ${message}${detail ? ` (js-yaml: ${detail})` : ""}`
}

/**
 * A content file as read: its path under content/, its text, and what js-yaml made of it (`data`; undefined for an
 * empty file) or the error it threw.
 */
export type ContentFile = { file: string; source: string; data?: unknown; error?: unknown }

/** Reads every YAML file below `dir` as gatsby-transformer-yaml reads it: js-yaml's `load`. */
export function readContentDir(dir: string): ContentFile[] {
  return globSync("**/*.{yaml,yml}", { cwd: dir })
    .map((file) => file.split(path.sep).join("/"))
    .sort()
    .map((file) => {
      const source = readFileSync(path.join(dir, file), "utf8")
      try {
        return { file, source, data: load(source) }
      } catch (error) {
        return { file, source, error }
      }
    })
}

const IMPLICIT_KEY = 'Falsch eingerückt, oder ein Text mit Doppelpunkt steht nicht in Anführungszeichen. Schreiben Sie: schluessel: "Text".'
const UNCLOSED_QUOTE = "Ein Anführungszeichen wurde geöffnet, aber nicht geschlossen. Im Text selbst stehen „deutsche“ Anführungszeichen."

/** js-yaml's reasons (YAMLException.reason) in the editors' words. */
const EXPLAINED: [RegExp, string][] = [
  [/^tab characters/, "Die Zeile ist mit einem Tabulator eingerückt; YAML erlaubt nur Leerzeichen (zwei je Ebene)."],
  [/^duplicated mapping key/, "Dieser Schlüssel steht in diesem Abschnitt zweimal."],
  [/within a (?:double|single) quoted scalar/, UNCLOSED_QUOTE],
  [/bad indentation|implicit key|block mapping entry/, IMPLICIT_KEY],
]

/**
 * An unclosed quote is reported further down; the editor needs the line that opened it: the first line with an odd
 * number of quotes whose text does not close below it. A text may span lines (the CMS writes long ones so): the lines
 * that continue it are indented deeper than the line that opened it, and the last of them closes it.
 */
function openingQuoteLine(lines: string[], reported: number): number | undefined {
  const quotes = (line: string) => (line.replace(/\\./g, "").match(/"/g) ?? []).length % 2
  const indent = (line: string) => line.length - line.trimStart().length
  /** The line that closes a text opened on line `index`, or -1. */
  const closing = (index: number) => {
    for (let next = index + 1; next < lines.length; next++) {
      if (lines[next]!.trim() !== "" && indent(lines[next]!) <= indent(lines[index]!)) return -1
      if (quotes(lines[next]!)) return next
    }
    return -1
  }
  for (let index = 0; index < Math.min(reported, lines.length); index++) {
    if (!quotes(lines[index]!)) continue
    const closes = closing(index)
    if (closes < 0) return index + 1
    index = closes
  }
}

const fieldOnLine = (line: string | undefined) => /^\s*(?:-\s+)?(\w+)\s*:/.exec(line ?? "")?.[1]

/** A quote opened before line `before` and never closed; js-yaml may read on and find another structure. */
function unclosedQuote(lines: string[], before = lines.length): Omit<ContentProblem, "file"> | undefined {
  const line = openingQuoteLine(lines, before)
  const field = fieldOnLine(lines[(line ?? 0) - 1])
  return line ? { line, ...(field ? { field } : {}), message: UNCLOSED_QUOTE } : undefined
}

/** What js-yaml could not read, at the line to mend, in German, with js-yaml's reason for developers. */
function syntaxProblem(error: unknown, lines: string[]): Omit<ContentProblem, "file"> {
  const { reason = String(error), mark } = error as { reason?: string; mark?: { line: number } }
  const line = (mark?.line ?? 0) + 1
  const explained = EXPLAINED.find(([pattern]) => pattern.test(reason))?.[1]
  const message = explained ?? "Hier ist kein gültiges YAML. Vergleichen Sie die Zeile mit einer, die funktioniert."
  const field = fieldOnLine(lines[line - 1])
  return { ...(unclosedQuote(lines, line) ?? { line, ...(field ? { field } : {}), message }), detail: reason }
}

/**
 * The line of the value at `path`, found by indentation in YAML as the CMS writes it (block style, a field or list
 * entry per line); for a field not written, its deepest written parent's, where it belongs.
 */
function lineOf(lines: string[], path: readonly PropertyKey[]): number {
  const start = (line: string) => line.length - line.trimStart().length
  const significant = (line: string) => line.trim() !== "" && !line.trimStart().startsWith("#")
  /** The lines from `from` until one starts at `column` or left of it. */
  const until = (from: number, column: number) => {
    const end = lines.findIndex((line, index) => index >= from && significant(line) && start(line) <= column)
    return end < 0 ? lines.length : end
  }
  // The lines of the value searched, the column its entries start at, the line found.
  let [from, to, column, found] = [0, lines.length, 0, -1]
  for (const key of path) {
    const at = (line: string) => /^[\s-]*$/.test(line.slice(0, column))
    const candidates = lines.slice(from, to).flatMap((line, offset) => (at(line) ? [from + offset] : []))
    const hit =
      typeof key === "number"
        ? candidates.filter((index) => /^-(?:\s|$)/.test(lines[index]!.slice(column)))[key]
        : candidates.find((index) => lines[index]!.slice(column).startsWith(`${String(key)}:`))
    if (hit === undefined) break
    found = hit
    const rest = typeof key === "number" ? lines[hit]!.slice(column + 1) : ""
    ;[from, to] = [typeof key === "number" && rest.trim() ? hit : hit + 1, until(hit + 1, column)]
    const next = lines.slice(from, to).find(significant)
    column = typeof key === "number" && rest.trim() ? column + 1 + start(rest) : next === undefined ? column : start(next)
  }
  return found + 1 || 1
}

const EXPECTED: Record<string, string> = {
  string: "ein Text in Anführungszeichen",
  number: "eine Zahl ohne Anführungszeichen",
  boolean: "true oder false",
  array: 'eine Liste (Zeilen mit "- ")',
  object: "ein Abschnitt mit eingerückten Feldern",
}

const germanLocale = z.locales.de().localeError

const missing = (issue: { path?: PropertyKey[] }) => `Das Pflichtfeld fehlt. Ergänzen Sie "${String(issue.path?.at(-1))}:"`

const editorMessage: z.core.$ZodErrorMap = (issue) => {
  const { input } = issue
  switch (issue.code) {
    case "invalid_type": {
      const expected = EXPECTED[issue.expected] ?? issue.expected
      if (input === undefined) return `${missing(issue)} – erwartet wird ${expected}.`
      if (input === null) return `Das Feld ist leer. Erwartet wird ${expected}.`
      const found =
        input instanceof Date
          ? `das Datum ${quote(input.toISOString().slice(0, 10))}`
          : typeof input === "object"
            ? "eine Liste oder ein Abschnitt"
            : typeof input === "string"
              ? quote(input)
              : String(input)
      return `Erwartet wird ${expected}, gefunden wurde ${found}.`
    }
    case "unrecognized_keys": {
      const allowed = quoteList(Object.keys((issue.inst as z.ZodObject).shape))
      return `Das Feld ${quoteList(issue.keys)} gibt es hier nicht. Erlaubt sind: ${allowed}. Prüfen Sie Schreibweise und Einrückung.`
    }
    case "invalid_value": {
      const allowed = `${issue.values.length > 1 ? "sind" : "ist"} ${quoteList(issue.values, "disjunction")}`
      if (input === undefined) return `${missing(issue)} – erlaubt ${allowed}.`
      return `${quote(input)} ist hier nicht erlaubt. Erlaubt ${allowed}.`
    }
    case "too_small":
      return issue.origin === "array"
        ? `Die Liste braucht mindestens ${issue.minimum === 1 ? "einen Eintrag" : `${issue.minimum} Einträge`} (Zeilen mit "- ").`
        : `${quote(input)} ist zu klein, erlaubt ist mindestens ${issue.minimum}.`
    case "too_big":
      if (issue.origin === "array") return `Die Liste hat ${(input as unknown[]).length} Einträge; hier passen höchstens ${issue.maximum}.`
      return issue.origin === "string"
        ? `Der Text ist ${String(input).length} Zeichen lang; hier passen höchstens ${issue.maximum}.`
        : `${quote(input)} ist zu groß, erlaubt ist höchstens ${issue.maximum}.`
  }
  return germanLocale(issue)
}

/** One finding per field (a value may break several rules) and per unknown key. */
function findingsOf(issues: z.core.$ZodIssue[]): Finding[] {
  const seen = new Set<string>()
  return issues
    .flatMap(({ path: at, message, ...issue }) =>
      issue.code === "unrecognized_keys" ? issue.keys.map((key) => ({ path: [...at, key], message })) : [{ path: at, message }],
    )
    .filter(({ path: at }) => !seen.has(String(at)) && Boolean(seen.add(String(at))))
}

/** A field as editors read it: `officeHours[1].opens` (entries from 1). */
function fieldName(path: readonly PropertyKey[]): string {
  return path.map((key, index) => (typeof key === "number" ? `[${key + 1}]` : `${index ? "." : ""}${String(key)}`)).join("")
}

const COMPANY_FILE = "company/index.yaml"
const TOKENS = Object.keys(FACTS).map((token) => `{${token}}`)

/** A standard named other than by a short name under `standards` (content/home): with an edition, or as "ISO 17025". */
function standardNameProblems(data: unknown, names: readonly string[] | undefined): Finding[] {
  if (!names) return []
  const { standards: _editions, ...texts } = data as Record<string, unknown>
  return leaves(texts).flatMap(({ path: at, value }) => {
    const named = value.match(/(?:DIN EN )?(?:ISO(?:\/IEC)? )?\b(?:15189|17025|17020)\b(?::\d{4}(?:-\d\d)?)?/g) ?? []
    const off = named.find((name) => !names.includes(name))
    const message = `${quote(off)}: Normen heißen in den Texten nur ${quoteList(names)}; die Ausgabe steht einmal unter „standards“ in content/home/index.yaml.`
    return off ? [{ path: at, message }] : []
  })
}

/** Tokens a text may hold, and where it may hold none: a fact's own field in content/company. */
function tokenProblems(relative: string, data: unknown): Finding[] {
  return leaves(data).flatMap(({ path: at, value }) => {
    const isFact = relative === COMPANY_FILE && FACT_FIELDS.includes(String(at[0]))
    const own = (relative === exampleReportKind.file && REPORT_VIEW_TOKENS[String(at[0])]) || []
    const token = isFact ? /\{[^{}\s]*\}/.exec(value)?.[0] : unknownTokens(value).find((unknown) => !own.includes(unknown))
    if (!token) return []
    const message = isFact
      ? `${token}: In diesem Feld steht die Angabe selbst, ein Textbaustein ist hier nicht möglich.`
      : `${token} ist kein bekannter Textbaustein; möglich sind ${quoteList(TOKENS)}.`
    return [{ path: at, message }]
  })
}

export function checkContent({ root, environment, files = readContentDir(path.join(root, "content")) }: CheckOptions) {
  const required = kinds.map((known) => known.file)
  const hints = readHints(root).fields
  /** Every readable file by path under content/; zod's output where it fits. */
  const data = new Map<string, unknown>()
  // First each file by itself, its schema included; then the rules that need other files (loading mode, company, standards).
  const checked = files.map(({ file: relative, source, data: raw, error }) => {
    const file = `content/${relative}`
    const kind = kinds.find((known) => known.file === relative)
    const lines = source.split(/\r?\n/)
    const only = (problem: Omit<ContentProblem, "file">) => ({ file, problems: [{ file, ...problem }] })
    if (!kind) {
      const hint = relative.endsWith(".yml") ? ' Die Endung muss ".yaml" lauten.' : ""
      return only({ message: `Diese Datei gehört zu keinem bekannten Inhalt.${hint} Bekannt sind: ${quoteList(required)}.` })
    }
    if (error) return only(syntaxProblem(error, lines))
    if (raw === undefined || raw === null) {
      return only({ line: 1, message: "Die Datei ist leer. Stellen Sie den vorigen Inhalt wieder her (auf GitHub: „History“)." })
    }
    const parsed = kind.fileSchema.safeParse(raw, { error: editorMessage })
    data.set(relative, parsed.success ? parsed.data : raw)
    const quote = parsed.success ? undefined : unclosedQuote(lines)
    if (quote) return only(quote)
    const located = (findings: Finding[]) =>
      findings
        .map(({ path: at, message }) => ({ file, line: lineOf(lines, at), ...(at.length ? { field: fieldName(at) } : {}), message }))
        .sort((a, b) => a.line - b.line)
    return { file, kind, relative, raw, parsed, located, problems: parsed.success ? [] : located(findingsOf(parsed.error.issues)) }
  })

  const readable = checked.filter((entry): entry is Extract<typeof entry, { parsed: unknown }> => "parsed" in entry)
  const valid = <T>(name: string) =>
    readable.find((entry) => entry.kind.name === name && entry.parsed.success)?.parsed.data as T | undefined
  const [site, home, company] = [valid<Site>("site"), valid<Home>("home"), valid<Company>("company")]
  const context: RuleContext = { mode: site?.tagManager.loadingMode, pricesIncludeVat: company?.pricing.valueAddedTaxIncluded }
  const standardNames = home?.standards.map((standard) => standard.name)
  const companyKind = kinds.find((known) => known.file === COMPANY_FILE)!
  const sampleData: ContentProblem[] = []
  const retyped: ContentProblem[] = []
  for (const { file, kind, relative, raw, parsed, located, problems } of readable) {
    sampleData.push(...located(findSampleData(file, raw, (field) => fieldNamed(fieldLabel(kind, hints, field), field), context.mode)))
    if (!parsed.success) continue
    const rules = [...kind.rule(parsed.data, context), ...tokenProblems(relative, parsed.data)]
    problems.push(...located([...rules, ...standardNameProblems(parsed.data, standardNames)]))
    if (!company) continue
    const texts = leaves(raw).filter(({ path: at }) => !(relative === COMPANY_FILE && FACT_FIELDS.includes(String(at[0]))))
    const typedOut = texts.flatMap(({ path: at, value }) =>
      retypedFacts(value, company).map((token) => {
        const named = fieldNamed(fieldLabel(companyKind, hints, FACTS[token]), FACTS[token])
        const message = `Der Text nennt eine Angabe aus ${named} in content/company/index.yaml von Hand. Schreiben Sie dafür {${token}}: Dann ändert sie sich mit dem Feld auf jeder Seite.`
        return { path: at, message }
      }),
    )
    retyped.push(...located(typedOut))
  }
  const errors = checked.flatMap(({ problems }) => problems)
  for (const missing of required.filter((file) => !files.some((read) => read.file === file))) {
    const message = "Die Datei fehlt. Stellen Sie sie wieder her (auf GitHub: im Pull Request die Löschung rückgängig machen)."
    errors.push({ file: `content/${missing}`, message })
  }
  // Sample data block only the live site: elsewhere, like retyped facts, they warn.
  return { environment, errors: environment === "production" ? [...errors, ...sampleData] : errors, sampleData, retyped, data }
}

type CheckOptions = { root: string; environment: SiteEnvironment; files?: ContentFile[] }

export type ContentCheckResult = ReturnType<typeof checkContent>

const CHECKED_FOR: Record<SiteEnvironment, string> = {
  production: "die Live-Website (production)",
  preview: "die Vorschau (preview)",
  development: "den lokalen Build (development)",
}

/** The sample data by file, so whoever fills it in works through one file after another. */
function byFile(problems: ContentProblem[]): string[] {
  const files = [...new Set(problems.map((problem) => problem.file))]
  return files.flatMap((file) => {
    const inFile = problems.filter((problem) => problem.file === file)
    return [`  ${file} (${inFile.length}):`, ...inFile.map((problem) => `    • ${formatProblem({ ...problem, file: "" })}`)]
  })
}

export function formatReport({ environment, errors, sampleData, retyped }: ContentCheckResult): string {
  const contentErrors = errors.filter((problem) => !sampleData.includes(problem))
  const list = (heading: string, problems: ContentProblem[], lines = problems.map((problem) => `  • ${formatProblem(problem)}`)) =>
    problems.length ? [heading, "", ...lines, ""] : []
  const samples = `${sampleData.length} Platzhalter oder unmögliche Angaben`
  return [
    ...list(
      `✖ ${contentErrors.length} Fehler in den Inhalten (content/). Nichts wird veröffentlicht, bis alle behoben sind:`,
      contentErrors,
    ),
    ...list(
      environment === "production"
        ? `✖ ${samples}: Die Live-Website (production) wird nicht gebaut, solange Beispieldaten enthalten sind:`
        : `⚠ WARNUNG: ${samples} (Beispieldaten) – erlaubt für ${CHECKED_FOR[environment]}, aber die Live-Website wird erst gebaut, wenn alle ersetzt sind:`,
      sampleData,
      byFile(sampleData),
    ),
    ...list(`⚠ HINWEIS: ${retyped.length} Angaben des Unternehmens von Hand geschrieben statt als Textbaustein:`, retyped),
    ...(errors.length ? [] : [`✔ Inhalte geprüft: keine Fehler (geprüft für ${CHECKED_FOR[environment]}).`]),
  ].join("\n")
}
