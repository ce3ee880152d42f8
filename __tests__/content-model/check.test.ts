/** @jest-environment node */
/**
 * The content check on copies of content/ with one mistake each: every
 * problem is reported with file, line, field and a German message.
 */
import { spawnSync } from "node:child_process"
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"

import { load } from "js-yaml"

import { formatProblem, formatReport } from "../../content-model/check.ts"
import { projectRoot } from "../support/content"
import { check, copyContent, editText, editYaml } from "./content-copy"

/** A mistake: in `file`, the first match of `from` becomes `to`. */
type Mistake = [name: string, file: string, from: RegExp, to: string, field: string, message: RegExp]

const MISTAKES: Mistake[] = [
  [
    "a number in quotes",
    "company/index.yaml",
    /^foundingYear: .*$/m,
    'foundingYear: "2017"',
    "foundingYear",
    /^Erwartet wird eine Zahl ohne Anführungszeichen, gefunden wurde "2017"\.$/,
  ],
  [
    "a value not in the list",
    "site/index.yaml",
    /loadingMode: .*$/m,
    'loadingMode: "sometimes"',
    "tagManager.loadingMode",
    /^"sometimes" ist hier nicht erlaubt\. Erlaubt sind "advanced" oder "basic"\.$/,
  ],
  [
    "a list entry, counted from 1",
    "company/index.yaml",
    /^( +)opens: .*$/m,
    '$1opens: "9 Uhr"',
    "officeHours[1].opens",
    /^"9 Uhr" ist keine Uhrzeit im Format HH:MM/,
  ],
  [
    "a rule across fields",
    "company/index.yaml",
    /^( +)closes: .*$/m,
    '$1closes: "06:00"',
    "officeHours[1].closes",
    /^"06:00" liegt nicht nach dem Beginn "\d\d:\d\d"\.$/,
  ],
  [
    "a link to no page",
    "layout/index.yaml",
    /^( +)href: .*$/m,
    '$1href: "/impresum/"',
    "navigation.items[1].href",
    /^"\/impresum\/" ist keine Seite dieser Website\. Erlaubt: "\/", "\/beispielbericht\/", "\/datenschutz\/", "\/impressum\/" oder "\/kontakt\/"/,
  ],
  [
    "a standard not listed under standards",
    "home/index.yaml",
    /^( +)standard: "ISO 15189"$/m,
    '$1standard: "ISO 9001"',
    "audiences.items[1].standard",
    /^"ISO 9001" steht nicht unter standards; erlaubt: "/,
  ],
  [
    "a German edition without its month",
    "home/index.yaml",
    /DIN EN ISO\/IEC 17025:2018-03/,
    "DIN EN ISO/IEC 17025:2018",
    "standards[2].edition",
    /^Eine DIN-EN-Ausgabe steht mit Monat/,
  ],
  [
    "a token the page cannot fill",
    "home/index.yaml",
    /^( +lead: ")/m,
    "$1{produkt} ",
    "hero.lead",
    /^\{produkt\} ist kein bekannter Textbaustein;/,
  ],
  [
    "a token in the field that holds the fact itself",
    "company/index.yaml",
    /^productName: "/m,
    'productName: "{product} ',
    "productName",
    /^\{product\}: In diesem Feld steht die Angabe selbst/,
  ],
  [
    "a standard named with its edition in a text (the edition is written once, under standards)",
    "contact/index.yaml",
    /^intro: "/m,
    'intro: "Nach ISO/IEC 17025:2017 ',
    "intro",
    /^"ISO\/IEC 17025:2017": Normen heißen in den Texten nur "/,
  ],
  [
    "an edition that does not name its standard with a year",
    "home/index.yaml",
    /DIN EN ISO 15189:2023-03/,
    "DIN EN ISO 15189",
    "standards[1].edition",
    /^Die Ausgabe nennt die Norm mit ihrem Jahr/,
  ],
  [
    "a language mark where the page would show it as typed",
    "layout/index.yaml",
    /^skipLinkLabel: .*$/m,
    'skipLinkLabel: "[en: Skip to content]"',
    "skipLinkLabel",
    /^Dieses Feld kann keine Sprachauszeichnung wie „\[en: …\]“ enthalten;/,
  ],
  [
    "an unfinished language mark in page copy",
    "contact/index.yaml",
    /^intro: "/m,
    'intro: "[en: Contact us ',
    "intro",
    /^Eine Sprachauszeichnung ist unvollständig\./,
  ],
  ["a tab", "contact/index.yaml", /^ {2}heading:/m, "\theading:", "heading", /^Die Zeile ist mit einem Tabulator eingerückt;/],
]

test("an unclosed quote is reported where it opens, also after texts that span lines (as the CMS may write them)", () => {
  const dir = copyContent()
  const file = path.join(dir, "home/index.yaml")
  const lines = readFileSync(file, "utf8").split("\n")
  // A long text written over two lines, the second indented deeper; the next one-line text loses its closing quote.
  const spanning = lines.findIndex((line) => /^ +\w+: "[^"]{60,}"$/.test(line))
  const split = lines[spanning]!.indexOf(" ", 40)
  const deeper = " ".repeat(lines[spanning]!.search(/\S/) + 2)
  lines.splice(spanning, 1, lines[spanning]!.slice(0, split), deeper + lines[spanning]!.slice(split + 1))
  const broken = lines.findIndex((line, index) => index > spanning + 1 && /^ +\w+: "[^"]*"$/.test(line))
  expect([spanning, broken].every((index) => index >= 0)).toBe(true)
  const field = /^ +(\w+):/.exec(lines[broken]!)![1]
  writeFileSync(file, lines.with(broken, lines[broken]!.slice(0, -1)).join("\n"))
  expect(check(dir).errors).toEqual([
    { file: "content/home/index.yaml", line: broken + 1, field, message: expect.stringMatching(/^Ein Anführungszeichen wurde geöffnet/) },
  ])
})

describe("a mistake is reported with file, line, field and message", () => {
  test.each(MISTAKES)("%s", (_, file, from, to, field, message) => {
    const dir = copyContent()
    const line = editText(dir, file, from, to)
    const [problem, ...more] = check(dir).errors
    expect(more).toEqual([])
    expect(problem).toMatchObject({ file: `content/${file}`, line, field, message: expect.stringMatching(message) })
    expect(formatProblem(problem!)).toMatch(new RegExp(`^content/${file}, Zeile ${line}, Feld "${field.replace(/[.[\]]/g, "\\$&")}": `))
  })

  test("a misspelt key: the unknown key where it is, the missing one at its section", () => {
    const dir = copyContent()
    const line = editText(dir, "contact/index.yaml", /^( +)emailLabel:/m, "$1emailLable:")
    const section = editText(dir, "contact/index.yaml", /^details:/m, "details:") // its line
    expect(check(dir).errors).toEqual([
      {
        file: "content/contact/index.yaml",
        line: section,
        field: "details.emailLabel",
        message: 'Das Pflichtfeld fehlt. Ergänzen Sie "emailLabel:" – erwartet wird ein Text in Anführungszeichen.',
      },
      {
        file: "content/contact/index.yaml",
        line,
        field: "details.emailLable",
        message: expect.stringMatching(/^Das Feld "emailLable" gibt es hier nicht\. Erlaubt sind: .*"emailLabel"/),
      },
    ])
  })

  test("files that do not belong, a .yml ending and a missing file are named", () => {
    const dir = copyContent()
    writeFileSync(path.join(dir, "home", "startseite.yaml"), 'heading: "x"\n')
    renameSync(path.join(dir, "impressum/index.yaml"), path.join(dir, "impressum/index.yml"))
    rmSync(path.join(dir, "errors/server-error.yaml"))
    expect(check(dir).errors.map(formatProblem)).toEqual([
      expect.stringMatching(/^content\/home\/startseite\.yaml: Diese Datei gehört zu keinem bekannten Inhalt\./),
      expect.stringMatching(/^content\/impressum\/index\.yml: .* Die Endung muss "\.yaml" lauten\./),
      expect.stringMatching(/^content\/impressum\/index\.yaml: Die Datei fehlt\./),
      expect.stringMatching(/^content\/errors\/server-error\.yaml: Die Datei fehlt\./),
    ])
  })

  test.each(["advanced", "basic"] as const)("configured loading mode %s: its texts are required, the other mode's are not", (mode) => {
    const dir = copyContent()
    editYaml(dir, "site/index.yaml", (data) => (data.tagManager.loadingMode = mode))
    for (const drop of ["advanced", "basic"]) {
      editYaml(dir, "datenschutz/index.yaml", (data) => delete data.analytics[drop])
      editYaml(dir, "consent/index.yaml", (data) => delete data.banner.text[drop])
    }
    expect(check(dir).errors.map((problem) => `${problem.file} ${problem.field}: ${problem.message}`)).toEqual([
      expect.stringMatching(`^content/consent/index.yaml banner.text.${mode}: Der Text für den Lademodus "${mode}" fehlt`),
      expect.stringMatching(`^content/datenschutz/index.yaml analytics.${mode}: Der Text für den Lademodus "${mode}" fehlt`),
    ])
  })
})

test("a company fact typed out in a text is a warning in every build, naming the field and the token to write", () => {
  const dir = copyContent()
  const company = load(readFileSync(path.join(dir, "company/index.yaml"), "utf8")) as { phone: { display: string }; email: string }
  const line = editText(dir, "contact/index.yaml", /^intro: "/m, `intro: "Telefon ${company.phone.display}, E-Mail ${company.email}. `)
  for (const environment of ["development", "production"] as const) {
    const { warnings } = check(dir, environment)
    for (const [field, token] of [
      ["phone\\.display", "phone"],
      ["email", "email"],
    ] as const)
      expect(warnings).toContainEqual({
        file: "content/contact/index.yaml",
        line,
        field: "intro",
        message: expect.stringMatching(new RegExp(`\\(${field}\\).*\\{${token}\\}`)),
      })
  }
  expect(check(dir).errors).toEqual([])
})

test("a day without quotes, as the CMS writes it, is a day; a point in time is not", () => {
  const dir = copyContent()
  editText(dir, "datenschutz/index.yaml", /^lastUpdated: "(.+)"$/m, "lastUpdated: $1")
  expect(check(dir).errors).toEqual([])
  expect(check(dir).data.get("datenschutz/index.yaml")).toMatchObject({ lastUpdated: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) })
  editText(dir, "datenschutz/index.yaml", /^lastUpdated: (.+)$/m, "lastUpdated: $1 10:00:00")
  expect(check(dir).errors).toMatchObject([{ field: "lastUpdated", message: expect.stringMatching(/T10:00:00.000Z" ist kein Datum/) }])
})

test("a cleared optional field counts as absent, as the CMS clears it; a cleared required one is refused", () => {
  const dir = copyContent()
  editText(dir, "home/index.yaml", /^( {8})note: .*$/m, '$1note: " "')
  editText(dir, "datenschutz/index.yaml", /^( +)loadingMode: .*$/m, "$1loadingMode: null")
  editYaml(dir, "datenschutz/index.yaml", (data) => (data.sections[0].items = []))
  editYaml(dir, "datenschutz/index.yaml", (data) => (data.dataProtectionOfficer.contact = { name: "", email: " " }))
  editYaml(dir, "company/index.yaml", (data) => (data.supervisoryAuthority = { name: "", address: { street: "" }, url: null }))
  expect(check(dir).errors).toEqual([])
  editText(dir, "contact/index.yaml", /^heading: .*$/m, 'heading: " "')
  expect(check(dir).errors.map(({ field, message }) => `${field}: ${message}`)).toEqual([
    "heading: Der Text ist leer. Tragen Sie einen Text ein.",
  ])
})

test("npm run check:content prints the report; fails when the check finds errors", () => {
  const run = (dir: string, env: Record<string, string>) =>
    spawnSync(
      path.join(projectRoot, "node_modules/.bin/node"),
      ["--disable-warning=MODULE_TYPELESS_PACKAGE_JSON", "scripts/check-content.ts", "--content", dir],
      { cwd: projectRoot, encoding: "utf8", env: { PATH: process.env.PATH ?? "", ...env } },
    )
  const dir = copyContent()
  const passed = run(dir, { CONTEXT: "deploy-preview" })
  expect([passed.status, passed.stdout]).toEqual([0, `${formatReport(check(dir, "preview"))}\n`])
  editText(dir, "company/index.yaml", /^vatId: .*$/m, 'vatId: "DE 123"')
  const failed = run(dir, {})
  expect([failed.status, failed.stderr]).toEqual([1, `${formatReport(check(dir))}\n`])
})
