/**
 * Plausibility: values that cannot be real, listed as placeholders or not.
 *
 * The `placeholders:` list is the editors' to-do list; this is the launch guard
 * that does not depend on it. It finds data that no real company can have (an
 * IBAN or VAT ID with a wrong check digit, a register number or postal code of
 * zeros, a phone number outside the German numbering plan or in the range
 * reserved for fiction, a reserved example domain) and the sample values shipped
 * with the repository, recognised by their fingerprints (sample-fingerprints.ts).
 *
 * Findings are reported like placeholders (content-model/check.ts): errors
 * in production, warnings in previews and local builds. A field the
 * placeholders list or a marker already reports is not reported twice.
 */
import { createHash } from "node:crypto"
import { electronicFormatIBAN, isValidIBAN } from "ibantools"
import { parsePhoneNumberFromString } from "libphonenumber-js/max"

import { dotted, leaves, type Leaf, type PlaceholderHit } from "./placeholders.ts"
import { fieldName, quoteValue } from "./messages.ts"
import { SAMPLE_FINGERPRINTS } from "./sample-fingerprints.ts"
import { lineOf, type YamlSource } from "./yaml-source.ts"

/**
 * What a fingerprint is taken of: the value without the marker word „Platzhalter“, in lower case,
 * letters and digits only. So removing the marker, changing case, spaces or punctuation
 * ("DE00 0000 …" → "DE000000…") does not turn a sample value into a new one.
 */
const normalise = (value: string): string =>
  value
    .normalize("NFKC")
    .toLowerCase()
    .replace(/platzhalter/g, "")
    .replace(/[^\p{L}\p{N}]/gu, "")

/** SHA-256 (hex) of the normalised value; sample-fingerprints.ts holds these, never the values. */
export const fingerprint = (value: string): string => createHash("sha256").update(normalise(value)).digest("hex")

/**
 * German VAT ID (USt-IdNr.) check digit: ISO 7064 MOD 11,10 over the 8 digits after "DE",
 * the method the Bundeszentralamt für Steuern uses for the 9th digit.
 */
export function germanVatCheckDigit(eightDigits: string): number {
  let product = 10
  for (const digit of eightDigits) {
    let sum = (Number(digit) + product) % 10
    if (sum === 0) sum = 10
    product = (2 * sum) % 11
  }
  const check = 11 - product
  return check === 10 ? 0 : check
}

/**
 * Numbers the Bundesnetzagentur keeps unassigned for films, books and other media ("Drama
 * Numbers", Amtsblatt 7/2021, Mitteilung 148/2021): 1000 numbers in each of five local
 * networks, and numbers and blocks the mobile operators set aside. The fixed-line blocks are
 * the published ones; of the mobile list only these entries are encoded (the full list was
 * not at hand): 0152 28817386, 0171 39200 00–99 and 0176 040690 00–99. As E.164 prefixes.
 */
const FICTION_RANGES: { prefix: string; digits: number }[] = [
  { prefix: "+493023125", digits: 3 }, // Berlin 030 23125 000–999
  { prefix: "+496990009", digits: 3 }, // Frankfurt am Main 069 90009 000–999
  { prefix: "+494066969", digits: 3 }, // Hamburg 040 66969 000–999
  { prefix: "+492214710", digits: 3 }, // Köln 0221 4710 000–999
  { prefix: "+498999998", digits: 3 }, // München 089 99998 000–999
  { prefix: "+4915228817386", digits: 0 }, // 0152 28817386
  { prefix: "+4917139200", digits: 2 }, // 0171 39200 00–99
  { prefix: "+49176040690", digits: 2 }, // 0176 040690 00–99
]

const isFictionNumber = (e164: string): boolean =>
  FICTION_RANGES.some(({ prefix, digits }) => e164.startsWith(prefix) && e164.length === prefix.length + digits)

const EXAMPLE_DOMAIN = [
  /(?:^|[@./\s])(?:example\.(?:com|org|net)|[a-z0-9-]+\.(?:example|test|invalid|localhost))(?=$|[/:?#\s,;)"]|\.(?:$|\s))/i,
  /(?:\/\/|@)localhost(?=$|[/:?#\s])/i,
]

type Rule = { applies: (field: string) => boolean; problem: (value: string) => string | undefined }

const lastKey = (field: string): string => field.slice(field.lastIndexOf(".") + 1)

/** Rules for the company data, by field; the schema has checked the format already (a rule that cannot read a value passes it). */
const COMPANY_RULES: Rule[] = [
  {
    applies: (field) => field === "bankAccount.iban",
    problem: (value) =>
      isValidIBAN(electronicFormatIBAN(value) ?? "")
        ? undefined
        : "ist keine gültige IBAN: Die Prüfziffern (3. und 4. Stelle) passen nicht zur übrigen Nummer oder die Länge stimmt nicht (Prüfung nach ISO 13616). Kopieren Sie die IBAN aus dem Online-Banking oder einem Kontoauszug.",
  },
  {
    applies: (field) => field === "vatId",
    problem: (value) => {
      const digits = /^DE(\d{8})(\d)$/.exec(value)
      if (!digits) return undefined
      if (/^0+$/.test(digits[1]!))
        return "ist keine echte USt-IdNr.: Sie besteht nur aus Nullen. Übernehmen Sie die Nummer aus der Mitteilung des Bundeszentralamts für Steuern."
      return germanVatCheckDigit(digits[1]!) === Number(digits[2])
        ? undefined
        : "ist keine gültige USt-IdNr.: Die letzte Ziffer (Prüfziffer) passt nicht zu den acht Ziffern davor – vermutlich ein Tippfehler. Übernehmen Sie die Nummer aus der Mitteilung des Bundeszentralamts für Steuern."
    },
  },
  {
    applies: (field) => field === "registerNumber",
    problem: (value) =>
      /^[A-Za-z]+ 0+(?: [A-Z]{1,3})?$/.test(value)
        ? 'ist keine echte Registernummer: Die Nummer besteht nur aus Nullen. Tragen Sie die Nummer aus dem Handelsregisterauszug ein, z. B. "HRB 123456 B".'
        : undefined,
  },
  {
    applies: (field) => lastKey(field) === "postalCode",
    problem: (value) =>
      /^00\d{3}$/.test(value)
        ? "ist keine vergebene Postleitzahl: Deutsche Postleitzahlen beginnen frühestens mit 01. Tragen Sie die Postleitzahl der Anschrift ein."
        : undefined,
  },
  {
    applies: (field) => field === "phone.display" || field === "phone.e164",
    problem: (value) => {
      const number = parsePhoneNumberFromString(value.replace(/\(0\)/g, ""), "DE")
      if (!number || !number.isValid() || number.country !== "DE") {
        return 'ist keine gültige deutsche Telefonnummer: Vorwahl oder Anzahl der Ziffern passen nicht zum deutschen Rufnummernplan. Prüfen Sie die Nummer, z. B. "+49 30 1234567".'
      }
      return isFictionNumber(number.number)
        ? "liegt in einem Rufnummernbereich, den die Bundesnetzagentur für Filme und Bücher freihält – unter dieser Nummer ist niemand erreichbar. Tragen Sie die echte Telefonnummer ein."
        : undefined
    },
  },
]

const fingerprints = new Map<string, Set<string>>()
for (const entry of SAMPLE_FINGERPRINTS) {
  const key = `${entry.file}#${entry.field}`
  fingerprints.set(key, (fingerprints.get(key) ?? new Set()).add(entry.sha256))
}

/** What is wrong with one value, or undefined: the sample value first (the clearest message), then the rules. */
function problemOf(file: string, leaf: Leaf): string | undefined {
  const field = dotted(leaf.path)
  if (fingerprints.get(`${file}#${field}`)?.has(fingerprint(leaf.value))) {
    return "ist der Beispielwert aus der Vorlage und kann nicht die echte Angabe sein. Tragen Sie die echte Angabe ein."
  }
  if (EXAMPLE_DOMAIN.some((pattern) => pattern.test(leaf.value))) {
    return "enthält eine reservierte Beispieladresse (example.com, .example, .test, .invalid, .localhost), die es im Internet nicht gibt. Tragen Sie die echte Adresse ein."
  }
  if (file !== "content/company/index.yaml") return undefined
  for (const rule of COMPANY_RULES) {
    const problem = rule.applies(field) ? rule.problem(leaf.value) : undefined
    if (problem) return problem
  }
  return undefined
}

/** Whether a placeholder hit already names this field (its own path or a section around it). */
const coveredBy = (hits: readonly PlaceholderHit[], field: string): boolean =>
  hits.some((hit) => field === hit.field || field.startsWith(`${hit.field}.`) || field.startsWith(`${hit.field}[`))

/** One finding per implausible value of a file, except in fields `placeholders` (this file's placeholder hits) already names. */
export function findImplausible(file: string, data: unknown, yaml: YamlSource, placeholders: readonly PlaceholderHit[]): PlaceholderHit[] {
  return leaves(data).flatMap((leaf) => {
    const field = fieldName(leaf.path)
    if (coveredBy(placeholders, field)) return []
    const problem = problemOf(file, leaf)
    return problem
      ? [{ file, line: lineOf(yaml, leaf.path), field, value: leaf.value, message: `${quoteValue(leaf.value, 80)} ${problem}` }]
      : []
  })
}
