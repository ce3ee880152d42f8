/** The value formats of the content schemas; each says its rule in German after the value: `"12 34" ist keine Postleitzahl …`. */
import { z } from "zod"

import { PASSAGE, PASSAGE_START } from "./notation.ts"
import { SITE_ROUTES } from "./routes.ts"
import type { TextRole } from "./typography.ts"

/**
 * What the zod type does not tell: a text's typesetting, whether the views mark its passages in other languages, the
 * CMS form's pattern and rule, a date (picker), a GraphQL type name.
 */
export const fieldMeta = z.registry<{ role?: TextRole; passages?: true; pattern?: RegExp; rule?: string; date?: true; name?: string }>()

/** A strict object with a name for its GraphQL type (fragments use it, or several fields share it). */
export function graphqlName<S extends z.ZodRawShape>(name: string, shape: S) {
  return z.strictObject(shape).register(fieldMeta, { name })
}

/** A cleared field as the CMS writes it ("", spaces, null, [], an empty section): absent if optional, everywhere. */
export function isEmpty(value: unknown): boolean {
  if (typeof value === "string") return !value.trim()
  if (typeof value !== "object" || value === null) return value == null
  return Object.values(value).every(isEmpty)
}

/** An optional field: empty (`isEmpty`, as the CMS clears it) counts as absent, for the check as for `queried`. */
export const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (isEmpty(value) ? undefined : value), schema.optional())

/** The schema inside `optional`, and whether there was one. */
export function unwrap(schema: z.ZodType) {
  const optional = schema instanceof z.ZodPipe && schema.out instanceof z.ZodOptional ? schema.out : undefined
  return { inner: (optional?.unwrap() ?? schema) as z.ZodType, optional: optional !== undefined }
}

/** Every text and number of a file's data, with its path; not the list under `placeholders:`. */
export function leaves(value: unknown, path: (string | number)[] = []): { path: (string | number)[]; value: string }[] {
  if (typeof value === "string" || typeof value === "number") return [{ path, value: String(value) }]
  if (value === null || typeof value !== "object") return []
  return Object.entries(value).flatMap(([key, item]) =>
    path.length === 0 && key === "placeholders" ? [] : leaves(item, [...path, Array.isArray(value) ? Number(key) : key]),
  )
}

export function quote(value: unknown): string {
  const text = String(value).replace(/\s+/g, " ")
  return `"${text.length > 60 ? `${text.slice(0, 59)}…` : text}"`
}

export const quoteList = (values: readonly unknown[], type: Intl.ListFormatType = "conjunction") =>
  new Intl.ListFormat("de", { type }).format(values.map((value) => `"${String(value)}"`))

/** Far above what the content needs: every text stays within what pages and share images can set. */
const TEXT_MAX = 3000

const visible = () => z.string().max(TEXT_MAX).regex(/\S/, { error: "Der Text ist leer. Tragen Sie einen Text ein." })

/** A field the views show as written: a passage marked as "[en: …]" would show with its brackets. */
const unmarked = () =>
  visible().refine((value) => !PASSAGE_START.test(value), {
    error:
      "Dieses Feld kann keine Sprachauszeichnung wie „[en: …]“ enthalten; sie stünde wörtlich auf der Seite. Schreiben Sie den Text ohne sie.",
  })

/** Visible text; a `heading` (a label, a table cell) gets soft hyphens in long words (typography.ts). */
export const text = unmarked().register(fieldMeta, { role: "prose" })
export const heading = unmarked().register(fieldMeta, { role: "heading" })

/** For search engines and link previews: not typeset. */
export const metaText = unmarked()

/** Page copy (headings, paragraphs, lists) whose passages in another language the views mark: "[en: Oops! Page not found]". */
const withPassages = () =>
  visible().refine((value) => !PASSAGE_START.test(value.replace(PASSAGE, "")), {
    error:
      "Eine Sprachauszeichnung ist unvollständig. So sieht sie aus: „[en: Oops! Page not found]“ – Sprachcode, Doppelpunkt, Leerzeichen, Text, „]“.",
  })
export const pageText = withPassages().register(fieldMeta, { role: "prose", passages: true })
export const pageHeading = withPassages().register(fieldMeta, { role: "title", passages: true })

export function patterned(pattern: RegExp, rule: string) {
  const error = (issue: { input?: unknown }) => `${quote(issue.input)} ${rule}`
  return z.string().regex(pattern, { error }).register(fieldMeta, { pattern, rule })
}

/** A text that must fit a fixed space (the share image, the header row), typeset as `schema` is. */
export function shortText(max: number, schema: z.ZodString = metaText) {
  const rule = `ist zu lang; hier passen höchstens ${max} Zeichen.`
  return schema.max(max).register(fieldMeta, { ...fieldMeta.get(schema), pattern: new RegExp(`^[\\s\\S]{0,${max}}$`), rule })
}

/** A page of the site, perhaps with an anchor. */
export const internalLink = patterned(
  new RegExp(`^(?:${SITE_ROUTES.join("|")})(?:#[a-z0-9]+(?:-[a-z0-9]+)*)?$`),
  `ist keine Seite dieser Website. Erlaubt: ${quoteList(SITE_ROUTES, "disjunction")}, auch mit Sprungziel wie "/#ablauf".`,
)

const HOST = "[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)+"

export const email = patterned(z.regexes.email, 'ist keine E-Mail-Adresse wie "info@firma.de".')

/** An external address; only https (browsers warn about http). */
export const httpsUrl = patterned(
  new RegExp(`^https://${HOST}(?::\\d+)?(?:[/?#]\\S*)?$`),
  'ist keine Internetadresse wie "https://www.firma.de/seite" (mit https://, ohne Leerzeichen).',
)

export const siteAddress = patterned(new RegExp(`^https://${HOST}$`), 'ist keine Adresse wie "https://www.firma.de" (ohne "/" am Ende).')

export const clockTime = patterned(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'ist keine Uhrzeit im Format HH:MM wie "09:00".')

/** A day; the CMS writes it unquoted, which js-yaml reads as a Date at midnight UTC: the day's text again. */
export const isoDate = z
  .preprocess(
    (value) => (value instanceof Date ? value.toISOString().replace("T00:00:00.000Z", "") : value),
    z.iso.date({
      error: (issue) => (issue.code === "invalid_format" ? `${quote(issue.input)} ist kein Datum wie "2026-11-23".` : undefined),
    }),
  )
  .register(fieldMeta, { date: true })
