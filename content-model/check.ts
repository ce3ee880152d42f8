/**
 * The content check: every YAML file under content/ against its schema, all problems of all files at once, each with
 * file, line, field and a German message. Sample data (launch-guard.ts) is an error in production, a warning elsewhere.
 */
import { globSync, readFileSync, statSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { isDeepStrictEqual } from "node:util"
import { LineCounter, isAlias, isCollection, isMap, isPair, isScalar, isSeq, parseDocument, visit } from "yaml"
import { z } from "zod"

import { FACT_FIELDS, FACTS, type FactToken, retypedFacts, unknownTokens } from "./facts.ts"
import { leaves, quote, quoteList } from "./formats.ts"
import { fieldLabel, readHints } from "./hints.ts"
import { findSampleData } from "./launch-guard.ts"
import { contentKindsOf } from "./routes.ts"
import { type Company, type Finding, type Home, type RuleContext, type Site } from "./schemas.ts"
import type { SiteEnvironment } from "./site-environment.ts"

export type ContentProblem = { file: string; line?: number; field?: string; message: string }

export function formatProblem({ file, line, field, message }: ContentProblem): string {
  const where = [file, line && `Zeile ${line}`, field && `Feld "${field}"`]
  return `${where.filter(Boolean).join(", ")}: ${message}`
}

const IMPLICIT_KEY = 'Falsch eingerückt, oder ein Text mit Doppelpunkt steht nicht in Anführungszeichen. Schreiben Sie: schluessel: "Text".'

const EXPLAINED: Record<string, string> = {
  TAB_AS_INDENT: "Die Zeile ist mit einem Tabulator eingerückt; YAML erlaubt nur Leerzeichen (zwei je Ebene).",
  BAD_INDENT: "Die Einrückung stimmt nicht: Felder einer Ebene beginnen gleich weit, Unterfelder zwei Leerzeichen weiter rechts.",
  MULTILINE_IMPLICIT_KEY: IMPLICIT_KEY,
  BLOCK_AS_IMPLICIT_KEY: IMPLICIT_KEY,
  UNCLOSED_QUOTE: "Ein Anführungszeichen wurde geöffnet, aber nicht geschlossen. Im Text selbst stehen „deutsche“ Anführungszeichen.",
  UNEXPECTED_TOKEN: 'Nach dem Wert folgt noch etwas, oft ein " mitten im Text. Im Text selbst stehen „deutsche“ Anführungszeichen.',
  DUPLICATE_KEY: "Dieser Schlüssel steht in diesem Abschnitt zweimal.",
}

/** Far above what the content needs: they keep the check fast and every text within what pages and share images can set. */
const LIMITS = { fileKB: 100, depth: 12, textLength: 3000 }

/** The CMS never writes them; in a file edited by hand, they are refused rather than resolved. */
const REFUSED = {
  alias: "Anker und Verweise (&name, *name) sind in den Inhaltsdateien nicht erlaubt: Schreiben Sie den Text aus.",
  tag: 'Typangaben mit "!" (etwa !!str) sind in den Inhaltsdateien nicht erlaubt: Schreiben Sie nur den Wert, Texte in Anführungszeichen.',
  key: 'Ein Feldname ist ein einfaches Wort wie "heading:"; "? " oder eine Liste als Feldname sind nicht erlaubt.',
  depth: `Die Felder sind hier mehr als ${LIMITS.depth} Ebenen tief verschachtelt. Prüfen Sie die Einrückung.`,
  merge: 'Ein Feld "<<" (Zusammenführen) ist in den Inhaltsdateien nicht erlaubt: Schreiben Sie die Felder aus.',
}

/** How the pages read a file: with the js-yaml of gatsby-transformer-yaml, which makes their nodes. */
export function pageReader(root: string): (source: string) => unknown {
  const transformer = createRequire(path.join(root, "package.json")).resolve("gatsby-transformer-yaml")
  return (createRequire(transformer)("js-yaml") as { load: (source: string) => unknown }).load
}

/**
 * js-yaml's reading in YAML 1.2's terms where both mean the same: a day without quotes (as the CMS's date picker writes
 * it) is a Date at midnight UTC to js-yaml and the day's text to YAML 1.2.
 */
export function asYaml12(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value !== "object" || value === null) return value
  if (Array.isArray(value)) return value.map(asYaml12)
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, asYaml12(item)]))
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null

/** Where two readings differ, down to the values. */
function differences(ours: unknown, theirs: unknown, at: PropertyKey[] = []): PropertyKey[][] {
  if (isDeepStrictEqual(ours, theirs)) return []
  if (!isObject(ours) || !isObject(theirs) || Array.isArray(ours) !== Array.isArray(theirs)) return [at]
  const keys = new Set([...Object.keys(ours), ...Object.keys(theirs)])
  return [...keys].flatMap((key) => differences(ours[key], theirs[key], [...at, Array.isArray(ours) ? Number(key) : key]))
}

const misread = (written: string) =>
  `Der Wert ${quote(written)} ohne Anführungszeichen wird nicht überall gleich gelesen (etwa als Datum, Zeitpunkt oder Zahl). ` +
  `Setzen Sie ihn in Anführungszeichen: ${quote(written)}.`

/**
 * An unclosed quote is reported at the file's end; the editor needs the line that opened it: the first line with an odd
 * number of quotes whose text does not close below it. A text may span lines (the CMS writes long ones so): the lines
 * that continue it are indented deeper than the line that opened it, and the last of them closes it.
 */
function openingQuoteLine(lines: string[], reported: number): number {
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
  for (let index = 0; index < reported; index++) {
    if (!quotes(lines[index]!)) continue
    const closes = closing(index)
    if (closes < 0) return index + 1
    index = closes
  }
  return reported
}

/** Syntax errors this close to an earlier one are its consequences. */
const FOLLOW_UP_LINES = 10

/**
 * A content file; the `yaml` package's nodes keep their position, so every problem can name its line. It must mean the
 * same to `readPages` (js-yaml, YAML 1.1's dates, merge keys, binary numbers …) as to YAML 1.2.
 */
export function readYaml(source: string, readPages: (source: string) => unknown) {
  const lineCounter = new LineCounter()
  const doc = parseDocument(source, { lineCounter, prettyErrors: false, uniqueKeys: true })
  const lines = source.split(/\r?\n/)
  const lineAt = (node: unknown) => {
    const range = (node as { range?: [number] } | null)?.range
    return range ? lineCounter.linePos(range[0]).line : undefined
  }
  const syntaxProblems: { line: number; field?: string; message: string }[] = []
  const report = (line: number, message: string) => {
    if (syntaxProblems.some((known) => Math.abs(known.line - line) <= FOLLOW_UP_LINES)) return
    const field = /^\s*(?:-\s+)?(\w+)\s*:/.exec(lines[line - 1] ?? "")?.[1]
    syntaxProblems.push({ line, ...(field ? { field } : {}), message })
  }
  for (const error of doc.errors) {
    const reported = lineCounter.linePos(error.pos[0]).line
    const unclosed = error.code === "MISSING_CHAR" && /quote/i.test(error.message)
    const code = unclosed ? "UNCLOSED_QUOTE" : error.code
    const message = EXPLAINED[code] ?? "Hier ist kein gültiges YAML. Vergleichen Sie die Zeile mit einer, die funktioniert."
    report(unclosed ? openingQuoteLine(lines, reported) : reported, message)
  }
  // What parses but is refused; the path holds the document, and a pair and a collection per level.
  if (!doc.errors.length) {
    visit(doc, (_, node, path) => {
      const refuse = (message: string) => report(lineAt(isPair(node) ? node.key : node) ?? 1, message)
      if (isPair(node)) {
        if (isScalar(node.key) && node.key.value === "<<" && node.key.type === "PLAIN") refuse(REFUSED.merge)
        return isScalar(node.key) || node.key === null ? undefined : (refuse(REFUSED.key), visit.SKIP)
      }
      const { anchor, tag } = (node ?? {}) as { anchor?: string; tag?: string }
      if (isAlias(node) || anchor) return refuse(REFUSED.alias)
      if (tag) refuse(REFUSED.tag)
      if (path.filter(isCollection).length >= LIMITS.depth) return (refuse(REFUSED.depth), visit.SKIP)
      const length = isScalar(node) && typeof node.value === "string" ? node.value.length : 0
      if (length > LIMITS.textLength) refuse(`Der Text ist ${length} Zeichen lang; hier passen höchstens ${LIMITS.textLength}.`)
    })
  }
  /** The line of the node at `path`; for a missing field, that of its deepest existing parent, where it belongs. */
  function lineOf(path: readonly PropertyKey[]): number {
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
  // What the pages would read otherwise: each value where the readings differ, or the line where js-yaml fails.
  if (!syntaxProblems.length && doc.contents !== null) {
    try {
      for (const at of differences(doc.toJS(), asYaml12(readPages(source)))) {
        const node = doc.getIn(at, true)
        const written = isScalar(node) && node.range ? source.slice(node.range[0], node.range[1]) : String(at.at(-1))
        syntaxProblems.push({ line: lineOf(at), ...(at.length ? { field: fieldName(at) } : {}), message: misread(written) })
      }
    } catch (error) {
      const line = ((error as { mark?: { line: number } }).mark?.line ?? 0) + 1
      report(line, "Diese Zeile wird nicht überall gleich gelesen. Setzen Sie Texte in Anführungszeichen.")
    }
  }
  return { doc, syntaxProblems, lineOf }
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
      const found = typeof input === "object" ? "eine Liste oder ein Abschnitt" : typeof input === "string" ? quote(input) : String(input)
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

const byLine = (a: ContentProblem, b: ContentProblem) => (a.line ?? 0) - (b.line ?? 0)

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

/** Tokens a view fills in itself, by file and section: the example report's PDF link names its size and page numbers. */
const VIEW_TOKENS: Record<string, Record<string, string[]>> = { "example-report/index.yaml": { pdf: ["{size}", "{page}", "{pages}"] } }

/** Tokens a text may hold, and where it may hold none: a fact's own field in content/company. */
function tokenProblems(relative: string, data: unknown): Finding[] {
  return leaves(data).flatMap(({ path: at, value }) => {
    const isFact = relative === COMPANY_FILE && FACT_FIELDS.includes(String(at[0]))
    const own = VIEW_TOKENS[relative]?.[String(at[0])] ?? []
    const token = isFact ? /\{[^{}\s]*\}/.exec(value)?.[0] : unknownTokens(value).find((unknown) => !own.includes(unknown))
    if (!token) return []
    const message = isFact
      ? `${token}: In diesem Feld steht die Angabe selbst, ein Textbaustein ist hier nicht möglich.`
      : `${token} ist kein bekannter Textbaustein; möglich sind ${quoteList(TOKENS)}.`
    return [{ path: at, message }]
  })
}

export function checkContent({ root, contentDir = path.join(root, "content"), environment }: CheckOptions) {
  const kinds = contentKindsOf()
  const readPages = pageReader(root)
  const required = kinds.map((known) => known.file)
  const files = globSync("**/*.{yaml,yml}", { cwd: contentDir })
    .map((file) => file.split(path.sep).join("/"))
    .sort()
  /** Every readable file by path under content/; zod's output where it fits. */
  const data = new Map<string, unknown>()
  const context: RuleContext = {}
  let company: Company | undefined
  let standardNames: string[] | undefined
  const hints = readHints(root).fields
  const companyKind = kinds.find((known) => known.file === COMPANY_FILE)!
  const factNamed = (token: FactToken) => {
    const field = FACTS[token]
    return `„${fieldLabel(companyKind, hints, field) ?? field}“ (${field})`
  }

  type Checked = { problems: () => ContentProblem[]; samples: () => ContentProblem[]; retyped: () => ContentProblem[] }
  const none = () => []
  // Each file's findings; the rules that need other files (loading mode, company) run last, when those are known.
  const checked = files.map((relative): Checked => {
    const file = `content/${relative}`
    const kind = kinds.find((known) => known.file === relative)
    const only = (problem: Omit<ContentProblem, "file">) => ({ problems: () => [{ file, ...problem }], samples: none, retyped: none })
    if (!kind) {
      const hint = relative.endsWith(".yml") ? ' Die Endung muss ".yaml" lauten.' : ""
      return only({ message: `Diese Datei gehört zu keinem bekannten Inhalt.${hint} Bekannt sind: ${quoteList(required)}.` })
    }
    const { size } = statSync(path.join(contentDir, relative))
    if (size > LIMITS.fileKB * 1024) {
      const message = `Die Datei ist ${Math.ceil(size / 1024)} KB groß; erlaubt sind höchstens ${LIMITS.fileKB} KB. Kürzen Sie die Texte.`
      return only({ line: 1, message })
    }
    const yaml = readYaml(readFileSync(path.join(contentDir, relative), "utf8"), readPages)
    const raw: unknown = yaml.syntaxProblems.length ? undefined : yaml.doc.toJS()
    if (raw === undefined || raw === null) {
      const empty = { line: 1, message: "Die Datei ist leer. Stellen Sie den vorigen Inhalt wieder her (auf GitHub: „History“)." }
      const problems = (raw === null ? [empty] : yaml.syntaxProblems).map((problem) => ({ file, ...problem }))
      return { problems: () => problems, samples: none, retyped: none }
    }
    const located = (findings: Finding[]) =>
      findings.map(({ path: at, message }) => ({ file, line: yaml.lineOf(at), ...(at.length ? { field: fieldName(at) } : {}), message }))
    const parsed = kind.schema.safeParse(raw, { error: editorMessage })
    data.set(relative, parsed.success ? parsed.data : raw)
    const samples = () => located(findSampleData(file, raw, (field) => fieldLabel(kind, hints, field), context.mode)).sort(byLine)
    const retyped = () =>
      located(
        leaves(raw)
          .filter(({ path: at }) => !(relative === COMPANY_FILE && [...FACT_FIELDS, "placeholders"].includes(String(at[0]))))
          .flatMap(({ path: at, value }) =>
            retypedFacts(value, company!).map((token) => ({
              path: at,
              message: `Der Text nennt eine Angabe aus ${factNamed(token)} in content/company/index.yaml von Hand. Schreiben Sie dafür {${token}}: Dann ändert sie sich mit dem Feld auf jeder Seite.`,
            })),
          ),
      )
    if (!parsed.success) return { problems: () => located(findingsOf(parsed.error.issues)), samples, retyped: none }
    if (kind.name === "site") context.mode = (parsed.data as Site).tagManager.loadingMode
    if (kind.name === "home") standardNames = (parsed.data as Home).standards.map((standard) => standard.name)
    if (kind.name === "company") {
      company = parsed.data as Company
      context.pricesIncludeVat = company.pricing.valueAddedTaxIncluded
    }
    return {
      problems: () =>
        located([
          ...kind.rule(parsed.data, context),
          ...tokenProblems(relative, parsed.data),
          ...standardNameProblems(parsed.data, standardNames),
        ]),
      samples,
      retyped: () => (company ? retyped() : []),
    }
  })

  const errors = checked.flatMap(({ problems }) => problems().sort(byLine))
  for (const missing of required.filter((file) => !files.includes(file))) {
    const message = "Die Datei fehlt. Stellen Sie sie wieder her (auf GitHub: im Pull Request die Löschung rückgängig machen)."
    errors.push({ file: `content/${missing}`, message })
  }
  const sampleData = checked.flatMap(({ samples }) => samples())
  const retyped = checked.flatMap(({ retyped }) => retyped())
  const production = environment === "production"
  return {
    environment,
    errors: production ? [...errors, ...sampleData] : errors,
    warnings: production ? retyped : [...retyped, ...sampleData],
    sampleData,
    retyped,
    data,
  }
}

type CheckOptions = { root: string; contentDir?: string; environment: SiteEnvironment }

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
