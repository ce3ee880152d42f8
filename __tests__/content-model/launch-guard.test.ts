/** @jest-environment node */
/**
 * The launch guard (content-model/launch-guard.ts): production refuses
 * sample data, listed or not; other builds only warn.
 */
import path from "node:path"

import { formatReport } from "../../content-model/check.ts"
import { cmsConfig } from "../../content-model/cms-config.ts"
import { LOADING_MODES } from "../../content-model/kind.ts"
import { findSampleData } from "../../content-model/launch-guard.ts"
import { reportCheck } from "../../gatsby/content-nodes.ts"
import { projectRoot } from "../support/content"
import { check, copyContent, editYaml } from "./content-copy"

const COMPANY = "content/company/index.yaml"

/** What the guard says about one value at a dotted path of `file`, or undefined. */
function verdict(field: string, value: string, file: string): string | undefined {
  const data = field.split(".").reduceRight<unknown>((inner, key) => ({ [key]: inner }), value)
  return findSampleData(file, data, String)[0]?.message.replace(/^".*?" /, "")
}

test.each([
  // Marked as samples, in any file.
  ["intro", "Ein Platzhalter-Text (Platzhalter)", "content/home/index.yaml", /^enthält das Wort „Platzhalter“/],
  ["intro", "BEISPIEL Verband", "content/home/index.yaml", /^ist als BEISPIEL markiert/],
  ["intro", "Frist: [vom Betreiber zu bestätigen]", "content/home/index.yaml", /zu bestätigen\]“ markiert/],
  ["intro", "Schreiben Sie an hilfe@example.org.", "content/home/index.yaml", /^enthält eine Beispieladresse/],
  ["siteUrl", "https://shop.test", "content/site/index.yaml", /^enthält eine Beispieladresse/],
  // The sample company's names and X runs, only in the company data.
  ["companyName", "Muster Labsoftware GmbH", COMPANY, /^ist ein Muster-Beispielwert/],
  ["cmsRepository", "muster-labsoftware/website", "content/site/index.yaml", /^ist ein Muster-Beispielwert/],
  ["bankAccount.bic", "MUSTDEXXXXX", COMPANY, /^ist ein Beispielwert/],
  ["memberships", "Mitgliedschaft in Verband XY", COMPANY, /^ist ein Beispielwert/],
  ["intro", "Mustervorlagen für Validierungspläne", "content/home/index.yaml", undefined],
  // Values no company can have.
  ["bankAccount.iban", "DE89 3704 0044 0532 0130 01", COMPANY, /^ist keine gültige IBAN/],
  ["bankAccount.iban", "DE89 3704 0044 0532 0130 00", COMPANY, /^ist die Beispiel-IBAN/],
  ["bankAccount.iban", "DE02100100100006820101", COMPANY, undefined],
  ["vatId", "DE000000000", COMPANY, /^besteht nur aus Nullen/],
  ["vatId", "DE312345678", COMPANY, /Prüfziffer .* passt nicht/],
  // A published ID: its check digit agrees.
  ["vatId", "DE136695976", COMPANY, undefined],
  ["businessId", "DE000000000-00001", COMPANY, /^besteht nur aus Nullen/],
  ["businessId", "DE136695976-00001", COMPANY, undefined],
  ["registerNumber", "HRB 00000", COMPANY, /^besteht nur aus Nullen/],
  ["registerNumber", "HRB 1020", COMPANY, undefined],
  ["contentResponsible.address.postalCode", "12345", COMPANY, /^ist keine Postleitzahl einer echten Anschrift/],
  ["address.postalCode", "00123", COMPANY, /^ist keine Postleitzahl einer echten Anschrift/],
  ["address.postalCode", "01067", COMPANY, undefined],
  ["phone.display", "+49 30 1", COMPANY, /^ist keine gültige deutsche Telefonnummer/],
  ["phone.display", "+41 44 668 18 00", COMPANY, /^ist keine gültige deutsche Telefonnummer/],
  ["phone.e164", "+493023125456", COMPANY, /für Filme freihält/],
  ["phone.display", "+49 (0)30 9876543", COMPANY, undefined],
])("%s: %s", (field, value, file, expected) => {
  expect(verdict(field, value, file)).toEqual(expected && expect.stringMatching(expected))
})

test("a listed field is reported once, as a placeholder, with all its values; left empty, it stays open until it leaves the list", () => {
  const phone = { display: "+49 30 23125 456", e164: "+493023125456" }
  expect(findSampleData(COMPANY, { placeholders: ["phone", "businessId"], phone, vatId: "DE136695976" }, String)).toEqual([
    { path: ["phone"], message: expect.stringMatching(/^"\+49 30 23125 456, \+493023125456" ist noch ein Platzhalter\./) },
    // That is how the operator says there is none.
    { path: ["businessId"], message: expect.stringMatching(/^Das Feld ist leer, steht aber noch in placeholders\./) },
  ])
})

test.each(LOADING_MODES)("loading mode %s: an open item in the other mode's texts is not open, one in its own is", (mode) => {
  const dir = copyContent()
  const open = " [vom Betreiber zu bestätigen: Rechtsgrundlage]"
  editYaml(dir, "site/index.yaml", (data) => (data.tagManager.loadingMode = mode))
  editYaml(dir, "datenschutz/index.yaml", (data) => {
    for (const texts of Object.values<{ paragraphs: string[] }>(data.analytics)) texts.paragraphs[0] += open
    for (const recipient of data.recipients.items) recipient.legalBasis += open
  })
  const { sampleData, data } = check(dir)
  const fields = sampleData.map((problem) => problem.field)
  for (const other of LOADING_MODES) expect(fields.includes(`analytics.${other}.paragraphs[1]`)).toBe(other === mode)
  const { recipients } = data.get("datenschutz/index.yaml") as { recipients: { items: { loadingMode?: string }[] } }
  recipients.items.forEach(({ loadingMode }, index) =>
    expect(fields.includes(`recipients.items[${index + 1}].legalBasis`)).toBe(loadingMode === undefined || loadingMode === mode),
  )
})

test("the real content: warnings in other builds, errors in production, each listed field among them, named as the CMS labels it, listed under its file", () => {
  const development = check(path.join(projectRoot, "content"))
  const production = check(path.join(projectRoot, "content"), "production")
  expect(development.errors).toEqual([])
  expect(production.errors).toEqual(development.sampleData)
  // The build (reportCheck, before public/ is written) warns with the report, and stops on errors with it.
  const [developing, launching] = [development, production].map((result) => {
    const reporter = { panic: jest.fn(), warn: jest.fn(), info: jest.fn() }
    reportCheck(result, reporter as never)
    return reporter
  })
  expect(developing!.panic).not.toHaveBeenCalled()
  expect(developing!.warn).toHaveBeenCalledWith(formatReport(development))
  expect(launching!.panic).toHaveBeenCalledWith(expect.stringContaining(formatReport(production)))
  const forms = cmsConfig(projectRoot, "production").collections[0]!.files
  for (const file of ["company/index.yaml", "site/index.yaml"]) {
    const { placeholders: listed } = development.data.get(file) as { placeholders?: string[] }
    // The list as the form shows it: its label, each field by its label.
    const list = forms.find((form) => form.file === `content/${file}`)!.fields.find((field) => field.name === "placeholders")!
    const options = list.options as { label: string; value: string }[]
    for (const field of listed ?? []) {
      const label = options.find((option) => option.value === field)!.label
      const { message } = production.errors.find((problem) => problem.file === `content/${file}` && problem.field === field)!
      for (const named of [`„${label}“ (${field})`, `„${list.label}“ (placeholders)`]) expect(message).toContain(named)
    }
  }
  // The report lists every open operator fact under its file, each file once, with line and field.
  const report = formatReport(production).split("\n")
  const fileLine = (file: string) => report.findIndex((line) => line.startsWith(`  ${file} (`))
  const files = [...new Set(production.sampleData.map((problem) => problem.file))]
  expect(files.length).toBeGreaterThan(1)
  for (const file of files) expect(report.filter((line) => line.startsWith(`  ${file} (`))).toHaveLength(1)
  for (const { file, line, field, message } of production.sampleData) {
    const at = report.indexOf(`    • Zeile ${line}, Feld "${field}": ${message}`)
    // Under its own file's heading: the nearest heading above it.
    expect(at).toBeGreaterThan(-1)
    expect(Math.max(...files.map(fileLine).filter((heading) => heading < at))).toBe(fileLine(file))
  }
})
