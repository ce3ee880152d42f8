/**
 * German typography for content text, applied where a text becomes page data: by the GraphQL layer at build time
 * (gatsby-node.ts) and by the CMS preview as the editor types (src/admin/preview.tsx). So the hyphenation patterns
 * (~0.9 MB) ship in the editors' /admin/ bundle, and must never reach the site's.
 */
import hyphenDe from "hyphen/de-1996/index.js"

import { type Facts, fillFacts } from "./facts.ts"

/**
 * `prose` wraps between words; `title` (page and card headings) may break a long word once, at its likely compound
 * joint; `heading` (labels and cells of narrow tables) at any syllable.
 */
export type TextRole = "prose" | "title" | "heading"

const NBSP = "\u00a0"
const NON_BREAKING_HYPHEN = "\u2011"
const SOFT_HYPHEN = "\u00ad"
const WORD_JOINER = "\u2060"

/** A letter or digit does not follow / precede (JavaScript's \b knows no umlauts). */
const END = "(?![\\p{L}\\p{N}])"
const START = "(?<![\\p{L}\\p{N}])"

const UNITS = [
  "%|‰|€|EUR|Euro|Prozent",
  "Uhr|h|min|s|ms|Sekunden|Minuten|Stunden",
  "Tage|Tagen|Wochen|Monate|Monaten|Jahre|Jahren",
  "°C|K|µl|µL|ml|mL|l|L|kB|KB|MB|GB",
].join("|")

/** A unit with a slash ("mg/dl", "U/l", "mL/min"), but no word ("und/oder") or name ("ISO/IEC"). */
const SLASH_UNIT = `${START}[µ\\p{L}]{1,5}/(?:\\p{L}|\\p{Ll}\\p{L}{1,2})${END}`

const RULES: ReadonlyArray<[RegExp, string]> = [
  // "§ 5", "§§ 5–7"
  [/(§§?) (?=\d)/gu, `$1${NBSP}`],
  // "Art. 6", "Abs. 1", "Nr. 3", "S. 2", "Satz 1", "Ziff. 4", "lit. f"
  [new RegExp(`${START}(Art\\.|Abs\\.|Nr\\.|S\\.|Satz|Ziff\\.|UAbs\\.) (?=\\d)`, "gu"), `$1${NBSP}`],
  [new RegExp(`${START}(lit\\.) (?=\\p{Ll}${END})`, "gu"), `$1${NBSP}`],
  // A number and the abbreviation of a law or a standard after it: "18 MStV", "6 DSGVO", "15189 ff."
  [new RegExp(`(\\d\\p{Ll}?) (?=(?=\\p{L}*\\p{Lu}\\p{L}*\\p{Lu})\\p{L}{2,6}${END})`, "gu"), `$1${NBSP}`],
  // Standards: "DIN EN ISO 15189", "ISO/IEC 17025", "EN 1234"
  [new RegExp(`${START}(DIN|EN|ISO|IEC|ISO/IEC|VDI|VDE) (?=(?:DIN|EN|ISO|IEC|\\d))`, "gu"), `$1${NBSP}`],
  // A designation of capitals and its number: "TR 537", "EP 15"
  [new RegExp(`${START}(\\p{Lu}{2,}) (?=\\d)`, "gu"), `$1${NBSP}`],
  // A range of numbers or times: "09:00–17:00", "250–500" (word joiners: engines break after a dash)
  [/(?<=\d)–(?=\d)/gu, `${WORD_JOINER}–${WORD_JOINER}`],
  // The month of a German edition: "15189:2023-03"
  [/(?<=:\d{4})-(?=\d\d(?!\d))/gu, NON_BREAKING_HYPHEN],
  // Numbers and units: "70 %", "250–500 EUR", "09:00 Uhr", "24 Stunden", "2,0 mg/dl"
  [new RegExp(`(\\d) (?=(?:${UNITS})${END}|${SLASH_UNIT})`, "gu"), `$1${NBSP}`],
  // The slash of a unit: "mg/dl" (word joiners on both sides; no engine breaks next to one)
  [new RegExp(`(?=${SLASH_UNIT})([µ\\p{L}]+)/`, "gu"), `$1${WORD_JOINER}/${WORD_JOINER}`],
  // A symbol and its value: "k = 2", "u = 1,8 %"
  [new RegExp(`${START}(\\p{L}) = (?=[-−]?\\d)`, "gu"), `$1${NBSP}=${NBSP}`],
  // Abbreviations of two letters with a space inside: "z. B.", "d. h.", "u. a.", "o. Ä."
  [new RegExp(`${START}(\\p{Ll})\\. (?=\\p{L}\\.)`, "gu"), `$1.${NBSP}`],
  // A name ending in an abbreviation: "Rili-BÄK". (Not in general: "E-Mail" stays as written, so a voice
  // command that says a button's label still matches it.)
  [new RegExp(`(?<=\\p{L})-(?=\\p{Lu}{2,}${END})`, "gu"), NON_BREAKING_HYPHEN],
  // A guideline's designation and its edition: "CLSI EP15-A3", "EP28-A3c"
  [/(?<=\p{Lu}\d+)-(?=\p{Lu}\d)/gu, NON_BREAKING_HYPHEN],
]

/** Words from this length on get soft hyphens in headings; shorter ones fit even the example report's cells at 320 px. */
const HYPHENATE_FROM = 10

/** Compounds the patterns break wrongly ("Kreditin-stitut"), with one break each: `hyphen` misplaces more in another letter case. */
const EXCEPTIONS = ["Kredit-institut"]

/**
 * A break point with fewer than three letters of its word before it, which read badly ("Un-ternehmen"), or four after it,
 * which look orphaned ("verifizie-ren"); soft hyphens not counted. Not in CSS: WebKit ignores `hyphenate-limit-chars`.
 */
const TOO_CLOSE_TO_AN_END = /(?<!(?:\p{L}\u00ad*){3})\u00ad|\u00ad(?!(?:\u00ad*\p{L}){4})/gu

export function hyphenate(text: string): string {
  const marked = hyphenDe.hyphenateSync(text, { hyphenChar: SOFT_HYPHEN, minWordLength: HYPHENATE_FROM, exceptions: EXCEPTIONS })
  return marked.replace(TOO_CLOSE_TO_AN_END, "")
}

/** No-break spaces and hyphens, and word joiners, where a line break would part what belongs together ("§ 18 MStV", "70 %"). */
export function keepTogether(text: string): string {
  return RULES.reduce((value, [pattern, replacement]) => value.replace(pattern, replacement), text)
}

/** From this length on a title's word may break; shorter ones fit a phone's line even in the page heading. */
const TITLE_BREAK_FROM = 14

/**
 * A title's long word keeps one of its soft hyphens, where a compound's parts most likely meet: never after a vowel
 * (an open syllable, "Kali-"), preferably after a linking "s" ("Leistungs-merkmale"), otherwise nearest the middle.
 * Under `text-wrap: balance` every soft hyphen is a break the browser takes, so a title gets at most this one.
 */
function titleBreak(word: string): string {
  const parts = word.split(SOFT_HYPHEN)
  if (parts.length < 2) return word
  const letters = parts.join("")
  if (letters.length < TITLE_BREAK_FROM) return letters
  let best: { at: number; score: number } | undefined
  for (let i = 1, at = parts[0]!.length; i < parts.length; at += parts[i]!.length, i++) {
    const last = parts[i - 1]!.slice(-1)
    if (/[aeiouäöüy]/i.test(last)) continue
    const score = Math.abs(at - letters.length / 2) - (last === "s" ? 3 : 0)
    // A tie goes to the later joint: a compound's last part (its head) tends to be the shorter.
    if (!best || score <= best.score) best = { at, score }
  }
  return best ? letters.slice(0, best.at) + SOFT_HYPHEN + letters.slice(best.at) : letters
}

export function typeset(text: string, role: TextRole): string {
  if (role === "prose") return keepTogether(text)
  const hyphenated = hyphenate(text)
  return keepTogether(role === "title" ? hyphenated.replace(/[\p{L}\u00ad]+/gu, titleBreak) : hyphenated)
}

/** A text as the pages show it: the company's facts filled in, then typeset by its role; one without a role (meta texts, addresses) as filled in. */
export const shownText =
  (facts: Facts) =>
  (written: string, role?: TextRole): string => {
    const filled = fillFacts(written, facts)
    return role ? typeset(filled, role) : filled
  }
