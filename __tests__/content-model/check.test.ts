/** @jest-environment node */
/**
 * The content check on the real content and on copies: the placeholder guard
 * per environment, the CLI (npm run check:content), files that do not belong,
 * and the config-time settings reader reporting through the same check.
 */
import { spawnSync } from "node:child_process"
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"

import { loadSiteSettings } from "../../gatsby/site-settings"
import { checkContent, formatProblem, formatReport } from "../../content-model/check.ts"
import { projectRoot } from "../support/content"
import { brokenCases, expectedProblems } from "./broken-content"
import { copyContent, editYaml, projectWithContent, replacePlaceholders } from "./content-copy"

const PLACEHOLDER_FIELDS = [
  ["content/company/index.yaml", "companyName"],
  ["content/company/index.yaml", "address"],
  ["content/company/index.yaml", "phone"],
  ["content/company/index.yaml", "email"],
  ["content/company/index.yaml", "registerNumber"],
  ["content/company/index.yaml", "vatId"],
  ["content/site/index.yaml", "siteUrl"],
  ["content/site/index.yaml", "tagManager.containerId"],
] as const

describe("the real content", () => {
  test("has no errors in development and preview; placeholders are warnings there", () => {
    for (const environment of ["development", "preview"] as const) {
      const result = checkContent({ root: projectRoot, environment })
      expect(result.errors.map(formatProblem)).toEqual([])
      expect(result.warnings.length).toBe(result.placeholders.length)
      expect(formatReport(result)).toMatch(/^⚠ WARNUNG: \d+ Platzhalter/)
    }
  })

  test("is refused in production while the fake company data remain, each placeholder listed", () => {
    const result = checkContent({ root: projectRoot, environment: "production" })
    expect(result.warnings).toEqual([])
    const listed = result.errors.map((p) => [p.file, p.field])
    for (const field of PLACEHOLDER_FIELDS) expect(listed).toContainEqual(field)
    const phone = result.errors.find((p) => p.field === "phone")!
    expect(formatProblem(phone)).toMatch(
      /^content\/company\/index\.yaml, Zeile \d+, Feld "phone": "\+49 30 23125 456, \+493023125456" ist noch ein Platzhalter\. Tragen Sie die echte Angabe ein und löschen Sie danach die Zeile "- phone" aus der Liste "placeholders" \(Zeile \d+\)\.$/,
    )
    expect(formatReport(result)).toMatch(/✖ \d+ Platzhalter oder unmögliche Angaben: Die Live-Website \(production\) wird nicht gebaut/)
  })
})

describe("the placeholder guard on a copy of content/", () => {
  test("production passes once every placeholder is replaced", () => {
    const dir = copyContent()
    expect(checkContent({ root: projectRoot, contentDir: dir, environment: "production" }).errors.length).toBeGreaterThan(15)
    replacePlaceholders(dir)
    const result = checkContent({ root: projectRoot, contentDir: dir, environment: "production" })
    expect(result.errors.map(formatProblem)).toEqual([])
    expect(result.placeholders).toEqual([])
  })

  test("a fake value stays a placeholder even when its entry was deleted from the list", () => {
    const dir = copyContent()
    replacePlaceholders(dir)
    editYaml(dir, "company/index.yaml", (doc) => doc.set("email", "info@valimetra.example"))
    editYaml(dir, "site/index.yaml", (doc) => doc.setIn(["tagManager", "containerId"], "GTM-XXXXXXX"))
    editYaml(dir, "company/index.yaml", (doc) => doc.set("memberships", ["BEISPIEL Verband"]))
    editYaml(dir, "datenschutz/index.yaml", (doc) =>
      doc.setIn(["storagePeriods", "items", 1, "period"], "[vom Betreiber zu bestätigen: Frist]"),
    )
    const errors = checkContent({ root: projectRoot, contentDir: dir, environment: "production" }).errors
    expect(errors.map((p) => `${p.file} ${p.field}: ${p.message}`)).toEqual([
      expect.stringMatching(/^content\/company\/index\.yaml email: "info@valimetra\.example" enthält eine reservierte Beispieladresse/),
      expect.stringMatching(/^content\/company\/index\.yaml memberships\[1\]: "BEISPIEL Verband" ist als BEISPIEL markiert/),
      expect.stringMatching(
        /^content\/datenschutz\/index\.yaml storagePeriods\.items\[2\]\.period: ".*" ist noch als „\[vom Betreiber zu bestätigen\]“ markiert/,
      ),
      expect.stringMatching(/^content\/site\/index\.yaml tagManager\.containerId: "GTM-XXXXXXX" ist eine Beispiel-ID aus lauter X/),
    ])
  })

  test("a replaced value still listed under placeholders keeps production blocked", () => {
    const dir = copyContent()
    replacePlaceholders(dir)
    editYaml(dir, "site/index.yaml", (doc) => doc.set("placeholders", ["bookingUrl"]))
    const errors = checkContent({ root: projectRoot, contentDir: dir, environment: "production" }).errors
    expect(errors).toEqual([expect.objectContaining({ file: "content/site/index.yaml", field: "bookingUrl" })])
  })
})

describe("npm run check:content", () => {
  const node = path.join(projectRoot, "node_modules", ".bin", "node")
  const cli = path.join(projectRoot, "scripts", "check-content.ts")
  const run = (contentDir: string, env: Record<string, string | undefined>) =>
    spawnSync(node, ["--disable-warning=MODULE_TYPELESS_PACKAGE_JSON", cli, "--content", contentDir], {
      encoding: "utf8",
      env: { PATH: process.env.PATH ?? "", ...env } as NodeJS.ProcessEnv,
    })

  test("production context (Netlify CONTEXT or SITE_ENV) fails listing each placeholder, passes when replaced", () => {
    const dir = copyContent()
    for (const env of [{ CONTEXT: "production" }, { SITE_ENV: "production" }]) {
      const refused = run(dir, env)
      expect(refused.status).toBe(1)
      for (const [file, field] of PLACEHOLDER_FIELDS)
        expect(refused.stderr).toMatch(new RegExp(`${file}, Zeile \\d+, Feld "${field.replace(".", "\\.")}"`))
      expect(refused.stderr).toMatch(/Feld "vatId": "DE000000000" ist noch ein Platzhalter/)
      expect(refused.stderr).toMatch(/Feld "tagManager\.containerId": "GTM-XXXXXXX" ist noch ein Platzhalter/)
    }
    replacePlaceholders(dir)
    const passed = run(dir, { CONTEXT: "production" })
    expect(passed.stderr).toBe("")
    expect(passed.status).toBe(0)
    expect(passed.stdout).toContain("✔ Inhalte geprüft: keine Fehler (geprüft für die Live-Website (production)).")
  })

  test("deploy previews and local runs pass with a visible warning", () => {
    for (const env of [{ CONTEXT: "deploy-preview" }, {}]) {
      const result = run(copyContent(), env)
      expect(result.status).toBe(0)
      expect(result.stdout).toMatch(/⚠ WARNUNG: \d+ Platzhalter/)
      expect(result.stdout).toContain('Feld "companyName": "Muster Labsoftware GmbH" ist noch ein Platzhalter')
    }
  })

  test("a broken file fails in every context with file, line, field and message", () => {
    const brokenCase = brokenCases["invalid-email"]!
    const [expected] = expectedProblems(brokenCase)
    const result = run(copyContent(brokenCase), {})
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(
      `content/company/index.yaml, Zeile ${expected!.line}, Feld "email": "info@firma" ist keine gültige E-Mail-Adresse.`,
    )
  })
})

describe("files that do not fit", () => {
  const errorsOf = (dir: string) => checkContent({ root: projectRoot, contentDir: dir, environment: "development" }).errors

  test("an unknown file, a .yml ending, a missing file and a doubled error page are named", () => {
    const dir = copyContent()
    writeFileSync(path.join(dir, "home", "startseite.yaml"), 'heading: "x"\n')
    renameSync(path.join(dir, "impressum", "index.yaml"), path.join(dir, "impressum", "index.yml"))
    rmSync(path.join(dir, "errors", "server-error.yaml"))
    writeFileSync(path.join(dir, "errors", "copy.yaml"), readFileSync(path.join(dir, "errors", "not-found.yaml")))
    const messages = errorsOf(dir).map(formatProblem)
    expect(messages).toEqual([
      expect.stringMatching(/^content\/home\/startseite\.yaml: Diese Datei gehört zu keinem bekannten Inhalt/),
      expect.stringMatching(/^content\/impressum\/index\.yml: .* Die Endung muss "\.yaml" lauten: impressum\/index\.yaml\./),
      expect.stringMatching(/^content\/impressum\/index\.yaml: Die Datei fehlt\./),
      expect.stringMatching(/^content\/errors\/: Mehrere Dateien haben kind: "not-found"/),
      expect.stringMatching(/^content\/errors\/: Keine Datei beschreibt die Fehlerseite mit kind: "server-error"/),
    ])
  })

  test("an empty file is reported", () => {
    const dir = copyContent()
    writeFileSync(path.join(dir, "contact", "index.yaml"), "# nur ein Kommentar\n")
    expect(errorsOf(dir).map(formatProblem)).toEqual([
      expect.stringMatching(/^content\/contact\/index\.yaml, Zeile 1: Die Datei ist leer\./),
    ])
  })
})

describe("the config-time settings reader (gatsby-config) reports through the same check", () => {
  test("a broken file throws the same report as check:content", () => {
    const brokenCase = brokenCases["wrong-loading-mode"]!
    const [expected] = expectedProblems(brokenCase)
    const root = projectWithContent(copyContent(brokenCase))
    const report = formatReport(checkContent({ root, environment: "development" }))
    expect(report).toContain(
      `content/site/index.yaml, Zeile ${expected!.line}, Feld "tagManager.loadingMode": "sometimes" ist hier nicht erlaubt.`,
    )
    expect(() => loadSiteSettings(root, {})).toThrow(report)
  })

  test("production settings are refused while placeholders remain, read once they are replaced", () => {
    const root = projectWithContent(copyContent())
    expect(() => loadSiteSettings(root, { CONTEXT: "production" })).toThrow(
      /Feld "companyName": "Muster Labsoftware GmbH" ist noch ein Platzhalter/,
    )
    expect(loadSiteSettings(root, { CONTEXT: "deploy-preview" }).environment).toBe("preview")
    replacePlaceholders(path.join(root, "content"))
    const settings = loadSiteSettings(root, { CONTEXT: "production" })
    expect(settings).toMatchObject({
      environment: "production",
      siteUrl: "https://www.valimetra.de",
      tagManager: { containerId: "GTM-5K2L9QX" },
    })
  })
})
