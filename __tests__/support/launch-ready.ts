/**
 * Makes the content of a project copy launch-ready, as the operator will before the launch: each field listed under
 * `placeholders:` gets a value that passes every plausibility rule of the launch guard (IBAN and VAT ID with their check
 * digits, a phone number outside the ranges kept free for fiction, a domain that is no example domain), each
 * „[vom Betreiber zu bestätigen …]“ marker is answered, and the lists go. Made here at test time, never committed as
 * content. Fields it has no value for keep theirs: the production check below then names them.
 */
import { globSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"

import { composeIBAN, friendlyFormatIBAN } from "ibantools"
import { dump, load } from "js-yaml"

import { checkContent, formatReport, readContentDir } from "../../content-model/check"
import { vatIdProblem } from "../../content-model/launch-guard"

const DOMAIN = "labsoftware-probelauf.de"
/** The values of content/site the rehearsal's assertions need. */
export const REHEARSAL = { siteUrl: `https://www.${DOMAIN}`, containerId: "GTM-K7Q2M9P", cmsRepository: "labsoftware-probelauf/website" }

/** The VAT ID with these eight digits whose check digit the launch guard accepts. */
const vatId = [..."0123456789"].map((digit) => `DE28153947${digit}`).find((id) => !vatIdProblem(id))!

const address = { street: "Invalidenstraße 44", postalCode: "10115", city: "Berlin", country: "Deutschland", countryCode: "DE" }

/** What the operator enters, by the field's path or else its own key (the path's last part). */
const VALUES: Record<string, unknown> = {
  ...REHEARSAL,
  bookingUrl: `https://termine.${DOMAIN}/demo`,
  privacyPdfUrl: `https://www.${DOMAIN}/datenschutzhinweise.pdf`,
  companyName: "Probelauf Labsoftware GmbH",
  managingDirectors: ["Dr. Anna Berger"],
  address,
  display: "+49 30 4567 8900",
  e164: "+493045678900",
  email: `kontakt@${DOMAIN}`,
  registerCourt: "Amtsgericht Charlottenburg",
  registerNumber: "HRB 234567 B",
  vatId,
  // The Wirtschafts-Identifikationsnummer of a company with a VAT ID: that ID and a distinguishing number.
  businessId: `${vatId}-00001`,
  bankName: "Berliner Volksbank",
  // Bank code and account number; ibantools adds the check digits.
  iban: friendlyFormatIBAN(composeIBAN({ countryCode: "DE", bban: "100900002345678901" })!),
  bic: "BEVODEBBXXX",
  trademark: "{product} ist eine eingetragene Marke der {company}.",
  memberships: ["Mitglied der Industrie- und Handelskammer zu Berlin"],
  "contentResponsible.name": "Dr. Anna Berger",
  "dataProtectionAuthority.name": "Berliner Beauftragte für Datenschutz und Informationsfreiheit",
  "dataProtectionAuthority.address": { ...address, street: "Alt-Moabit 59–61", postalCode: "10555" },
  "dataProtectionAuthority.url": "https://www.datenschutz-berlin.de",
}

const OPERATOR_MARK = /\s*\[vom Betreiber zu bestätigen\b[^\]]*\]/gi

/** A value at `path` as the operator leaves it: a listed field's replaced by `VALUES`, markers answered. */
function answered(value: unknown, path: string[], listed: boolean): unknown {
  const entered = [path.join("."), path.at(-1)!].find((key) => key in VALUES)
  if (listed && entered !== undefined) return VALUES[entered]
  if (typeof value === "string") return value.replace(OPERATOR_MARK, "").trim() || "Vom Betreiber bestätigt."
  if (Array.isArray(value)) return value.map((item) => answered(item, path, listed))
  if (typeof value !== "object" || value === null) return value
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, answered(item, [...path, name], listed)]))
}

/**
 * Rewrites every content file of the project copy in `root`, `edit` making a last change to a file's data (by its path
 * under content/) before it is written; throws with the production check's German report unless they pass it.
 */
export function makeLaunchReady(root: string, edit: (file: string, data: Record<string, unknown>) => void): void {
  const contentDir = path.join(root, "content")
  for (const file of globSync("**/*.yaml", { cwd: contentDir })) {
    const data = load(readFileSync(path.join(contentDir, file), "utf8")) as Record<string, unknown>
    // By their top-level field: "address.street" lists "address".
    const listed = new Set(Array.isArray(data.placeholders) ? data.placeholders.map((field) => String(field).split(".")[0]) : [])
    delete data.placeholders
    const ready = Object.fromEntries(Object.entries(data).map(([key, value]) => [key, answered(value, [key], listed.has(key))]))
    edit(file.split(path.sep).join("/"), ready)
    writeFileSync(path.join(contentDir, file), dump(ready, { quotingType: '"', forceQuotes: true, noRefs: true, lineWidth: -1 }))
  }
  const result = checkContent({ root, environment: "production", files: readContentDir(contentDir) })
  if (result.errors.length > 0) throw new Error(`The launch-ready content does not pass the production check:\n${formatReport(result)}`)
}
