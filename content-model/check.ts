/**
 * The content check: reads every YAML file under content/, checks it against
 * its schema (schemas.ts) and reports ALL problems of ALL files at once, each
 * with file, line, field and a German sentence that says how to fix it:
 *
 *   content/contact/index.yaml, Zeile 12, Feld "email": "info@firma" ist keine gültige E-Mail-Adresse. …
 *
 * It also finds placeholders (placeholders.ts) and values that cannot be real
 * (plausibility.ts; the launch guard that does not depend on the placeholders
 * list): errors in production, warnings in previews and local builds. Used by `npm run check:content`
 * (scripts/check-content.ts) and once per Gatsby process (gatsby/content-check.ts),
 * whose result every step of the build shares.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { z } from "zod"

import type { SiteEnvironment } from "../gatsby/site-environment.ts"
import { withCalendarDays } from "./dates.ts"
import { describeValue, didYouMean, fieldName, quoteList } from "./messages.ts"
import { findPlaceholders, type PlaceholderHit } from "./placeholders.ts"
import { findImplausible } from "./plausibility.ts"
import { routesFromPages } from "./routes.ts"
import { ERROR_KINDS, REQUIRED_FILES, contentKinds, type CheckContext, type ContentKind } from "./schemas.ts"
import { lineOf, readYaml, type YamlSource } from "./yaml-source.ts"

export interface ContentProblem {
  /** As the editor sees it: content/contact/index.yaml */
  file: string
  line?: number
  /** Dotted path, list entries counted from 1: officeHours[1].opens */
  field?: string
  message: string
}

export interface ContentCheckOptions {
  /** Project root (src/pages lives here). */
  root: string
  /** Defaults to <root>/content; tests point it at a copy. */
  contentDir?: string
  environment: SiteEnvironment
}

export interface ContentCheckResult {
  environment: SiteEnvironment
  errors: ContentProblem[]
  warnings: ContentProblem[]
  /** Everything that keeps the live site from being built: placeholders and implausible values, by file and line. */
  placeholders: PlaceholderHit[]
  /** Parsed data of every file without syntax errors, by relative path (company/index.yaml). */
  data: Map<string, unknown>
}

export function formatProblem(problem: ContentProblem): string {
  const where = [
    problem.file,
    problem.line !== undefined ? `Zeile ${problem.line}` : undefined,
    problem.field !== undefined ? `Feld "${problem.field}"` : undefined,
  ]
    .filter(Boolean)
    .join(", ")
  return `${where}: ${problem.message}`
}

const valueAt = (data: unknown, issuePath: readonly PropertyKey[]): unknown =>
  issuePath.reduce<unknown>(
    (value, key) => (value !== null && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined),
    data,
  )

/** The sub-schema at a path (through objects, lists, optional and nullable). */
function schemaAt(schema: z.ZodType, issuePath: readonly PropertyKey[]): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema
  const unwrap = (s: z.ZodType): z.ZodType =>
    s instanceof z.ZodOptional || s instanceof z.ZodNullable ? unwrap(s.unwrap() as z.ZodType) : s
  for (const key of issuePath) {
    if (!current) return undefined
    const inner = unwrap(current)
    if (inner instanceof z.ZodObject && typeof key === "string") current = (inner.shape as Record<string, z.ZodType>)[key]
    else if (inner instanceof z.ZodArray && typeof key === "number") current = inner.element as z.ZodType
    else return undefined
  }
  return current ? unwrap(current) : undefined
}

const EXPECTED: Record<string, { what: string; how: string }> = {
  string: { what: "ein Text", how: 'Setzen Sie den Text in Anführungszeichen, z. B. feld: "Ihr Text".' },
  number: { what: "eine Zahl", how: "Schreiben Sie die Zahl ohne Anführungszeichen, z. B. 2017." },
  int: { what: "eine ganze Zahl", how: "Schreiben Sie die Zahl ohne Anführungszeichen, Punkt oder Komma, z. B. 2017." },
  array: { what: "eine Liste", how: 'Schreiben Sie jeden Eintrag in eine eigene, eingerückte Zeile, die mit "- " beginnt.' },
  object: {
    what: "ein Abschnitt mit Unterfeldern",
    how: "Schreiben Sie die Unterfelder eingerückt (zwei Leerzeichen) in die Zeilen darunter.",
  },
  boolean: { what: "true oder false", how: "Schreiben Sie true oder false ohne Anführungszeichen." },
}

const isZodDefault = (message: string): boolean => /^(Invalid|Too (small|big)|Unrecognized)/.test(message)

function describeIssue(issue: z.core.$ZodIssue, schema: z.ZodType, data: unknown): { path: PropertyKey[]; message: string }[] {
  const value = valueAt(data, issue.path)
  const sub = schemaAt(schema, issue.path)
  const purpose = sub?.description ? ` (${sub.description.replace(/\.$/, "")})` : ""
  if (value instanceof Date) {
    const day = value.toISOString().slice(0, 10)
    return [
      {
        path: issue.path,
        message: `Das Datum ${day} steht ohne Anführungszeichen und würde als Zeitpunkt gelesen. Setzen Sie es in Anführungszeichen: "${day}".`,
      },
    ]
  }
  switch (issue.code) {
    case "unrecognized_keys": {
      const objectSchema = schemaAt(schema, issue.path)
      const allowed = objectSchema instanceof z.ZodObject ? Object.keys(objectSchema.shape as object) : []
      return issue.keys.map((key) => ({
        path: [...issue.path, key],
        message: `Das Feld "${key}" gibt es hier nicht.${didYouMean(key, allowed)} Erlaubt ${allowed.length === 1 ? "ist" : "sind"} hier: ${quoteList(allowed)}. Prüfen Sie die Schreibweise (auch Groß- und Kleinschreibung) und die Einrückung.`,
      }))
    }
    case "invalid_type": {
      const expected = EXPECTED[issue.expected] ?? { what: `ein Wert vom Typ ${issue.expected}`, how: "" }
      if (value === undefined) {
        const key = String(issue.path[issue.path.length - 1] ?? "")
        const parent = issue.path.length > 1 ? ` im Abschnitt "${fieldName(issue.path.slice(0, -1))}"` : ""
        return [
          {
            path: issue.path,
            message:
              `Das Pflichtfeld fehlt${purpose}. Ergänzen Sie "${key}:"${parent} – erwartet wird ${expected.what}. ${expected.how}`.trim(),
          },
        ]
      }
      if (value === null) {
        return [{ path: issue.path, message: `Das Feld ist leer${purpose}. Erwartet wird ${expected.what}. ${expected.how}`.trim() }]
      }
      // A format's own message (e.g. for prices) knows better than the generic one.
      if (!isZodDefault(issue.message)) return [{ path: issue.path, message: issue.message }]
      return [
        { path: issue.path, message: `Erwartet wird ${expected.what}, gefunden wurde ${describeValue(value)}. ${expected.how}`.trim() },
      ]
    }
    default: {
      if (!isZodDefault(issue.message)) return [{ path: issue.path, message: issue.message }]
      return [{ path: issue.path, message: `${describeValue(value)} ist hier nicht erlaubt${purpose}.` }]
    }
  }
}

/** Checks one parsed file against its kind; returns problems (without the file name). */
function checkSource(
  yaml: YamlSource,
  kind: ContentKind,
  context: CheckContext,
): { problems: Omit<ContentProblem, "file">[]; yaml: YamlSource; data?: unknown } {
  if (yaml.syntaxProblems.length > 0) return { problems: yaml.syntaxProblems, yaml }
  // What the CMS writes for a date field (unquoted, read as a timestamp) is that day's text.
  const data = withCalendarDays(kind.schema, yaml.doc.toJS())
  if (data === null || data === undefined) {
    return {
      problems: [{ line: 1, message: "Die Datei ist leer. Stellen Sie den vorigen Inhalt wieder her (auf GitHub: „History“ der Datei)." }],
      yaml,
    }
  }
  const problems: Omit<ContentProblem, "file">[] = []
  const report = (issuePath: PropertyKey[], message: string) =>
    problems.push({ line: lineOf(yaml, issuePath), ...(issuePath.length > 0 ? { field: fieldName(issuePath) } : {}), message })
  const result = kind.schema.safeParse(data)
  if (!result.success) {
    // One message per field: a value that breaks several rules (not a URL, not https) gets the first.
    const seen = new Set<string>()
    for (const issue of result.error.issues) {
      const key = issue.code === "unrecognized_keys" ? `${JSON.stringify(issue.path)}+${issue.keys.join()}` : JSON.stringify(issue.path)
      if (seen.has(key)) continue
      seen.add(key)
      for (const { path: p, message } of describeIssue(issue, kind.schema, data)) report(p, message)
    }
  }
  for (const crossCheck of kind.crossChecks) for (const { path: p, message } of crossCheck(data, context)) report(p, message)
  problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0))
  return { problems, yaml, data }
}

function listYamlFiles(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return listYamlFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`)
    return /\.ya?ml$/.test(entry.name) ? [`${prefix}${entry.name}`] : []
  })
}

export function checkContent(options: ContentCheckOptions): ContentCheckResult {
  const contentDir = options.contentDir ?? path.join(options.root, "content")
  const kinds = contentKinds(routesFromPages(path.join(options.root, "src", "pages")))
  const errors: ContentProblem[] = []
  const placeholders: PlaceholderHit[] = []
  const data = new Map<string, unknown>()
  const label = (relative: string) => `content/${relative}`

  const files = existsSync(contentDir) ? listYamlFiles(contentDir).sort() : []
  // Each file is parsed once; cross-checks may read other files (e.g. the loading mode in site/index.yaml).
  const sources = new Map<string, YamlSource>()
  const source = (relative: string): YamlSource => {
    const parsed = sources.get(relative) ?? readYaml(readFileSync(path.join(contentDir, relative), "utf8"))
    sources.set(relative, parsed)
    return parsed
  }
  const context: CheckContext = {
    file: (relative) => {
      if (!files.includes(relative)) return undefined
      const yaml = source(relative)
      return yaml.syntaxProblems.length === 0 ? (yaml.doc.toJS() as unknown) : undefined
    },
  }
  for (const relative of files) {
    const kind = kinds.find((k) => k.matches(relative))
    if (!kind) {
      const hint = relative.endsWith(".yml") ? ` Die Endung muss ".yaml" lauten: ${relative.replace(/\.yml$/, ".yaml")}.` : ""
      errors.push({
        file: label(relative),
        message: `Diese Datei gehört zu keinem bekannten Inhalt und würde nicht verwendet.${hint} Bekannte Dateien: ${quoteList([...REQUIRED_FILES, "errors/not-found.yaml", "errors/server-error.yaml"].map(label))}.`,
      })
      continue
    }
    const checked = checkSource(source(relative), kind, context)
    errors.push(...checked.problems.map((p) => ({ file: label(relative), ...p })))
    if (checked.data !== undefined) {
      data.set(relative, checked.data)
      const listed = findPlaceholders(label(relative), checked.data, checked.yaml)
      const implausible = findImplausible(label(relative), checked.data, checked.yaml, listed)
      placeholders.push(...[...listed, ...implausible].sort((a, b) => a.line - b.line))
    }
  }

  for (const required of REQUIRED_FILES) {
    if (!files.includes(required)) {
      errors.push({
        file: label(required),
        message: "Die Datei fehlt. Stellen Sie sie wieder her (auf GitHub: im Pull Request die Löschung rückgängig machen).",
      })
    }
  }
  const errorFiles = files.filter((f) => f.startsWith("errors/"))
  for (const errorKind of ERROR_KINDS) {
    const holders = errorFiles.filter((f) => (data.get(f) as { kind?: unknown } | undefined)?.kind === errorKind)
    const unreadable = errorFiles.some((f) => !data.has(f))
    if (holders.length === 0 && !unreadable) {
      errors.push({
        file: "content/errors/",
        message: `Keine Datei beschreibt die Fehlerseite mit kind: "${errorKind}". Stellen Sie die Datei wieder her (üblich: content/errors/${errorKind}.yaml).`,
      })
    }
    if (holders.length > 1) {
      errors.push({
        file: "content/errors/",
        message: `Mehrere Dateien haben kind: "${errorKind}" (${quoteList(holders.map(label))}). Jede Fehlerseite darf nur eine Datei haben.`,
      })
    }
  }

  const placeholderProblems = placeholders.map((hit) => ({ file: hit.file, line: hit.line, field: hit.field, message: hit.message }))
  const production = options.environment === "production"
  return {
    environment: options.environment,
    errors: production ? [...errors, ...placeholderProblems] : errors,
    warnings: production ? [] : placeholderProblems,
    placeholders,
    data,
  }
}

/** "für …" */
const ENVIRONMENT_NAMES: Record<SiteEnvironment, string> = {
  production: "die Live-Website (production)",
  preview: "die Vorschau (preview)",
  development: "den lokalen Build (development)",
}

/** The text the CLI and the build print: errors first, then warnings, then a summary line. */
export function formatReport(result: ContentCheckResult): string {
  const out: string[] = []
  const placeholderCount = result.placeholders.length
  const placeholderErrors = result.environment === "production" ? placeholderCount : 0
  const contentErrors = result.errors.length - placeholderErrors
  if (contentErrors > 0) {
    out.push(`✖ ${contentErrors} Fehler in den Inhalten (content/). Nichts wird veröffentlicht, bis alle behoben sind:`, "")
    out.push(...result.errors.slice(0, contentErrors).map((p) => `  • ${formatProblem(p)}`), "")
  }
  if (placeholderErrors > 0) {
    out.push(
      `✖ ${placeholderErrors} Platzhalter oder unmögliche Angaben: Die Live-Website (production) wird nicht gebaut, solange Beispieldaten oder Werte enthalten sind, die es nicht geben kann:`,
      "",
    )
    out.push(...result.errors.slice(contentErrors).map((p) => `  • ${formatProblem(p)}`), "")
  }
  if (result.warnings.length > 0) {
    out.push(
      `⚠ WARNUNG: ${result.warnings.length} Platzhalter oder unmögliche Angaben (Beispieldaten) – erlaubt für ${ENVIRONMENT_NAMES[result.environment]}, aber die Live-Website wird erst gebaut, wenn alle ersetzt sind:`,
      "",
    )
    out.push(...result.warnings.map((p) => `  • ${formatProblem(p)}`), "")
  }
  if (result.errors.length === 0) out.push(`✔ Inhalte geprüft: keine Fehler (geprüft für ${ENVIRONMENT_NAMES[result.environment]}).`)
  return out.join("\n")
}

/** Thrown by assertContent; `message` is the full German report. */
class ContentCheckError extends Error {
  readonly result: ContentCheckResult
  constructor(result: ContentCheckResult) {
    super(formatReport(result))
    this.name = "ContentCheckError"
    this.result = result
  }
}

/** Runs the check and throws ContentCheckError when anything blocks the build. */
export function assertContent(options: ContentCheckOptions): ContentCheckResult {
  return assertChecked(checkContent(options))
}

/** Throws ContentCheckError when anything in a check's result blocks the build. */
export function assertChecked(result: ContentCheckResult): ContentCheckResult {
  if (result.errors.length > 0) throw new ContentCheckError(result)
  return result
}
