/** @jest-environment node */
/**
 * The launch guard that does not depend on the placeholders list
 * (content-model/plausibility.ts): each rule with a real-looking value
 * that passes and an impossible one that is found; the sample data recognised
 * by fingerprint; findings reported with file, line and field; and the
 * must-show: with the lists deleted and only the markers replaced, production
 * still refuses the sample company.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { stringify } from "yaml"

import { checkContent, formatProblem } from "../../content-model/check.ts"
import { findImplausible, fingerprint, germanVatCheckDigit } from "../../content-model/plausibility.ts"
import { readYaml } from "../../content-model/yaml-source.ts"
import { projectRoot } from "../support/content"
import { copyContent, editYaml, removeMarkers, replacePlaceholders, SAMPLE_FIELDS } from "./content-copy"

const COMPANY = "content/company/index.yaml"

/** The message (without the quoted value) for one field set to `value`, or undefined when it passes. */
function problemOf(field: string, value: string, file = COMPANY): string | undefined {
  const data = field.split(".").reduceRight<unknown>((inner, key) => ({ [key]: inner }), value)
  const yaml = readYaml(stringify(data))
  const [hit, ...more] = findImplausible(file, yaml.doc.toJS(), yaml, [])
  expect(more).toEqual([])
  return hit && hit.message.slice(hit.message.indexOf('" ') + 2)
}

describe("each rule passes real data and finds the impossible", () => {
  test("IBAN: the ISO 13616 mod-97 check, spaced or not", () => {
    expect(problemOf("bankAccount.iban", "DE89 3704 0044 0532 0130 00")).toBeUndefined()
    expect(problemOf("bankAccount.iban", "DE89370400440532013000")).toBeUndefined()
    expect(problemOf("bankAccount.iban", "DE89 3704 0044 0532 0130 01")).toMatch(/^ist keine gültige IBAN: Die Prüfziffern .* ISO 13616/)
    expect(problemOf("bankAccount.iban", "DE12 0000 0000 0000 0000 00")).toMatch(/^ist keine gültige IBAN/)
  })

  test("VAT ID: the check digit by ISO 7064 MOD 11,10, and not only zeros", () => {
    // DE136695976 is a published valid German VAT ID; the method must agree with it.
    expect(germanVatCheckDigit("13669597")).toBe(6)
    expect(problemOf("vatId", "DE136695976")).toBeUndefined()
    expect(problemOf("vatId", "DE312345671")).toBeUndefined()
    expect(problemOf("vatId", "DE312345678")).toMatch(/^ist keine gültige USt-IdNr\.: Die letzte Ziffer \(Prüfziffer\) passt nicht/)
    expect(problemOf("vatId", "DE000000003")).toMatch(/^ist keine echte USt-IdNr\.: Sie besteht nur aus Nullen\./)
  })

  test("register number: not only zeros", () => {
    expect(problemOf("registerNumber", "HRB 234567 B")).toBeUndefined()
    expect(problemOf("registerNumber", "HRA 1020")).toBeUndefined()
    expect(problemOf("registerNumber", "HRB 0")).toMatch(/^ist keine echte Registernummer: Die Nummer besteht nur aus Nullen\./)
    expect(problemOf("registerNumber", "HRB 000 B")).toMatch(/^ist keine echte Registernummer/)
  })

  test("postal code: no 00… wherever a postal address appears", () => {
    for (const owner of ["address", "supervisoryAuthority.address", "dataProtectionAuthority.address", "contentResponsible.address"]) {
      expect(problemOf(`${owner}.postalCode`, "01067")).toBeUndefined()
      expect(problemOf(`${owner}.postalCode`, "00000")).toMatch(/^ist keine vergebene Postleitzahl/)
    }
  })

  test("phone: a valid German number by libphonenumber's full metadata", () => {
    for (const field of ["phone.display", "phone.e164"]) {
      expect(problemOf(field, "+49309876543")).toBeUndefined()
      expect(problemOf(field, "+4989218000")).toBeUndefined()
    }
    expect(problemOf("phone.display", "030 9876543")).toBeUndefined()
    expect(problemOf("phone.display", "+49 (0)30 9876543")).toBeUndefined()
    expect(problemOf("phone.display", "+49 30 1")).toMatch(/^ist keine gültige deutsche Telefonnummer/)
    expect(problemOf("phone.display", "+49 199 1234567")).toMatch(/^ist keine gültige deutsche Telefonnummer/)
    expect(problemOf("phone.display", "+41 44 668 18 00")).toMatch(/^ist keine gültige deutsche Telefonnummer/)
  })

  test("phone: not in the Bundesnetzagentur's ranges for film and fiction", () => {
    const fiction = /^liegt in einem Rufnummernbereich, den die Bundesnetzagentur für Filme und Bücher freihält/
    for (const number of [
      "030 23125 000",
      "+49 30 23125 999",
      "069 90009 123",
      "040 66969 456",
      "0221 4710 789",
      "089 99998 000",
      "0152 28817386",
      "0171 3920099",
      "+49 176 04069012",
    ])
      expect(problemOf("phone.display", number)).toMatch(fiction)
    // Next to the ranges: real numbers.
    expect(problemOf("phone.display", "030 23126 000")).toBeUndefined()
    expect(problemOf("phone.display", "0152 28817387")).toBeUndefined()
  })

  test("reserved example domains in e-mail addresses and URLs, in any file", () => {
    const domain = /^enthält eine reservierte Beispieladresse \(example\.com, \.example, \.test, \.invalid, \.localhost\)/
    expect(problemOf("email", "kontakt@example.net")).toMatch(domain)
    expect(problemOf("email", "info@firma.example")).toMatch(domain)
    expect(problemOf("siteUrl", "https://shop.test/", "content/site/index.yaml")).toMatch(domain)
    expect(problemOf("siteUrl", "https://www.firma.invalid", "content/site/index.yaml")).toMatch(domain)
    expect(problemOf("siteUrl", "http://localhost:8000/", "content/site/index.yaml")).toMatch(domain)
    expect(problemOf("siteUrl", "https://app.localhost", "content/site/index.yaml")).toMatch(domain)
    expect(problemOf("intro", "Schreiben Sie an hilfe@example.org.", "content/contact/index.yaml")).toMatch(domain)
    expect(problemOf("email", "info@valimetra.de")).toBeUndefined()
    expect(problemOf("siteUrl", "https://www.example-labor.de", "content/site/index.yaml")).toBeUndefined()
    expect(problemOf("intro", "Beispiele aus der Praxis: Tests, Validierung.", "content/contact/index.yaml")).toBeUndefined()
  })

  test("sample values by fingerprint: with or without marker, case or spacing, only in their own field", () => {
    const sample = /^ist der Beispielwert aus der Vorlage und kann nicht die echte Angabe sein\./
    expect(problemOf("companyName", "Muster Labsoftware GmbH")).toMatch(sample)
    expect(problemOf("companyName", "MUSTER  Labsoftware GmbH (Platzhalter)")).toMatch(sample)
    expect(problemOf("bankAccount.bic", "MUSTDEXXXXX")).toMatch(sample)
    expect(problemOf("companyName", "Valimetra Laborsoftware GmbH")).toBeUndefined()
    // The same text in a field it was not shipped in is not a sample value.
    expect(problemOf("officeHoursNote", "Muster Labsoftware GmbH")).toBeUndefined()
    expect(fingerprint("DE00 0000 0000 0000 0000 00")).toBe(fingerprint("de00000000000000000000"))
  })

  test("the check keeps only fingerprints, never the sample values", () => {
    const source = readFileSync(path.join(projectRoot, "content-model", "sample-fingerprints.ts"), "utf8")
    const entries = source.match(/sha256: "[0-9a-f]{64}"/g) ?? []
    expect(entries.length).toBeGreaterThan(25)
    for (const sample of ["Muster Labsoftware", "Erika Mustermann", "HRB 00000", "DE000000000", "MUSTDEXXXXX"])
      expect(source).not.toContain(sample)
  })

  test("a field the placeholders list already names is not reported twice", () => {
    const yaml = readYaml(stringify({ bankAccount: { iban: "DE00 0000 0000 0000 0000 01" } }))
    const listed = [{ file: COMPANY, line: 1, field: "bankAccount", value: "", message: "" }]
    expect(findImplausible(COMPANY, yaml.doc.toJS(), yaml, listed)).toEqual([])
    expect(findImplausible(COMPANY, yaml.doc.toJS(), yaml, [])).toHaveLength(1)
  })
})

describe("in the content check", () => {
  const lineOfKey = (dir: string, key: string) =>
    readFileSync(path.join(dir, "company/index.yaml"), "utf8")
      .split("\n")
      .findIndex((line) => line.trimStart().startsWith(`${key}:`)) + 1

  test("production refuses an impossible value with file, line, field and explanation; other builds warn", () => {
    const dir = copyContent()
    replacePlaceholders(dir)
    editYaml(dir, "company/index.yaml", (doc) => doc.setIn(["bankAccount", "iban"], "DE89 3704 0044 0532 0130 01"))
    const expected = `${COMPANY}, Zeile ${lineOfKey(dir, "iban")}, Feld "bankAccount.iban": "DE89 3704 0044 0532 0130 01" ist keine gültige IBAN:`
    const production = checkContent({ root: projectRoot, contentDir: dir, environment: "production" })
    expect(production.errors.map(formatProblem)).toEqual([expect.stringContaining(expected)])
    for (const environment of ["preview", "development"] as const) {
      const result = checkContent({ root: projectRoot, contentDir: dir, environment })
      expect(result.errors).toEqual([])
      expect(result.warnings.map(formatProblem)).toEqual([expect.stringContaining(expected)])
    }
  })

  test("must-show: with the placeholders lists deleted and the markers replaced, production names every sample field", () => {
    const dir = copyContent()
    removeMarkers(dir)
    const company = readFileSync(path.join(dir, "company/index.yaml"), "utf8")
    expect(company).not.toMatch(/placeholders:|Platzhalter|BEISPIEL|example\.(com|org|net)/)
    const result = checkContent({ root: projectRoot, contentDir: dir, environment: "production" })
    expect(result.errors.map((p) => `${p.file} ${p.field}`)).toEqual(SAMPLE_FIELDS.map((field) => `${COMPANY} ${field}`))
    expect(formatProblem(result.errors.find((p) => p.field === "vatId")!)).toBe(
      `${COMPANY}, Zeile ${lineOfKey(dir, "vatId")}, Feld "vatId": "DE000000000" ist der Beispielwert aus der Vorlage und kann nicht die echte Angabe sein. Tragen Sie die echte Angabe ein.`,
    )
  })
})
