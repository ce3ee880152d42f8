/**
 * The company's facts that texts mention: each is typed once, in its field of content/company, and every other text
 * names it by a token ("{product}") that the GraphQL layer and the CMS preview fill in. So a changed price or phone
 * number changes on every page, in the meta tags and in the structured data; the check warns where a text retypes one.
 */
import type { Company } from "./schemas.ts"

/** A token as written, known or not. */
const TOKEN = /\{([^{}\s]*)\}/g

/** The tokens, each with the field it is filled from (as the check names it to editors). */
export const FACTS = {
  product: "productName",
  company: "companyName",
  year: "foundingYear",
  price: "pricing",
  officeHours: "officeHours",
  phone: "phone.display",
  email: "email",
} as const

export type FactToken = keyof typeof FACTS
export type Facts = Record<FactToken, string>

/** The fields of content/company that hold a fact: they are the source and take no tokens. */
export const FACT_FIELDS: string[] = Object.values(FACTS).map((field) => field.split(".")[0]!)

// Fixed locale and no time zone involved: the same text on every machine that builds.
const amount = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 0 })

/** Each fact as the texts show it; `timeSuffix` is the layout's "Uhr". */
export function factsOf(company: Company, timeSuffix: string): Facts {
  const { pricing } = company
  return {
    product: company.productName,
    company: company.companyName,
    year: String(company.foundingYear),
    price: `${amount.format(pricing.lowPrice)}–${amount.format(pricing.highPrice)} ${pricing.currency}`,
    officeHours: company.officeHours.map(({ label, opens, closes }) => `${label} ${opens}–${closes} ${timeSuffix}`).join(", "),
    phone: company.phone.display,
    email: company.email,
  }
}

const isFact = (name: string): name is FactToken => Object.hasOwn(FACTS, name)

/** `text` with every known token filled in; an unknown one stays as written (the check refuses it). */
export function fillFacts(text: string, facts: Facts): string {
  return text.replace(TOKEN, (token, name: string) => (isFact(name) ? facts[name] : token))
}

export const unknownTokens = (text: string): string[] =>
  [...text.matchAll(TOKEN)].filter(([, name]) => !isFact(name!)).map(([token]) => token)

const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
/** A range as people type it: "250–500", "250 - 500", "250 bis 500". */
const range = (from: string, to: string) => `${escaped(from)}\\s*(?:[-–]|bis)\\s*${escaped(to)}`

/** What shows that a text types a fact out, by token; a year only as a word of its own (not "17025:2017"). */
function patternsOf(company: Company): Record<FactToken, RegExp> {
  const { pricing, officeHours } = company
  // The times, and a label of several days ("Montag–Donnerstag") also as "Montag bis Donnerstag".
  const hours = officeHours.flatMap(({ label, opens, closes }) => {
    const [first, last] = label.split("–")
    return [range(opens, closes), ...(first && last ? [range(first, last)] : [])]
  })
  const digits = company.phone.display.replace(/\D/g, "")
  return {
    product: new RegExp(escaped(company.productName)),
    company: new RegExp(escaped(company.companyName)),
    year: new RegExp(`(?<![\\d:./-])${company.foundingYear}(?![\\d-])`),
    price: new RegExp(range(amount.format(pricing.lowPrice), amount.format(pricing.highPrice))),
    officeHours: new RegExp(hours.join("|")),
    // The phone number however it is grouped.
    phone: new RegExp(digits.split("").join("[\\s/()-]*")),
    email: new RegExp(escaped(company.email), "i"),
  }
}

export function retypedFacts(text: string, company: Company): FactToken[] {
  const patterns = patternsOf(company)
  // As typeset (content-model/typography.ts): no-break spaces and hyphens, word joiners and soft hyphens.
  const plain = text
    .replace(/[\u00ad\u2060]/g, "")
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/\u2011/g, "-")
  return (Object.keys(FACTS) as FactToken[]).filter((token) => patterns[token].test(plain))
}
