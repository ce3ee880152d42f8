/**
 * The content check: every YAML file under content/ against its schema
 * (schemas.ts), all problems of all files at once, each with file, line,
 * field and a German message:
 *
 *   content/contact/index.yaml, Zeile 12, Feld "email": "info@firma" ist keine gültige E-Mail-Adresse. …
 *
 * The messages are zod's: each format says its own rule (formats.ts),
 * `editorMessage` words zod's general issues for editors, zod's German
 * locale the rest. Sample data (launch-guard.ts) is an error in
 * production, a warning elsewhere. Run by `npm run check:content` and
 * once per Gatsby process (gatsby/content-check.ts).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { z } from "zod"

import type { SiteEnvironment } from "../gatsby/site-environment.ts"
import { quote, quoteList } from "./formats.ts"
import { fieldName, findSampleData } from "./launch-guard.ts"
import { routesFromPages } from "./routes.ts"
import { contentKinds, type Finding, type LoadingMode, type Site } from "./schemas.ts"
import { lineOf, readYaml } from "./yaml-source.ts"

export interface ContentProblem {
  /** As editors see it: content/contact/index.yaml */
  file: string
  line?: number
  /** Entries counted from 1: officeHours[1].opens */
  field?: string
  message: string
}

export interface ContentCheckOptions {
  /** Project root (src/pages lives here). */
  root: string
  /** Defaults to <root>/content. */
  contentDir?: string
  environment: SiteEnvironment
}

export interface ContentCheckResult {
  environment: SiteEnvironment
  errors: ContentProblem[]
  warnings: ContentProblem[]
  /** Sample data: what keeps the live site from being built. */
  placeholders: ContentProblem[]
  /** Every readable file by path under content/; zod's output where it fits. */
  data: Map<string, unknown>
}

export function formatProblem({ file, line, field, message }: ContentProblem): string {
  const where = [file, line && `Zeile ${line}`, field && `Feld "${field}"`]
  return `${where.filter(Boolean).join(", ")}: ${message}`
}

/** What zod expected, as editors write it. */
const EXPECTED: Record<string, string> = {
  string: "ein Text in Anführungszeichen",
  number: "eine Zahl ohne Anführungszeichen",
  boolean: "true oder false",
  array: 'eine Liste (Zeilen mit "- ")',
  object: "ein Abschnitt mit eingerückten Feldern",
}

const germanLocale = z.locales.de().localeError

/** zod's general issues in editors' words; the rest in zod's German. */
const editorMessage: z.core.$ZodErrorMap = (issue) => {
  const { input } = issue
  switch (issue.code) {
    case "invalid_type": {
      const expected = EXPECTED[issue.expected] ?? issue.expected
      if (input === undefined) {
        const key = String(issue.path?.at(-1))
        return `Das Pflichtfeld fehlt. Ergänzen Sie "${key}:" – erwartet wird ${expected}.`
      }
      if (input === null) return `Das Feld ist leer. Erwartet wird ${expected}.`
      if (input instanceof Date) {
        const day = input.toISOString().slice(0, 10)
        return `Das Datum ${day} steht ohne Anführungszeichen und würde als Zeitpunkt gelesen. Schreiben Sie "${day}".`
      }
      const found = typeof input === "object" ? "eine Liste oder ein Abschnitt" : typeof input === "string" ? quote(input) : String(input)
      return `Erwartet wird ${expected}, gefunden wurde ${found}.`
    }
    case "unrecognized_keys": {
      const allowed = quoteList(Object.keys((issue.inst as z.ZodObject).shape))
      return `Das Feld ${quoteList(issue.keys)} gibt es hier nicht. Erlaubt sind: ${allowed}. Prüfen Sie Schreibweise und Einrückung.`
    }
    case "invalid_value": {
      const allowed = `${issue.values.length > 1 ? "sind" : "ist"} ${quoteList(issue.values, "oder")}`
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

export function checkContent(options: ContentCheckOptions): ContentCheckResult {
  const contentDir = options.contentDir ?? path.join(options.root, "content")
  const kinds = contentKinds(routesFromPages(path.join(options.root, "src", "pages")))
  const required = kinds.map((known) => known.file)
  const files = existsSync(contentDir)
    ? readdirSync(contentDir, { recursive: true, encoding: "utf8" })
        .map((file) => file.split(path.sep).join("/"))
        .filter((file) => /\.ya?ml$/.test(file))
        .sort()
    : []
  const data = new Map<string, unknown>()
  const placeholders: ContentProblem[] = []
  const byFile = new Map<string, ContentProblem[]>()
  // The rules of the files that fit their schema run last, with the loading mode.
  const rules: ((mode?: LoadingMode) => void)[] = []
  let mode: LoadingMode | undefined

  for (const relative of files) {
    const file = `content/${relative}`
    const problems: ContentProblem[] = []
    byFile.set(file, problems)
    const kind = kinds.find((known) => known.file === relative)
    if (!kind) {
      const hint = relative.endsWith(".yml") ? ' Die Endung muss ".yaml" lauten.' : ""
      const message = `Diese Datei gehört zu keinem bekannten Inhalt.${hint} Bekannt sind: ${quoteList(required)}.`
      problems.push({ file, message })
      continue
    }
    const yaml = readYaml(readFileSync(path.join(contentDir, relative), "utf8"))
    const raw: unknown = yaml.syntaxProblems.length ? undefined : yaml.doc.toJS()
    if (raw === undefined || raw === null) {
      const empty = { line: 1, message: "Die Datei ist leer. Stellen Sie den vorigen Inhalt wieder her (auf GitHub: „History“)." }
      problems.push(...(raw === null ? [empty] : yaml.syntaxProblems).map((problem) => ({ file, ...problem })))
      continue
    }
    const report = (findings: Finding[]) => {
      for (const { path: at, message } of findings) {
        const field = at.length ? { field: fieldName(at) } : {}
        problems.push({ file, line: lineOf(yaml, at), ...field, message })
      }
    }
    const parsed = kind.schema.safeParse(raw, { error: editorMessage })
    data.set(relative, parsed.success ? parsed.data : raw)
    placeholders.push(...findSampleData(file, raw, yaml))
    if (!parsed.success) {
      report(findingsOf(parsed.error.issues))
      continue
    }
    rules.push((loadingMode) => report(kind.rule(parsed.data, loadingMode)))
    if (kind.name === "site") mode = (parsed.data as Site).tagManager.loadingMode
  }
  for (const rule of rules) rule(mode)

  const byLine = (a: ContentProblem, b: ContentProblem) => (a.line ?? 0) - (b.line ?? 0)
  const errors = [...byFile.values()].flatMap((problems) => problems.sort(byLine))
  for (const missing of required.filter((file) => !files.includes(file))) {
    errors.push({
      file: `content/${missing}`,
      message: "Die Datei fehlt. Stellen Sie sie wieder her (auf GitHub: im Pull Request die Löschung rückgängig machen).",
    })
  }
  const production = options.environment === "production"
  return {
    environment: options.environment,
    errors: production ? [...errors, ...placeholders] : errors,
    warnings: production ? [] : placeholders,
    placeholders,
    data,
  }
}

/** "für …" */
const CHECKED_FOR: Record<SiteEnvironment, string> = {
  production: "die Live-Website (production)",
  preview: "die Vorschau (preview)",
  development: "den lokalen Build (development)",
}

/** The report the CLI and the build print. */
export function formatReport({ environment, errors, warnings, placeholders }: ContentCheckResult): string {
  const blocking = environment === "production" ? placeholders.length : 0
  const contentErrors = errors.slice(0, errors.length - blocking)
  const list = (heading: string, problems: ContentProblem[]) =>
    problems.length ? [heading, "", ...problems.map((problem) => `  • ${formatProblem(problem)}`), ""] : []
  const lines = [
    ...list(
      `✖ ${contentErrors.length} Fehler in den Inhalten (content/). Nichts wird veröffentlicht, bis alle behoben sind:`,
      contentErrors,
    ),
    ...list(
      `✖ ${blocking} Platzhalter oder unmögliche Angaben: Die Live-Website (production) wird nicht gebaut, solange Beispieldaten enthalten sind:`,
      errors.slice(contentErrors.length),
    ),
    ...list(
      `⚠ WARNUNG: ${warnings.length} Platzhalter oder unmögliche Angaben (Beispieldaten) – erlaubt für ${CHECKED_FOR[environment]}, aber die Live-Website wird erst gebaut, wenn alle ersetzt sind:`,
      warnings,
    ),
  ]
  if (!errors.length) lines.push(`✔ Inhalte geprüft: keine Fehler (geprüft für ${CHECKED_FOR[environment]}).`)
  return lines.join("\n")
}

/** The result; throws the report (as ContentCheckError) when it blocks the build. */
export function assertChecked(result: ContentCheckResult): ContentCheckResult {
  if (result.errors.length === 0) return result
  throw Object.assign(new Error(formatReport(result)), { name: "ContentCheckError" })
}
