/**
 * Temp copies of content/ for the content-check tests: the real files, with
 * broken cases (broken-content.ts) or edits laid over them. Pages (the valid
 * link targets) stay those of the project.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { isScalar, parseDocument, visit } from "yaml"

import { projectRoot } from "../support/content"
import { applyCase, type BrokenCase } from "./broken-content"

/** A copy of content/ in a temp dir, with the given broken cases applied. */
export function copyContent(...cases: BrokenCase[]): string {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), "content-check-")), "content")
  cpSync(path.join(projectRoot, "content"), dir, { recursive: true })
  for (const brokenCase of cases) applyCase(dir, brokenCase)
  return dir
}

/** A project root for gatsby/site-settings: the copy's parent plus a copy of the real src/pages. */
export function projectWithContent(contentDir: string): string {
  const root = path.dirname(contentDir)
  cpSync(path.join(projectRoot, "src", "pages"), path.join(root, "src", "pages"), { recursive: true })
  return root
}

/** Edits a YAML file of the copy through the document model (comments stay). */
export function editYaml(contentDir: string, relative: string, edit: (doc: ReturnType<typeof parseDocument>) => void): void {
  const file = path.join(contentDir, relative)
  const doc = parseDocument(readFileSync(file, "utf8"))
  edit(doc)
  writeFileSync(file, String(doc))
}

/** What a company would enter before launch: every placeholder replaced by real-looking data. */
export function replacePlaceholders(contentDir: string): void {
  const address = { street: "Invalidenstraße 117", postalCode: "10115", city: "Berlin", country: "Deutschland", countryCode: "DE" }
  confirmOperatorFacts(contentDir)
  editYaml(contentDir, "company/index.yaml", (doc) => {
    doc.delete("placeholders")
    doc.set("companyName", "Valimetra Laborsoftware GmbH")
    doc.set("managingDirectors", ["Dr. Anna Schneider"])
    doc.set("address", address)
    doc.set("phone", { display: "+49 30 9876543", e164: "+49309876543" })
    doc.set("email", "info@valimetra.de")
    doc.set("registerCourt", "Amtsgericht Charlottenburg")
    doc.set("registerNumber", "HRB 234567 B")
    doc.set("vatId", "DE312345671")
    doc.set("bankAccount", { bankName: "Berliner Volksbank", iban: "DE89 3704 0044 0532 0130 00", bic: "BEVODEBBXXX" })
    doc.set("trademark", "Valimetra ist eine eingetragene Marke der Valimetra Laborsoftware GmbH.")
    doc.set("businessPurpose", "Entwicklung und Vertrieb von Software für Laboratorien.")
    doc.set("memberships", ["Mitglied der IHK Berlin"])
    doc.set("dataProtectionAuthority", {
      name: "Berliner Beauftragte für Datenschutz und Informationsfreiheit",
      address: { street: "Alt-Moabit 59–61", postalCode: "10555", city: "Berlin", country: "Deutschland", countryCode: "DE" },
      url: "https://www.datenschutz-berlin.de",
    })
    doc.set("contentResponsible", { name: "Dr. Anna Schneider", address })
  })
  editYaml(contentDir, "site/index.yaml", (doc) => {
    doc.delete("placeholders")
    doc.set("siteUrl", "https://www.valimetra.de")
    doc.set("bookingUrl", "https://termine.valimetra.de/demo")
    doc.set("privacyPdfUrl", "https://www.valimetra.de/datenschutzhinweise.pdf")
    doc.setIn(["tagManager", "containerId"], "GTM-5K2L9QX")
  })
}

/**
 * What a careless launch looks like: the placeholders lists deleted and only the obvious markers
 * replaced – „Platzhalter“, BEISPIEL, the example domains, GTM-XXXXXXX – while the sample company
 * data stays. The launch guard must still refuse it.
 */
/** The facts the privacy notice marks „[vom Betreiber zu bestätigen]“, confirmed. */
function confirmOperatorFacts(contentDir: string): void {
  const privacy = path.join(contentDir, "datenschutz/index.yaml")
  writeFileSync(privacy, readFileSync(privacy, "utf8").replace(/\[vom Betreiber zu bestätigen[^\]]*\]/g, "(bestätigt)"))
}

export function removeMarkers(contentDir: string): void {
  confirmOperatorFacts(contentDir)
  const unmark = (value: string): string =>
    value
      .replace(/\s*\(Platzhalter\)/g, "")
      .replace(/^Platzhalter:\s*/, "")
      .replace(/\bBEISPIEL\b\s*/g, "")
      .replace(/\bexample\.(?:com|org|net)\b/g, "muster-labsoftware.de")
      .replace(/^GTM-X+$/, "GTM-5K2L9QX")
  for (const file of ["company/index.yaml", "site/index.yaml"]) {
    editYaml(contentDir, file, (doc) => {
      doc.delete("placeholders")
      visit(doc, {
        Pair(_, pair) {
          if (isScalar(pair.value) && typeof pair.value.value === "string") pair.value.value = unmark(pair.value.value)
        },
        Seq(_, seq) {
          for (const item of seq.items) if (isScalar(item) && typeof item.value === "string") item.value = unmark(item.value)
        },
      })
    })
  }
}

/** The fields of content/company/index.yaml that still hold sample data after removeMarkers, in file order. */
export const SAMPLE_FIELDS = [
  "companyName",
  "managingDirectors[1]",
  "address.street",
  "address.postalCode",
  "address.city",
  "phone.display",
  "phone.e164",
  "registerCourt",
  "registerNumber",
  "vatId",
  "bankAccount.bankName",
  "bankAccount.iban",
  "bankAccount.bic",
  "trademark",
  "memberships[1]",
  "memberships[2]",
  "dataProtectionAuthority.name",
  "dataProtectionAuthority.address.street",
  "dataProtectionAuthority.address.postalCode",
  "dataProtectionAuthority.address.city",
  "contentResponsible.name",
  "contentResponsible.address.street",
  "contentResponsible.address.postalCode",
  "contentResponsible.address.city",
] as const
