/**
 * Broken content for the content-check tests: each case is a real file under
 * content/ plus small patches (one changed value, key or character each) and
 * the problems the check must report. Lines are found by key path in the text
 * and expected lines are computed from the patched text, so editing the
 * content does not break these tests.
 */
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"

import { projectRoot } from "../support/content"

/** Keys and list positions (from 0) leading to a line, e.g. ["officeHours", 0, "opens"]. */
export type KeyPath = readonly (string | number)[]

export interface Patch {
  at: KeyPath
  /** The lines at `at` (the key's line and, for a block value, the deeper lines below it) → their replacement. */
  edit: (lines: string[]) => string[]
  /** Where the result of the edit starts, relative to the line of `at` (a duplicated line: 1). */
  shift?: number
}

/** Where an expected problem is: the line a patch changed, the line of a key, or the file's first field. */
export type LineRef = { patch: number } | { key: KeyPath } | "first field"

export interface ExpectedProblem {
  line: LineRef
  field: string
  message: RegExp
}

export interface BrokenCase {
  /** Relative to content/, e.g. company/index.yaml */
  file: string
  /** Listed top to bottom, so the lines of earlier patches stay valid. */
  patches: Patch[]
  /** Every problem the check reports, in its order (by line). */
  problems: ExpectedProblem[]
}

const leading = (line: string): number => /^\s*/.exec(line)![0].length
const isContent = (line: string): boolean => line.trim() !== "" && !line.trimStart().startsWith("#")
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** The content lines inside the node on line `index` (-1: the whole file): those indented deeper, up to the first that is not. */
function childrenOf(lines: readonly string[], index: number): number[] {
  const children: number[] = []
  for (let i = index + 1; i < lines.length; i++) {
    if (!isContent(lines[i]!)) continue
    if (index >= 0 && leading(lines[i]!) <= leading(lines[index]!)) break
    children.push(i)
  }
  return children
}

/** The line index (from 0) of a key path: a key is a direct field of the node before it, a number the nth "- " entry. */
function lineIndexOf(lines: readonly string[], at: KeyPath): number {
  let current = -1
  for (const step of at) {
    const children = childrenOf(lines, current)
    const column = children.length > 0 ? leading(lines[children[0]!]!) : -1
    const direct = children.filter((i) => leading(lines[i]!) === column)
    let found: number | undefined
    if (typeof step === "number") {
      found = direct.filter((i) => /^\s*- /.test(lines[i]!))[step]
    } else {
      const key = new RegExp(`^\\s*${escape(step)}:(?:\\s|$)`)
      const onEntry = current >= 0 && new RegExp(`^\\s*- ${escape(step)}:(?:\\s|$)`).test(lines[current]!)
      found = onEntry ? current : direct.find((i) => key.test(lines[i]!))
    }
    if (found === undefined) throw new Error(`${JSON.stringify(step)} of ${JSON.stringify(at)} not found`)
    current = found
  }
  return current
}

/** Number of lines of the field on line `start`: its line and the lines of its block value, deeper than its key. */
function blockLength(lines: readonly string[], start: number): number {
  const keyColumn = /^\s*(?:- )?/.exec(lines[start]!)![0].length
  let end = start + 1
  while (end < lines.length && (!isContent(lines[end]!) || leading(lines[end]!) > keyColumn)) end++
  while (end > start + 1 && !isContent(lines[end - 1]!)) end--
  return end - start
}

/** The patched text and the line (from 1) of each patch in it. */
function applyPatches(text: string, patches: readonly Patch[]): { text: string; lines: number[] } {
  let lines = text.split("\n")
  const patchLines: number[] = []
  for (const patch of patches) {
    const start = lineIndexOf(lines, patch.at)
    const length = blockLength(lines, start)
    lines = [...lines.slice(0, start), ...patch.edit(lines.slice(start, start + length)), ...lines.slice(start + length)]
    const line = start + 1 + (patch.shift ?? 0)
    if (patchLines.length > 0 && line <= patchLines[patchLines.length - 1]!) throw new Error("list the patches of a case top to bottom")
    patchLines.push(line)
  }
  return { text: lines.join("\n"), lines: patchLines }
}

/** The line (from 1) a problem is expected on, in the patched text. */
function expectedLine(patched: { text: string; lines: number[] }, ref: LineRef): number {
  const lines = patched.text.split("\n")
  if (ref === "first field") return lines.findIndex((line) => line.trim() !== "" && !line.startsWith("#")) + 1
  if ("patch" in ref) return patched.lines[ref.patch]!
  return lineIndexOf(lines, ref.key) + 1
}

// Patches
/** Replaces the value (also a block list below the key) by `yaml`, e.g. `"info@firma"`, `[]`, or nothing. */
const setValue = (at: KeyPath, yaml: string): Patch => ({
  at,
  edit: ([line]) => [`${/^\s*(?:- )?[^:]+:/.exec(line!)![0]}${yaml === "" ? "" : ` ${yaml}`}`],
})
/** Changes the text of the line only. */
const replaceOnLine = (at: KeyPath, search: RegExp | string, replacement: string): Patch => ({
  at,
  edit: ([line, ...rest]) => [line!.replace(search, replacement), ...rest],
})
const renameKey = (at: KeyPath, key: string): Patch => replaceOnLine(at, new RegExp(`\\b${escape(String(at[at.length - 1]))}:`), `${key}:`)
const removeField = (at: KeyPath): Patch => ({ at, edit: () => [] })
const duplicateLine = (at: KeyPath): Patch => ({ at, edit: ([line, ...rest]) => [line!, line!, ...rest], shift: 1 })

/** Every case: name → file, patches, expected problems. */
export const brokenCases: Record<string, BrokenCase> = {
  "tab-indentation": {
    file: "contact/index.yaml",
    patches: [replaceOnLine(["quickContact", "heading"], /^ +/, "\t")],
    problems: [
      {
        line: { patch: 0 },
        field: "heading",
        message: /^Die Zeile ist mit einem Tabulator eingerückt\. YAML erlaubt zum Einrücken nur Leerzeichen/,
      },
    ],
  },
  "bad-indentation": {
    file: "company/index.yaml",
    patches: [replaceOnLine(["address", "country"], /^ {2}/, " ")],
    problems: [
      {
        line: { patch: 0 },
        field: "country",
        message: /^Die Einrückung stimmt nicht\. Felder derselben Ebene müssen mit genau gleich vielen Leerzeichen beginnen/,
      },
    ],
  },
  "unclosed-quote": {
    file: "home/index.yaml",
    patches: [replaceOnLine(["hero", "eyebrow"], /"$/, "")],
    problems: [
      {
        line: { patch: 0 },
        field: "eyebrow",
        message: /^Ein Anführungszeichen wurde geöffnet, aber nicht geschlossen\. Setzen Sie am Ende des Textes das schließende "/,
      },
    ],
  },
  "straight-quotes-in-text": {
    file: "contact/index.yaml",
    patches: [setValue(["consulting", "heading"], '"Die "richtige" Beratung"')],
    problems: [
      {
        line: { patch: 0 },
        field: "heading",
        message: /gerade Anführungszeichen " mitten im Text\. Verwenden Sie im Text „deutsche“ Anführungszeichen\.$/,
      },
    ],
  },
  "duplicate-key": {
    file: "impressum/index.yaml",
    patches: [duplicateLine(["labels", "iban"])],
    problems: [{ line: { patch: 0 }, field: "iban", message: /^Dieser Schlüssel steht in diesem Abschnitt zweimal\./ }],
  },
  "missing-field": {
    file: "contact/index.yaml",
    patches: [removeField(["responseNote"])],
    problems: [
      {
        line: "first field",
        field: "responseNote",
        message: /^Das Pflichtfeld fehlt \(Hinweis zur Antwortzeit\)\. Ergänzen Sie "responseNote:" – erwartet wird ein Text\./,
      },
    ],
  },
  "misspelt-key": {
    file: "contact/index.yaml",
    patches: [renameKey(["hoursHeading"], "hoursHeadline")],
    problems: [
      { line: "first field", field: "hoursHeading", message: /^Das Pflichtfeld fehlt \(Überschrift der Bürozeiten\)\./ },
      {
        line: { patch: 0 },
        field: "hoursHeadline",
        message: /^Das Feld "hoursHeadline" gibt es hier nicht\. Meinten Sie "hoursHeading"\? Erlaubt sind hier: "seo", /,
      },
    ],
  },
  "wrong-type": {
    file: "company/index.yaml",
    patches: [setValue(["foundingYear"], '"2017"')],
    problems: [
      {
        line: { patch: 0 },
        field: "foundingYear",
        message: /^"2017" ist keine ganze Zahl\. Schreiben Sie eine Zahl ohne Anführungszeichen/,
      },
    ],
  },
  "half-filled-supervisory-authority": {
    file: "company/index.yaml",
    // A section with the name only, entered above dataProtectionAuthority.
    patches: [
      { at: ["dataProtectionAuthority"], edit: (lines) => ["supervisoryAuthority:", '  name: "Gewerbeamt Musterstadt"', ...lines] },
    ],
    problems: [
      {
        line: { patch: 0 },
        field: "supervisoryAuthority.licence",
        message: /^Das Pflichtfeld fehlt \(Die Zulassung, auf die sich die Aufsicht bezieht/,
      },
      { line: { patch: 0 }, field: "supervisoryAuthority.address", message: /^Das Pflichtfeld fehlt \(Anschrift der Behörde\)/ },
      { line: { patch: 0 }, field: "supervisoryAuthority.url", message: /^Das Pflichtfeld fehlt \(Website der Behörde/ },
      // After the missing fields: it says what else the editor may do (delete the section).
      {
        line: { patch: 0 },
        field: "supervisoryAuthority",
        message:
          /^Die Aufsichtsbehörde ist nur zum Teil ausgefüllt, es fehlen "licence", "address" und "url"\. .*oder löschen Sie den ganzen Abschnitt, wenn die Tätigkeit keine behördliche Zulassung braucht/,
      },
    ],
  },
  "country-name-as-code": {
    file: "company/index.yaml",
    patches: [setValue(["address", "countryCode"], '"Deutschland"')],
    problems: [{ line: { patch: 0 }, field: "address.countryCode", message: /^"Deutschland" ist kein Ländercode nach ISO 3166-1\./ }],
  },
  "founding-year-sentence-without-year": {
    file: "home/index.yaml",
    patches: [setValue(["hero", "foundedNote"], '"Seit 2017 entwickeln wir Software."')],
    problems: [
      { line: { patch: 0 }, field: "hero.foundedNote", message: /^"Seit 2017 entwickeln wir Software\." enthält kein \{year\}\./ },
    ],
  },
  "example-report-numbers": {
    file: "home/index.yaml",
    patches: [
      setValue(["hero", "example", "results", 0, "value"], '"1.4"'),
      setValue(["hero", "example", "results", 0, "limit"], "3"),
      setValue(["hero", "example", "results", 1, "operator"], '"<="'),
      replaceOnLine(["hero", "example", "linearity", "points", 2], 'nominal: "200"', 'nominal: "100"'),
    ],
    problems: [
      {
        line: { patch: 0 },
        field: "hero.example.results[1].value",
        message: /^"1\.4" ist keine Zahl in der erwarteten Schreibweise\. Schreiben Sie die Zahl mit Komma und ohne Einheit, z\. B\. "1,4"/,
      },
      {
        line: { patch: 1 },
        field: "hero.example.results[1].limit",
        message: /^"3" steht ohne Anführungszeichen\. Schreiben Sie die Zahl mit Komma in Anführungszeichen, z\. B\. "1,4"\.$/,
      },
      {
        line: { patch: 2 },
        field: "hero.example.results[2].operator",
        message: /^"<=" ist hier nicht erlaubt\. Erlaubt sind "≤", "≥" oder "±"\./,
      },
      {
        line: { patch: 3 },
        field: "hero.example.linearity.points[3].nominal",
        message:
          /^Der Sollwert "100" ist nicht größer als der des vorigen Punkts \("100"\)\. Tragen Sie die Punkte nach steigendem Sollwert ein/,
      },
    ],
  },
  "example-report-field-missing": {
    file: "home/index.yaml",
    patches: [removeField(["hero", "example", "marker"])],
    problems: [
      {
        line: { key: ["hero", "example"] },
        field: "hero.example.marker",
        message:
          /^Das Pflichtfeld fehlt \(Kennzeichnung als Beispiel, gut sichtbar oben im Bericht.*\)\. Ergänzen Sie "marker:" im Abschnitt "hero\.example"/,
      },
    ],
  },
  "empty-text": {
    file: "impressum/index.yaml",
    patches: [setValue(["heading"], '""')],
    problems: [
      { line: { patch: 0 }, field: "heading", message: /^Der Text ist leer\. Tragen Sie einen Text zwischen die Anführungszeichen ein\.$/ },
    ],
  },
  "share-line-too-long": {
    file: "impressum/index.yaml",
    patches: [setValue(["seo", "shareImage", "line"], `"${"Anbieterangaben ".repeat(8).trim()}"`)],
    problems: [
      {
        line: { patch: 0 },
        field: "seo.shareImage.line",
        message: /^Der Text ist 127 Zeichen lang; hier passen höchstens 120\. Kürzen Sie ihn\.$/,
      },
    ],
  },
  "share-image-missing": {
    file: "contact/index.yaml",
    patches: [removeField(["seo", "shareImage"])],
    problems: [
      {
        line: { key: ["seo"] },
        field: "seo.shareImage",
        message: /^Das Pflichtfeld fehlt \(Vorschaubild beim Teilen der Seite/,
      },
    ],
  },
  "invalid-email": {
    file: "company/index.yaml",
    patches: [setValue(["email"], '"info@firma"')],
    problems: [
      {
        line: { patch: 0 },
        field: "email",
        message: /^"info@firma" ist keine gültige E-Mail-Adresse\. Schreiben Sie die Adresse vollständig, z\. B\. "info@firma\.de"\.$/,
      },
    ],
  },
  "invalid-url": {
    file: "site/index.yaml",
    patches: [setValue(["bookingUrl"], '"www.termine.de/demo"')],
    problems: [
      {
        line: { patch: 0 },
        field: "bookingUrl",
        message: /^"www\.termine\.de\/demo" ist keine gültige Internetadresse\. Schreiben Sie sie vollständig mit https:\/\/ am Anfang/,
      },
    ],
  },
  "invalid-phone": {
    file: "company/index.yaml",
    patches: [setValue(["phone", "display"], '"Tel. 030 23125 456"')],
    problems: [
      {
        line: { patch: 0 },
        field: "phone.display",
        message:
          /^"Tel\. 030 23125 456" ist keine gültige Telefonnummer\. Schreiben Sie sie international wie "\+49 30 1234567" oder deutsch wie "030 1234567"/,
      },
    ],
  },
  "invalid-e164": {
    file: "company/index.yaml",
    patches: [setValue(["phone", "e164"], '"0049 30 23125456"')],
    problems: [
      { line: { patch: 0 }, field: "phone.e164", message: /^"0049 30 23125456" ist keine Telefonnummer im Format E\.164\./ },
      {
        line: { patch: 0 },
        field: "phone.e164",
        message:
          /^"0049 30 23125456" ist nicht dieselbe Nummer wie phone\.display \("[^"]+" ergibt "\+\d+"\)\. Tragen Sie in beiden Feldern dieselbe Nummer ein\.$/,
      },
    ],
  },
  "invalid-time": {
    file: "company/index.yaml",
    patches: [setValue(["officeHours", 0, "opens"], '"9 Uhr"')],
    problems: [
      {
        line: { patch: 0 },
        field: "officeHours[1].opens",
        message: /^"9 Uhr" ist keine gültige Uhrzeit\. Schreiben Sie Stunden und Minuten zweistellig im Format HH:MM/,
      },
    ],
  },
  "time-order": {
    file: "company/index.yaml",
    patches: [setValue(["officeHours", 0, "closes"], '"00:00"')],
    problems: [{ line: { patch: 0 }, field: "officeHours[1].closes", message: /^"00:00" liegt nicht nach dem Beginn "\d\d:\d\d"\./ }],
  },
  "invalid-date": {
    file: "datenschutz/index.yaml",
    patches: [setValue(["lastUpdated"], '"23.11.2026"')],
    problems: [
      { line: { patch: 0 }, field: "lastUpdated", message: /^"23\.11\.2026" ist kein gültiges Datum\. Schreiben Sie es als JJJJ-MM-TT/ },
    ],
  },
  // In a date field an unquoted date is fine (the CMS writes it so, __tests__/content-model/dates.test.ts); in a text field it is not.
  "unquoted-date-in-text": {
    file: "datenschutz/index.yaml",
    patches: [setValue(["lastUpdatedLabel"], "2026-11-24")],
    problems: [
      {
        line: { patch: 0 },
        field: "lastUpdatedLabel",
        message:
          /^Das Datum 2026-11-24 steht ohne Anführungszeichen und würde als Zeitpunkt gelesen\. Setzen Sie es in Anführungszeichen: "2026-11-24"\.$/,
      },
    ],
  },
  "unknown-route": {
    file: "layout/index.yaml",
    patches: [setValue(["footer", "links", 0, "href"], '"/impresum/"')],
    problems: [
      {
        line: { patch: 0 },
        field: "footer.links[1].href",
        message:
          /^Die Seite "\/impresum\/" gibt es auf dieser Website nicht\. Meinten Sie "\/impressum\/"\? Vorhandene Seiten: "\/", "\/datenschutz\/", "\/impressum\/" und "\/kontakt\/"\.$/,
      },
    ],
  },
  "gross-price-note": {
    file: "home/index.yaml",
    patches: [setValue(["closingCta", "priceNote"], '"Richtpreis: 250–500 EUR pro Methode, inklusive Bericht."')],
    problems: [
      {
        line: { patch: 0 },
        field: "closingCta.priceNote",
        message: /nennt nicht „zzgl\. USt\.“, aber pricing\.valueAddedTaxIncluded ist false \(Nettopreis\)\./,
      },
    ],
  },
  "invalid-price": {
    file: "home/index.yaml",
    patches: [setValue(["pricing", "lowPrice"], '"250 EUR"')],
    problems: [
      {
        line: { patch: 0 },
        field: "pricing.lowPrice",
        message: /^"250 EUR" ist kein gültiger Preis\. Schreiben Sie den Betrag in ganzen Euro ohne Anführungszeichen/,
      },
    ],
  },
  "unknown-icon": {
    file: "home/index.yaml",
    patches: [setValue(["features", "items", 1, "icon"], '"charts"')],
    problems: [
      {
        line: { patch: 0 },
        field: "features.items[2].icon",
        message:
          /^"charts" ist hier nicht erlaubt\. Erlaubt sind "calculator", "chart", "report", "assistant", "shield" oder "clock"\. Meinten Sie "chart"\?$/,
      },
    ],
  },
  "wrong-loading-mode": {
    file: "site/index.yaml",
    patches: [setValue(["tagManager", "loadingMode"], '"sometimes"')],
    problems: [
      {
        line: { patch: 0 },
        field: "tagManager.loadingMode",
        message: /^"sometimes" ist hier nicht erlaubt\. Erlaubt sind "advanced" oder "basic"\.$/,
      },
    ],
  },
  "empty-list": {
    file: "company/index.yaml",
    patches: [setValue(["managingDirectors"], "[]")],
    problems: [
      { line: { patch: 0 }, field: "managingDirectors", message: /^Die Liste ist leer\. Tragen Sie mindestens einen Eintrag ein/ },
    ],
  },
  "placeholder-typo": {
    file: "company/index.yaml",
    patches: [replaceOnLine(["placeholders", 0], /- .*$/, "- adress")],
    problems: [{ line: { patch: 0 }, field: "placeholders[1]", message: /^"adress" ist hier nicht erlaubt\. .* Meinten Sie "address"\?$/ }],
  },
  "error-heading-changed": {
    file: "errors/not-found.yaml",
    patches: [setValue(["heading"], '"Seite nicht gefunden"')],
    problems: [
      {
        line: { patch: 0 },
        field: "heading",
        message:
          /^"Seite nicht gefunden" ist nicht die vorgegebene Überschrift\. Für kind "not-found" lautet sie genau "Oops! Page not found"\.$/,
      },
    ],
  },
  "several-mistakes": {
    file: "contact/index.yaml",
    patches: [
      setValue(["heading"], '""'),
      renameKey(["quickContact", "callLabel"], "callLable"),
      removeField(["details", "emailLabel"]),
      setValue(["hoursHeading"], "42"),
      setValue(["appointment", "linkLabel"], ""),
    ],
    problems: [
      { line: { patch: 0 }, field: "heading", message: /^Der Text ist leer\./ },
      {
        line: { key: ["quickContact"] },
        field: "quickContact.callLabel",
        message: /^Das Pflichtfeld fehlt \(Text der Anrufen-Schaltfläche\)\. Ergänzen Sie "callLabel:" im Abschnitt "quickContact"/,
      },
      {
        line: { patch: 1 },
        field: "quickContact.callLable",
        message: /^Das Feld "callLable" gibt es hier nicht\. Meinten Sie "callLabel"\?/,
      },
      {
        line: { key: ["details"] },
        field: "details.emailLabel",
        message: /^Das Pflichtfeld fehlt \(Beschriftung E-Mail\)\. Ergänzen Sie "emailLabel:" im Abschnitt "details"/,
      },
      {
        line: { patch: 3 },
        field: "hoursHeading",
        message: /^Erwartet wird ein Text, gefunden wurde die Zahl 42\. Setzen Sie den Text in Anführungszeichen/,
      },
      { line: { patch: 4 }, field: "appointment.linkLabel", message: /^Das Feld ist leer \(Linktext\)\. Erwartet wird ein Text\./ },
    ],
  },
}

/** The text of a real file under content/. */
const realText = (file: string): string => readFileSync(path.join(projectRoot, "content", file), "utf8")

/** The line (from 1) of a key path in a real file under content/, e.g. for placeholder reports. */
export const realLine = (file: string, at: KeyPath): number => lineIndexOf(realText(file).split("\n"), at) + 1

/** Writes a case's patched file into a copy of content/. */
export function applyCase(contentDir: string, brokenCase: BrokenCase): void {
  writeFileSync(path.join(contentDir, brokenCase.file), applyPatches(realText(brokenCase.file), brokenCase.patches).text)
}

/** The problems a case must produce, with their lines computed from the patched text. */
export function expectedProblems(brokenCase: BrokenCase) {
  const patched = applyPatches(realText(brokenCase.file), brokenCase.patches)
  return brokenCase.problems.map((problem) => ({
    file: `content/${brokenCase.file}`,
    line: expectedLine(patched, problem.line),
    field: problem.field,
    message: problem.message,
  }))
}
