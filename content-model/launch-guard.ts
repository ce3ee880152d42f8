/**
 * The launch guard: sample data must not go live. Besides the fields listed under `placeholders:` (the editors'
 * to-do list) it finds values marked as samples and values no real company has (example domains, the sample IBAN,
 * numbers kept free for films, wrong check digits), so deleting the list lets no sample through.
 */
import { electronicFormatIBAN, isValidIBAN } from "ibantools"
import { parsePhoneNumberFromString } from "libphonenumber-js/max"

import { leaves, quote } from "./formats.ts"
import { type Finding, LOADING_MODES, type LoadingMode } from "./kind.ts"

/** Numbers the Bundesnetzagentur keeps free for films and books (Mitteilung 148/2021). */
const FICTION = [
  "3023125\\d{3}", // Berlin 030 23125 000–999
  "6990009\\d{3}", // Frankfurt am Main 069 90009 …
  "4066969\\d{3}", // Hamburg 040 66969 …
  "2214710\\d{3}", // Köln 0221 4710 …
  "8999998\\d{3}", // München 089 99998 …
  "15228817386|17139200\\d{2}|176040690\\d{2}", // mobile
]
const FICTION_NUMBER = new RegExp(`^\\+49(?:${FICTION.join("|")})$`)

function phoneProblem(value: string) {
  const number = parsePhoneNumberFromString(value.replace("(0)", ""), "DE")
  if (!number?.isValid() || number.country !== "DE") {
    return "ist keine gültige deutsche Telefonnummer."
  }
  if (FICTION_NUMBER.test(number.number)) {
    return "liegt in einem Bereich, den die Bundesnetzagentur für Filme freihält."
  }
}

function ibanProblem(value: string) {
  const iban = electronicFormatIBAN(value) ?? ""
  if (!isValidIBAN(iban)) return "ist keine gültige IBAN: Prüfziffern oder Länge stimmen nicht."
  if (iban === "DE89370400440532013000") return "ist die Beispiel-IBAN aus Anleitungen."
}

export function vatIdProblem(value: string) {
  const digits = value.slice(2, 10)
  // A wrong format is the schema's to tell.
  if (!/^DE\d{9}$/.test(value)) return
  if (/^0+$/.test(digits)) return "besteht nur aus Nullen."
  // The check digit: ISO 7064 MOD 11,10 over the eight digits after "DE" (as the BZSt computes it).
  const product = [...digits].reduce((running, digit) => (2 * ((Number(digit) + running) % 10 || 10)) % 11, 10)
  if ((11 - product) % 10 !== Number(value[10])) {
    return "ist keine gültige USt-IdNr.: Die Prüfziffer (die letzte) passt nicht."
  }
}

const marked = (pattern: RegExp, says: string) => (value: string) => (pattern.test(value) ? says : undefined)

const EXAMPLE_DOMAIN =
  /(?:^|[@./\s])(?:example\.(?:com|org|net)|[a-z0-9-]+\.(?:example|test|invalid|localhost))(?=$|[/:?#\s,;)"]|\.(?:$|\s))|(?:\/\/|@)localhost(?=$|[/:?#\s])/i

/** Quoted whole: "[vom Betreiber zu bestätigen: …]" says what exactly the operator is to confirm. */
function operatorMarkers(value: string) {
  const markers = value.match(/\[vom Betreiber zu bestätigen\b[^\]]*\]/gi)
  return markers ? `ist als ${markers.map((marker) => `„${marker}“`).join(" und ")} markiert.` : undefined
}

const MARKERS = [
  marked(/\bPlatzhalter\b/i, "enthält das Wort „Platzhalter“."),
  marked(/\bBEISPIEL\b/, "ist als BEISPIEL markiert."),
  operatorMarkers,
  marked(EXAMPLE_DOMAIN, "enthält eine Beispieladresse (example.com, .test …), die es nicht gibt."),
]

const COMPANY_DATA = [marked(/\bmuster/i, "ist ein Muster-Beispielwert."), marked(/X{5,}|\bX(?:X+|Y)\b/, "ist ein Beispielwert (XXX, XY).")]

const COMPANY_FIELDS: [RegExp, (value: string) => string | undefined][] = [
  [/^bankAccount\.iban$/, ibanProblem],
  [/^vatId$/, vatIdProblem],
  [/^businessId$/, marked(/^DE0{9}-/, "besteht nur aus Nullen.")],
  [/^registerNumber$/, marked(/^\S+ 0+\b/, "besteht nur aus Nullen.")],
  [/(?:^|\.)postalCode$/, marked(/^(?:00\d{3}|12345)$/, "ist keine Postleitzahl einer echten Anschrift.")],
  [/^phone\.(?:display|e164)$/, phoneProblem],
]

function problemOf(file: string, field: string, value: string) {
  const company = file === "content/company/index.yaml"
  const rules = [
    ...MARKERS,
    ...(company || file === "content/site/index.yaml" ? COMPANY_DATA : []),
    ...COMPANY_FIELDS.filter(([fields]) => company && fields.test(field)).map(([, rule]) => rule),
  ]
  return rules.map((rule) => rule(value)).find(Boolean)
}

/**
 * Whether the value at `path` is written for another loading mode than `mode`: under a key named after that mode
 * (`analytics.basic`) or in an entry marked `loadingMode: basic`. Such a text never goes live, so nothing in it is open.
 */
function forOtherMode(data: unknown, path: readonly (string | number)[], mode: LoadingMode | undefined): boolean {
  if (!mode) return false
  let node = data
  for (const key of path) {
    const entry = node as Record<string | number, unknown>
    const marked = typeof entry.loadingMode === "string" ? entry.loadingMode : undefined
    if ((marked && marked !== mode) || (typeof key === "string" && (LOADING_MODES as readonly string[]).includes(key) && key !== mode))
      return true
    node = entry[key]
  }
  return false
}

/** A listed field is reported once, with all its values, as `named` names it (hints.ts: fieldNamed). */
export function findSampleData(file: string, data: unknown, named: (field: string) => string, mode?: LoadingMode): Finding[] {
  const listed = (data as { placeholders?: unknown }).placeholders
  const todo = Array.isArray(listed) ? listed.map(String) : []
  const hits: Finding[] = []
  const byList = new Map<string, string[]>()
  for (const { path, value } of leaves(data)) {
    if (forOtherMode(data, path, mode)) continue
    const dotted = path.filter((key) => typeof key === "string").join(".")
    const entry = todo.find((field) => `${dotted}.`.startsWith(`${field}.`))
    if (entry) {
      byList.set(entry, [...(byList.get(entry) ?? []), value])
      continue
    }
    const problem = problemOf(file, dotted, value)
    if (problem) hits.push({ path, message: `${quote(value)} ${problem} Tragen Sie die echte Angabe ein.` })
  }
  for (const [field, values] of byList) {
    const message = `${quote(values.join(", "))} ist noch ein Platzhalter. Tragen Sie die echte Angabe ein und entfernen Sie danach ${named(field)} aus ${named("placeholders")}.`
    hits.push({ path: field.split("."), message })
  }
  // An optional field left empty is open until it leaves the list: that says "there is none" (no W-IdNr. issued).
  for (const field of todo.filter((entry) => !byList.has(entry))) {
    const message = `Das Feld ist leer, steht aber noch in ${named("placeholders")}. Tragen Sie die echte Angabe ein, oder entfernen Sie ${named(field)} aus der Liste, wenn es leer bleiben soll.`
    hits.push({ path: field.split("."), message })
  }
  return hits
}
