/** @jest-environment node */
/**
 * The content check on copies of content/ with one mistake each: every
 * problem is reported with file, line, field and a German message.
 */
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"

import { formatProblem, formatReport } from "../../content-model/check.ts"
import { LIMITS } from "../../content-model/schemas.ts"
import { projectRoot } from "../support/content"
import { runInCopy } from "../support/project-copy"
import { check, copyContent, editText, editYaml } from "./content-copy"

/** Mistakes: in content/`dir`/index.yaml, the first match of `from` becomes `to`. */
const MISTAKES: [name: string, dir: string, from: RegExp, to: string, field: string, message: RegExp][] = [
  ["a number in quotes", "company", /^foundingYear: .*$/m, 'foundingYear: "2017"', "foundingYear", /^Erwartet wird eine Zahl.*"2017"/],
  [
    "a value not in the list, with the allowed ones",
    "site",
    /loadingMode: .*$/m,
    'loadingMode: "sometimes"',
    "tagManager.loadingMode",
    /^"sometimes" ist hier nicht erlaubt\. Erlaubt sind "advanced" oder "basic"\.$/,
  ],
  ["a rule across fields", "company", /^( +)closes: .*$/m, '$1closes: "06:00"', "officeHours[1].closes", /nach dem Beginn/],
  [
    "a link to no page, with the pages",
    "layout",
    /^( +)href: .*$/m,
    '$1href: "/impresum/"',
    "navigation.items[1].href",
    /^"\/impresum\/" ist keine Seite dieser Website\. Erlaubt: "\/", "\/beispielbericht\/", "\/datenschutz\/", "\/impressum\/" oder "\/kontakt\/"/,
  ],
  ["an unknown standard", "home", /standard: "ISO 15189"/, 'standard: "ISO 9001"', "audiences.items[1].standard", /nicht unter standards/],
  ["an edition without its month", "home", /17025:2018-03/, "17025:2018", "standards[2].edition", /^Eine DIN-EN-Ausgabe steht mit Monat/],
  ["an edition without its year", "home", /ISO 15189:2023-03/, "ISO 15189", "standards[1].edition", /nennt die Norm mit ihrem Jahr/],
  ["an edition in a text", "contact", /^intro: "/m, 'intro: "Nach ISO/IEC 17025:2017 ', "intro", /Normen heißen in den Texten nur/],
  ["a token the page cannot fill", "home", /^( +lead: ")/m, "$1{produkt} ", "hero.lead", /^\{produkt\} ist kein bekannter Textbaustein/],
  ["a token where the fact itself stands", "company", /^productName: .*$/m, 'productName: "{product}"', "productName", /die Angabe selbst/],
  ["a misplaced language mark", "layout", /^skipLinkLabel: "/m, 'skipLinkLabel: "[en: x] ', "skipLinkLabel", /keine Sprachauszeichnung/],
  ["an unfinished language mark", "contact", /^intro: "/m, 'intro: "[en: Contact us ', "intro", /Sprachauszeichnung ist unvollständig/],
  ["a text too long", "company", /^productName: "/m, `$&${"x".repeat(LIMITS.company.productName)}`, "productName", /passen höchstens/],
  [
    "a list too long",
    "home",
    /^ +claims:\n/m,
    `$&${'    - { text: "x", note: "y" }\n'.repeat(LIMITS.home.hero.claims.entries)}`,
    "hero.claims",
    /Die Liste hat/,
  ],
  ["a tab", "contact", /^ {2}heading:/m, "\theading:", "heading", /^Die Zeile ist mit einem Tabulator eingerückt/],
  ["a cleared required text", "contact", /^heading: .*$/m, 'heading: " "', "heading", /^Der Text ist leer/],
  // A day without quotes, as Decap writes it, is a day: cms-round-trip.test.ts.
  ["a time, not a day", "datenschutz", /^lastUpdated: "(.+)"$/m, "lastUpdated: $1 10:00:00", "lastUpdated", /T10:00:00.000Z" ist kein/],
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
  const field = /^ +(\w+):/.exec(lines[broken]!)![1]
  writeFileSync(file, lines.with(broken, lines[broken]!.slice(0, -1)).join("\n"))
  expect(check(dir).errors).toMatchObject([
    { file: "content/home/index.yaml", line: broken + 1, field, message: expect.stringMatching(/^Ein Anführungszeichen wurde geöffnet/) },
  ])
})

test.each(MISTAKES)("%s: reported with file, line, field and message", (_, dir, from, to, field, message) => {
  const file = `${dir}/index.yaml`
  const copy = copyContent()
  const line = editText(copy, file, from, to)
  const [problem, ...more] = check(copy).errors
  expect(more).toEqual([])
  expect(problem).toMatchObject({ file: `content/${file}`, line, field, message: expect.stringMatching(message) })
  expect(formatProblem(problem!)).toMatch(new RegExp(`^content/${file}, Zeile ${line}, Feld "${field.replace(/[.[\]]/g, "\\$&")}": `))
})

test("a misspelt key: the unknown key where it is, the missing one at its section", () => {
  const dir = copyContent()
  const line = editText(dir, "contact/index.yaml", /^( +)emailLabel:/m, "$1emailLable:")
  const section = editText(dir, "contact/index.yaml", /^details:/m, "details:") // its line
  expect(check(dir).errors.map((problem) => [problem.line, problem.field, problem.message])).toEqual([
    [section, "details.emailLabel", expect.stringMatching(/Pflichtfeld fehlt\. Ergänzen Sie "emailLabel:" – erwartet wird ein Text/)],
    [line, "details.emailLable", expect.stringMatching(/^Das Feld "emailLable" gibt es hier nicht\. Erlaubt sind: .*"emailLabel"/)],
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

test("a company fact typed out in a text is a warning, not an error, naming the field and the token to write", () => {
  const dir = copyContent()
  const { phone, email } = check(dir).data.get("company/index.yaml") as { phone: { display: string }; email: string }
  const line = editText(dir, "contact/index.yaml", /^intro: "/m, `intro: "Telefon ${phone.display}, E-Mail ${email}. `)
  const named = (message: RegExp) => ({ file: "content/contact/index.yaml", line, field: "intro", message: expect.stringMatching(message) })
  const expected = [/\(phone\.display\).*\{phone\}/, /\(email\).*\{email\}/].map(named)
  const { retyped, errors } = check(dir)
  expect(retyped).toEqual(expect.arrayContaining(expected))
  expect(errors).toEqual([])
})

// A cleared text, as Decap saves it: e2e/cms-editing.spec.ts.
test("a cleared optional field counts as absent, as the CMS clears it", () => {
  const dir = copyContent()
  editText(dir, "datenschutz/index.yaml", /^( +)loadingMode: .*$/m, "$1loadingMode: null")
  editYaml(dir, "datenschutz/index.yaml", (data) => (data.sections[0].items = []))
  editYaml(dir, "datenschutz/index.yaml", (data) => (data.dataProtectionOfficer.contact = { name: "", email: " " }))
  editYaml(dir, "company/index.yaml", (data) => (data.supervisoryAuthority = { name: "", address: { street: "" }, url: null }))
  expect(check(dir).errors).toEqual([])
})

test("npm run check:content prints the report; fails when the check finds errors", () => {
  const run = (dir: string, env: Record<string, string> = {}) =>
    runInCopy(projectRoot, ["--disable-warning=MODULE_TYPELESS_PACKAGE_JSON", "scripts/check-content.ts", "--content", dir], env)
  const dir = copyContent()
  const passed = run(dir, { CONTEXT: "deploy-preview" })
  expect([passed.status, passed.stdout]).toEqual([0, `${formatReport(check(dir, "preview"))}\n`])
  editText(dir, "company/index.yaml", /^vatId: .*$/m, 'vatId: "DE 123"')
  const failed = run(dir)
  expect([failed.status, failed.stderr]).toEqual([1, `${formatReport(check(dir))}\n`])
})
