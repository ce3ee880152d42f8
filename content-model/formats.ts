/**
 * The building blocks of the content schemas: one zod schema per kind of
 * value (text, e-mail, URL, phone, time, date, price, internal link …), each
 * with a German description (the CMS shows it as label and hint) and a German
 * error that names the value found and says how to write it.
 */
import { z } from "zod"

import { didYouMean, quoteList, quoteValue } from "./messages.ts"
import type { TextRole } from "./typography.ts"

type Issue = { input?: unknown }

/** The value as quoted in a message, or a phrase when it is no text. */
function shown(issue: Issue): string {
  const input = issue.input
  if (typeof input === "string") return input.trim() === "" ? "Der Text ist leer und" : quoteValue(input)
  return quoteValue(String(input))
}

/** A German error: `{value} <rest>` */
const says = (rest: string) => (issue: Issue) => `${shown(issue)} ${rest}`

/**
 * How the GraphQL layer typesets a text field for the pages (typography.ts):
 * every `text` keeps units, paragraphs and standards together, every
 * `heading` also gets soft hyphens in long words.
 */
export const textRoles = z.registry<{ role: TextRole }>()

/**
 * What the CMS form (content-model/cms-config.ts) checks for a value
 * with a format: one pattern and the rule the content check tells editors
 * (its message without the quoted value). The zod checks stay the source of
 * truth; the form only refuses early what the check would refuse.
 */
export const formRules = z.registry<{ pattern: RegExp; rule: string }>()

function withFormRule<T extends z.ZodType>(schema: T, pattern: RegExp, rule: string): T {
  formRules.add(schema, { pattern, rule })
  return schema
}

/** Date fields (isoDate): the CMS offers a date picker, and an unquoted date read as a timestamp counts as that day (dates.ts). */
export const dateFields = z.registry<{ format: "date" }>()

/** At least one character that is not a space. */
const nonEmpty = (description: string) =>
  z.string().regex(/\S/, { error: "Der Text ist leer. Tragen Sie einen Text zwischen die Anführungszeichen ein." }).describe(description)

function visibleText(description: string, role: TextRole) {
  const schema = nonEmpty(description)
  textRoles.add(schema, { role })
  return schema
}

/** Any visible text: at least one character that is not a space. */
export const text = (description: string) => visibleText(description, "prose")

/** A text the page shows as a heading (h1–h4): long words get break points. */
export const headingText = (description: string) => visibleText(description, "heading")

/**
 * A text for search engines and link previews (page title, description, share image):
 * not typeset, so machines read exactly what the editor wrote.
 */
export const metaText = (description: string) => nonEmpty(description)

/** Metadata that must fit a fixed space (e.g. the share image): at most `max` characters. */
export function shortText(description: string, max: number) {
  const schema = metaText(description).max(max, {
    error: (issue) =>
      typeof issue.input === "string"
        ? `Der Text ist ${issue.input.length} Zeichen lang; hier passen höchstens ${max}. Kürzen Sie ihn.`
        : undefined,
  })
  return withFormRule(schema, new RegExp(`^[\\s\\S]{0,${max}}$`), `ist zu lang; hier passen höchstens ${max} Zeichen. Kürzen Sie ihn.`)
}

/** One of a fixed set of words. */
export function oneOf<T extends readonly [string, ...string[]]>(values: T, description: string) {
  return z
    .enum(values, {
      error: (issue) =>
        typeof issue.input === "string"
          ? `${quoteValue(issue.input)} ist hier nicht erlaubt. Erlaubt ${values.length === 1 ? "ist" : "sind"} ${quoteList(values, "oder")}.${didYouMean(issue.input, values)}`
          : undefined,
    })
    .describe(`${description} Erlaubt: ${quoteList(values, "oder")}.`)
}

export function email(description: string) {
  const rule = 'ist keine gültige E-Mail-Adresse. Schreiben Sie die Adresse vollständig, z. B. "info@firma.de".'
  // z.email() checks with z.regexes.email unless told otherwise; the form gets the same pattern.
  return withFormRule(z.email({ error: says(rule) }).describe(description), z.regexes.email, rule)
}

/** An external address; only https (browsers warn about http). */
export function httpsUrl(description: string) {
  const rule =
    'ist keine gültige Internetadresse. Schreiben Sie sie vollständig mit https:// am Anfang, z. B. "https://www.firma.de/seite".'
  const schema = z
    .url({ protocol: /^https$/, hostname: z.regexes.domain, error: says(rule) })
    .regex(/^https:\/\/\S+$/, { error: says("enthält Leerzeichen. Eine Internetadresse hat keine Leerzeichen.") })
    .describe(description)
  // The form cannot parse URLs; "https://" and no spaces catches what editors get wrong, the check does the rest.
  return withFormRule(schema, /^https:\/\/[^\s/]+\.[^\s/]+(?:\/\S*)?$/, rule)
}

/** The site's own address: https, a host name, no path, no slash at the end. */
export function siteAddress(description: string) {
  const rule = 'ist keine gültige Adresse der Website. Schreiben Sie sie wie "https://www.firma.de".'
  const schema = z
    .url({ protocol: /^https$/, hostname: z.regexes.domain, error: says(rule) })
    .regex(/^https:\/\/[^/\s]+$/, {
      error: says(
        'hat einen Pfad oder einen Schrägstrich am Ende. Schreiben Sie nur "https://" und den Namen, z. B. "https://www.firma.de".',
      ),
    })
    .describe(description)
  return withFormRule(schema, /^https:\/\/[^/\s]+\.[^/\s]+$/, rule)
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** A link to a page of this site (`/kontakt/`, `/#ablauf`); `routes` come from src/pages. */
export function internalLink(routes: readonly string[], description: string) {
  const pattern = new RegExp(`^(?:${routes.map(escapeRegExp).join("|")})(?:#[a-z0-9]+(?:-[a-z0-9]+)*)?$`)
  const schema = z
    .string()
    .regex(pattern, {
      error: (issue) => {
        const value = String(issue.input)
        const [page = ""] = value.split("#")
        const known = `Vorhandene Seiten: ${quoteList(routes, "und")}.`
        if (/^https?:/.test(value)) {
          return `${quoteValue(value)} ist eine externe Adresse. Hier sind nur Links auf Seiten dieser Website erlaubt, z. B. "/kontakt/". ${known}`
        }
        if (!value.startsWith("/")) {
          return `${quoteValue(value)} ist kein interner Link. Interne Links beginnen mit "/" und enden mit "/", z. B. "/kontakt/". ${known}`
        }
        if (routes.includes(page)) {
          return `${quoteValue(value)}: das Sprungziel nach "#" darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten, z. B. "/#ablauf".`
        }
        const slashed = page.endsWith("/") ? page : `${page}/`
        const hint = routes.includes(slashed) ? ` Interne Links enden mit einem Schrägstrich: "${slashed}".` : didYouMean(page, routes)
        return `Die Seite ${quoteValue(page)} gibt es auf dieser Website nicht.${hint} ${known}`
      },
    })
    .describe(`${description} Link auf eine Seite dieser Website: ${quoteList(routes, "oder")}, optional mit Sprungziel wie "/#ablauf".`)
  return withFormRule(
    schema,
    pattern,
    `ist kein Link auf eine Seite dieser Website. Erlaubt sind ${quoteList(routes, "und")}, optional mit Sprungziel wie "/#ablauf".`,
  )
}

/** A phone number as shown: international (+49 30 1234567) or German (030 1234567, 030/1234567). */
export function phoneDisplay(description: string) {
  return patterned(
    /^(?:\+[1-9]\d{0,2}[ ]?(?:\(0\)[ ]?)?|\(?0\d{1,5}\)?[ /-]?)\d[\d /-]{2,14}\d$/,
    'ist keine gültige Telefonnummer. Schreiben Sie sie international wie "+49 30 1234567" oder deutsch wie "030 1234567" – nur Ziffern, Leerzeichen, "/" oder "-".',
    description,
  )
}

/** E.164: + and country code, digits only, at most 15 digits. */
export function phoneE164(description: string) {
  return patterned(
    /^\+[1-9]\d{6,14}$/,
    'ist keine Telefonnummer im Format E.164. Schreiben Sie "+", die Ländervorwahl und die Nummer ohne Leerzeichen und ohne führende 0, z. B. "+49301234567".',
    description,
  )
}

export function clockTime(description: string) {
  return patterned(
    /^(?:[01]\d|2[0-3]):[0-5]\d$/,
    'ist keine gültige Uhrzeit. Schreiben Sie Stunden und Minuten zweistellig im Format HH:MM, z. B. "09:00" oder "17:30".',
    `${description} Format HH:MM, z. B. "09:00".`,
  )
}

export function isoDate(description: string) {
  const schema = z.iso
    .date({
      error: says('ist kein gültiges Datum. Schreiben Sie es als JJJJ-MM-TT, z. B. "2026-11-23" für den 23. November 2026.'),
    })
    .describe(`${description} Format JJJJ-MM-TT, z. B. "2026-11-23".`)
  dateFields.add(schema, { format: "date" })
  return schema
}

/** A whole number in a range; `unit` completes the German messages. */
export function wholeNumber(description: string, min: number, max: number) {
  return z
    .int({ error: says(`ist keine ganze Zahl. Schreiben Sie eine Zahl ohne Anführungszeichen, Punkt oder Komma, z. B. ${min}.`) })
    .min(min, { error: says(`ist zu klein. Erlaubt sind ${min} bis ${max}.`) })
    .max(max, { error: says(`ist zu groß. Erlaubt sind ${min} bis ${max}.`) })
    .describe(description)
}

/** A price in whole euros (no cents, no currency sign). */
export function price(description: string) {
  return z
    .int({
      error: says("ist kein gültiger Preis. Schreiben Sie den Betrag in ganzen Euro ohne Anführungszeichen und ohne €-Zeichen, z. B. 250."),
    })
    .min(1, { error: says("ist kein gültiger Preis. Ein Preis ist größer als 0.") })
    .max(1_000_000, { error: says("ist als Preis unplausibel hoch. Schreiben Sie den Betrag in ganzen Euro, z. B. 250.") })
    .describe(`${description} Ganze Euro, ohne Anführungszeichen, z. B. 250.`)
}

/** A decimal number as shown on the page, written the German way: "1,4", "-0,8" (also with the minus sign "−"). */
const DECIMAL_RULE =
  'ist keine Zahl in der erwarteten Schreibweise. Schreiben Sie die Zahl mit Komma und ohne Einheit, z. B. "1,4" oder "-0,8".'

export function decimal(description: string) {
  const schema = z
    .string({
      // YAML reads 1.4 (without quotes) as a number: say how to write it instead of "expected a text".
      error: (issue) =>
        typeof issue.input === "number"
          ? says('steht ohne Anführungszeichen. Schreiben Sie die Zahl mit Komma in Anführungszeichen, z. B. "1,4".')(issue)
          : undefined,
    })
    .regex(/^[-−]?\d+(?:,\d+)?$/, { error: says(DECIMAL_RULE) })
    .describe(`${description} Zahl mit Komma in Anführungszeichen, ohne Einheit, z. B. "1,4".`)
  return withFormRule(schema, /^[-−]?\d+(?:,\d+)?$/, DECIMAL_RULE)
}

/** A text that must match a pattern; `rule` says how to write it. */
export function patterned(pattern: RegExp, rule: string, description: string) {
  return withFormRule(
    z
      .string()
      .regex(pattern, { error: says(rule) })
      .describe(description),
    pattern,
    rule,
  )
}

export const SCHEMA_ORG_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const
