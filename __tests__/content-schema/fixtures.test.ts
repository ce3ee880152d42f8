/** @jest-environment node */
/**
 * Broken YAML files (__tests__/content-schema/fixtures/<case>/<file>), each laid
 * over a copy of the real content and fed through the content check. Every
 * case asserts the whole list of problems: file, line, field and the German
 * message — so a fixture with one mistake reports exactly that one.
 */
import { readdirSync } from "node:fs"

import { checkContent, formatProblem, type ContentProblem } from "../../build/content-model/check.ts"
import { projectRoot } from "../support/content"
import { copyContent, fixturesDir } from "./content-copy"

type Expected = { file: string; line: number; field: string; message: RegExp }

function problemsOf(fixture: string): ContentProblem[] {
  return checkContent({ root: projectRoot, contentDir: copyContent(fixture), environment: "development" }).errors
}

const cases: Record<string, Expected[]> = {
  "tab-indentation": [
    { file: "content/contact/index.yaml", line: 14, field: "heading", message: /^Die Zeile ist mit einem Tabulator eingerückt\. YAML erlaubt zum Einrücken nur Leerzeichen/ },
  ],
  "bad-indentation": [
    { file: "content/company/index.yaml", line: 37, field: "country", message: /^Die Einrückung stimmt nicht\. Felder derselben Ebene müssen mit genau gleich vielen Leerzeichen beginnen/ },
  ],
  "unclosed-quote": [
    { file: "content/home/index.yaml", line: 12, field: "eyebrow", message: /^Ein Anführungszeichen wurde geöffnet, aber nicht geschlossen\. Setzen Sie am Ende des Textes das schließende "/ },
  ],
  "straight-quotes-in-text": [
    { file: "content/contact/index.yaml", line: 35, field: "heading", message: /gerade Anführungszeichen " mitten im Text\. Verwenden Sie im Text „deutsche“ Anführungszeichen\.$/ },
  ],
  "duplicate-key": [
    { file: "content/impressum/index.yaml", line: 29, field: "iban", message: /^Dieser Schlüssel steht in diesem Abschnitt zweimal\./ },
  ],
  "missing-field": [
    { file: "content/contact/index.yaml", line: 6, field: "responseNote", message: /^Das Pflichtfeld fehlt \(Hinweis zur Antwortzeit\)\. Ergänzen Sie "responseNote:" – erwartet wird ein Text\./ },
  ],
  "misspelt-key": [
    { file: "content/contact/index.yaml", line: 6, field: "hoursHeading", message: /^Das Pflichtfeld fehlt \(Überschrift der Bürozeiten\)\./ },
    { file: "content/contact/index.yaml", line: 26, field: "hoursHeadline", message: /^Das Feld "hoursHeadline" gibt es hier nicht\. Meinten Sie "hoursHeading"\? Erlaubt sind hier: "seo", / },
  ],
  "wrong-type": [
    { file: "content/company/index.yaml", line: 31, field: "foundingYear", message: /^"2017" ist keine ganze Zahl\. Schreiben Sie eine Zahl ohne Anführungszeichen/ },
  ],
  "empty-text": [
    { file: "content/impressum/index.yaml", line: 10, field: "heading", message: /^Der Text ist leer\. Tragen Sie einen Text zwischen die Anführungszeichen ein\.$/ },
  ],
  "invalid-email": [
    { file: "content/company/index.yaml", line: 43, field: "email", message: /^"info@firma" ist keine gültige E-Mail-Adresse\. Schreiben Sie die Adresse vollständig, z\. B\. "info@firma\.de"\.$/ },
  ],
  "invalid-url": [
    { file: "content/site/index.yaml", line: 20, field: "bookingUrl", message: /^"www\.termine\.de\/demo" ist keine gültige Internetadresse\. Schreiben Sie sie vollständig mit https:\/\/ am Anfang/ },
  ],
  "invalid-phone": [
    { file: "content/company/index.yaml", line: 41, field: "phone.display", message: /^"Tel\. 030 23125 456" ist keine gültige Telefonnummer\. Schreiben Sie sie international wie "\+49 30 1234567" oder deutsch wie "030 1234567"/ },
  ],
  "invalid-e164": [
    { file: "content/company/index.yaml", line: 42, field: "phone.e164", message: /^"0049 30 23125456" ist keine Telefonnummer im Format E\.164\./ },
    { file: "content/company/index.yaml", line: 42, field: "phone.e164", message: /^"0049 30 23125456" ist nicht dieselbe Nummer wie phone\.display \("\+49 30 23125 456" ergibt "\+493023125456"\)/ },
  ],
  "invalid-time": [
    { file: "content/company/index.yaml", line: 53, field: "officeHours[1].opens", message: /^"9 Uhr" ist keine gültige Uhrzeit\. Schreiben Sie Stunden und Minuten zweistellig im Format HH:MM/ },
  ],
  "time-order": [
    { file: "content/company/index.yaml", line: 54, field: "officeHours[1].closes", message: /^"08:30" liegt nicht nach dem Beginn "09:00"\./ },
  ],
  "invalid-date": [
    { file: "content/datenschutz/index.yaml", line: 13, field: "lastUpdated", message: /^"23\.11\.2026" ist kein gültiges Datum\. Schreiben Sie es als JJJJ-MM-TT/ },
  ],
  "unquoted-date": [
    { file: "content/datenschutz/index.yaml", line: 13, field: "lastUpdated", message: /^Das Datum 2026-11-24 steht ohne Anführungszeichen und würde als Zeitpunkt gelesen\. Setzen Sie es in Anführungszeichen: "2026-11-24"\.$/ },
  ],
  "unknown-route": [
    { file: "content/layout/index.yaml", line: 28, field: "footer.links[1].href", message: /^Die Seite "\/impresum\/" gibt es auf dieser Website nicht\. Meinten Sie "\/impressum\/"\? Vorhandene Seiten: "\/", "\/datenschutz\/", "\/impressum\/" und "\/kontakt\/"\.$/ },
  ],
  "invalid-price": [
    { file: "content/home/index.yaml", line: 103, field: "pricing.lowPrice", message: /^"250 EUR" ist kein gültiger Preis\. Schreiben Sie den Betrag in ganzen Euro ohne Anführungszeichen/ },
  ],
  "unknown-icon": [
    { file: "content/home/index.yaml", line: 38, field: "features.items[2].icon", message: /^"charts" ist hier nicht erlaubt\. Erlaubt sind "calculator", "chart", "report", "assistant", "shield" oder "clock"\. Meinten Sie "chart"\?$/ },
  ],
  "wrong-loading-mode": [
    { file: "content/site/index.yaml", line: 26, field: "tagManager.loadingMode", message: /^"sometimes" ist hier nicht erlaubt\. Erlaubt sind "advanced" oder "basic"\.$/ },
  ],
  "empty-list": [
    { file: "content/company/index.yaml", line: 29, field: "managingDirectors", message: /^Die Liste ist leer\. Tragen Sie mindestens einen Eintrag ein/ },
  ],
  "placeholder-typo": [
    { file: "content/company/index.yaml", line: 12, field: "placeholders[3]", message: /^"adress" ist hier nicht erlaubt\. .* Meinten Sie "address"\?$/ },
  ],
  "error-heading-changed": [
    { file: "content/errors/not-found.yaml", line: 10, field: "heading", message: /^"Seite nicht gefunden" ist nicht die vorgegebene Überschrift\. Für kind "not-found" lautet sie genau "Oops! Page not found"\.$/ },
  ],
  "several-mistakes": [
    { file: "content/contact/index.yaml", line: 10, field: "heading", message: /^Der Text ist leer\./ },
    { file: "content/contact/index.yaml", line: 13, field: "quickContact.callLabel", message: /^Das Pflichtfeld fehlt \(Text der Anrufen-Schaltfläche\)\. Ergänzen Sie "callLabel:" im Abschnitt "quickContact"/ },
    { file: "content/contact/index.yaml", line: 15, field: "quickContact.callLable", message: /^Das Feld "callLable" gibt es hier nicht\. Meinten Sie "callLabel"\?/ },
    { file: "content/contact/index.yaml", line: 20, field: "details.emailLabel", message: /^Das Pflichtfeld fehlt \(Beschriftung E-Mail\)\. Ergänzen Sie "emailLabel:" im Abschnitt "details"/ },
    { file: "content/contact/index.yaml", line: 25, field: "hoursHeading", message: /^Erwartet wird ein Text, gefunden wurde die Zahl 42\. Setzen Sie den Text in Anführungszeichen/ },
    { file: "content/contact/index.yaml", line: 31, field: "appointment.linkLabel", message: /^Das Feld ist leer \(Linktext\)\. Erwartet wird ein Text\./ },
  ],
}

describe("broken YAML fixtures", () => {
  test("every fixture folder has expectations, and there are at least 15", () => {
    expect(readdirSync(fixturesDir).sort()).toEqual(Object.keys(cases).sort())
    expect(Object.keys(cases).length).toBeGreaterThanOrEqual(15)
  })

  test.each(Object.entries(cases))("%s", (fixture, expected) => {
    const problems = problemsOf(fixture)
    expect(problems.map(({ file, line, field }) => ({ file, line, field }))).toEqual(
      expected.map(({ file, line, field }) => ({ file, line, field })),
    )
    problems.forEach((problem, i) => expect(problem.message).toMatch(expected[i]!.message))
  })

  test("the printed line names file, line and field before the message", () => {
    const [problem] = problemsOf("invalid-email")
    expect(formatProblem(problem!)).toBe(
      'content/company/index.yaml, Zeile 43, Feld "email": "info@firma" ist keine gültige E-Mail-Adresse. Schreiben Sie die Adresse vollständig, z. B. "info@firma.de".',
    )
  })

  test("mistakes in several files are all reported in one run", () => {
    const dir = copyContent("several-mistakes")
    require("node:fs").cpSync(`${fixturesDir}/invalid-email`, dir, { recursive: true })
    require("node:fs").cpSync(`${fixturesDir}/unknown-route`, dir, { recursive: true })
    const files = checkContent({ root: projectRoot, contentDir: dir, environment: "development" }).errors.map((p) => p.file)
    expect(new Set(files)).toEqual(new Set(["content/contact/index.yaml", "content/company/index.yaml", "content/layout/index.yaml"]))
    expect(files).toHaveLength(8)
  })
})
