/** @jest-environment node */
/**
 * The Decap CMS configuration the zod schemas generate (built into the /admin/
 * bundle) covers every content file and maps each kind of field to the
 * widget, rules and German messages the content check uses.
 */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { z } from "zod"

import { cmsConfig, cmsFields, shortLabel, type CmsField, type CmsFile } from "../../content-model/cms-config.ts"
import { email, isoDate, oneOf, patterned, price, shortText, text, wholeNumber } from "../../content-model/formats.ts"
import { projectRoot } from "../support/content"

const config = cmsConfig(projectRoot, "development") as { collections: { files: CmsFile[] }[] } & Record<string, unknown>
const files = config.collections.flatMap((collection) => collection.files)
const fileNamed = (file: string) => files.find((f) => f.file === file)!

/** The field at a dotted path of a file entry (list entries are entered through `fields`/`field`). */
function fieldAt(fields: CmsField[], dotted: string): CmsField {
  const [head, ...rest] = dotted.split(".")
  const found = fields.find((f) => f.name === head)
  if (!found) throw new Error(`no field ${dotted}`)
  return rest.length === 0 ? found : fieldAt(found.fields ?? [found.field!], rest.join("."))
}

describe("the CMS configuration", () => {
  test("has one file entry for every YAML file under content/, and only for those", () => {
    const contentDir = path.join(projectRoot, "content")
    const onDisk = readdirSync(contentDir, { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".yaml") || f.endsWith(".yml"))
      .map((f) => `content/${f.split(path.sep).join("/")}`)
      .sort()
    expect(onDisk).toContain("content/errors/not-found.yaml")
    expect(onDisk).toContain("content/errors/server-error.yaml")
    expect(files.map((f) => f.file).sort()).toEqual(onDisk)
    expect(new Set(files.map((f) => f.name)).size).toBe(files.length)
  })

  test("edits through GitHub pull requests, locally through decap-server, in German", () => {
    const site = parse(readFileSync(path.join(projectRoot, "content/site/index.yaml"), "utf8")) as {
      siteUrl: string
      cmsRepository: string
    }
    expect(config).toMatchObject({
      backend: { name: "github", repo: site.cmsRepository, branch: "main" },
      publish_mode: "editorial_workflow",
      local_backend: true,
      locale: "de",
      media_folder: "static/uploads",
      site_url: site.siteUrl,
      display_url: site.siteUrl,
    })
  })

  test("offers decap-server only to development builds, the only ones whose CSP lets /admin/ reach it", () => {
    for (const environment of ["preview", "production"] as const) {
      const built = cmsConfig(projectRoot, environment)
      expect(built.local_backend).toBeUndefined()
      expect({ ...built, local_backend: true }).toEqual(config)
    }
  })

  test("every file has a German label and the file's description; every field a label and a hint", () => {
    expect(fileNamed("content/contact/index.yaml")).toMatchObject({
      label: "Kontaktseite",
      description: expect.stringMatching(/^Texte der Seite \/kontakt\//),
    })
    expect(fileNamed("content/errors/not-found.yaml").label).toBe("Fehlerseite 404 („Seite nicht gefunden“)")
    const visit = (fields: CmsField[]) => {
      for (const f of fields) {
        expect(f.label).toMatch(new RegExp(`^[^ ].{1,60} \\(${f.name}\\)$`))
        expect(f.hint).toMatch(/^\S/)
        visit([...(f.fields ?? []), ...(f.field ? [f.field] : [])])
      }
    }
    for (const file of files) visit(file.fields)
  })

  test("the real fields get the widgets, rules and messages of the content check", () => {
    const company = fileNamed("content/company/index.yaml").fields
    expect(company[0]).toMatchObject({ name: "placeholders", widget: "list", required: false, field: { widget: "select" } })
    expect(company[0]!.field!.options).toEqual(expect.arrayContaining(["address.street", "phone.e164"]))
    const mail = fieldAt(company, "email")
    expect(mail.pattern![1]).toBe('Der Wert ist keine gültige E-Mail-Adresse. Schreiben Sie die Adresse vollständig, z. B. "info@firma.de"')
    expect(new RegExp(mail.pattern![0]).test("info@firma")).toBe(false)
    expect(new RegExp(mail.pattern![0]).test("info@firma.de")).toBe(true)
    expect(fieldAt(company, "foundingYear")).toMatchObject({ widget: "number", value_type: "int", min: 1900, max: 2100 })
    expect(fieldAt(company, "officeHours")).toMatchObject({ widget: "list", min: 1, summary: "{{fields.label}}" })
    expect(fieldAt(company, "officeHours.days.days")).toMatchObject({ widget: "select", options: expect.arrayContaining(["Monday"]) })
    // Fields of an optional section are optional in the form; the content check demands them all or none.
    expect(fieldAt(company, "supervisoryAuthority")).toMatchObject({ widget: "object", required: false })
    expect(fieldAt(company, "supervisoryAuthority.address.street").required).toBe(false)
    expect(fieldAt(company, "address.street").required).toBeUndefined()
    const privacy = fileNamed("content/datenschutz/index.yaml").fields
    expect(fieldAt(privacy, "lastUpdated")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", time_format: false })
    expect(fieldAt(privacy, "sections.paragraphs.paragraphs").widget).toBe("text")
    const contact = fileNamed("content/contact/index.yaml").fields
    expect(fieldAt(contact, "responseNote")).toMatchObject({ widget: "string", hint: "Hinweis zur Antwortzeit." })
    const home = fileNamed("content/home/index.yaml").fields
    expect(fieldAt(home, "pricing.valueAddedTaxIncluded").widget).toBe("boolean")
    expect(fieldAt(home, "hero.secondaryHref").pattern![1]).toMatch(
      /^Der Wert ist kein Link auf eine Seite dieser Website\. Erlaubt sind "\/"/,
    )
  })

  test("every pattern is a flag-free regular expression Decap can compile", () => {
    const patterns: string[] = []
    const collect = (fields: CmsField[]) => {
      for (const f of fields) {
        if (f.pattern) patterns.push(f.pattern[0])
        collect([...(f.fields ?? []), ...(f.field ? [f.field] : [])])
      }
    }
    for (const file of files) collect(file.fields)
    expect(patterns.length).toBeGreaterThan(20)
    for (const pattern of patterns) expect(() => new RegExp(pattern)).not.toThrow()
  })
})

describe("the mapping from zod to Decap fields", () => {
  const postalCodeRule = 'ist keine deutsche Postleitzahl. Schreiben Sie fünf Ziffern in Anführungszeichen, z. B. "10115".'
  const schema = z.strictObject({
    title: text("Titel der Seite, z. B. Impressum."),
    intro: text("Einleitung.").optional(),
    paragraphs: z.array(text("Ein Absatz.")).min(1).describe("Absätze, je einer pro Eintrag."),
    postalCode: patterned(/^\d{5}$/, postalCodeRule, "Postleitzahl, fünf Ziffern."),
    mail: email("E-Mail-Adresse."),
    mode: oneOf(["advanced", "basic"], "Lademodus."),
    year: wholeNumber("Jahr.", 1900, 2100),
    amount: price("Preis."),
    ratio: z.number().min(0.5).describe("Anteil."),
    net: z.boolean().describe("Nettopreis?"),
    day: isoDate("Stand."),
    short: shortText("Kurz.", 12),
    rows: z
      .array(z.strictObject({ label: text("Bezeichnung."), value: text("Wert.").optional() }).describe("Eine Zeile."))
      .describe("Zeilen."),
    extra: z
      .strictObject({ name: text("Name."), url: text("Adresse.") })
      .describe("Zusatz (optional).")
      .optional(),
  })
  const fields = cmsFields(schema)
  const byName = (name: string) => fields.find((f) => f.name === name)!

  test("texts: one line or several by key, required unless optional", () => {
    expect(byName("title")).toEqual({
      name: "title",
      label: "Titel der Seite (title)",
      widget: "string",
      hint: "Titel der Seite, z. B. Impressum.",
    })
    expect(byName("intro")).toMatchObject({ widget: "text", required: false })
    expect(byName("paragraphs")).toMatchObject({
      widget: "list",
      min: 1,
      field: { name: "paragraphs", widget: "text", hint: "Ein Absatz." },
    })
  })

  test("a pattern carries the content check's German rule", () => {
    expect(byName("postalCode").pattern).toEqual([
      "^\\d{5}$",
      'Der Wert ist keine deutsche Postleitzahl. Schreiben Sie fünf Ziffern in Anführungszeichen, z. B. "10115"',
    ])
    // The check says the same after the value it found.
    const issue = schema.shape.postalCode.safeParse("1234").error!.issues[0]!
    expect(issue.message).toBe(`"1234" ${postalCodeRule}`)
    expect(byName("mail").pattern![0]).toBe(z.regexes.email.source)
    const short = new RegExp(byName("short").pattern![0])
    expect([short.test("x".repeat(12)), short.test("x".repeat(13))]).toEqual([true, false])
    expect(byName("short").pattern![1]).toBe("Der Wert ist zu lang; hier passen höchstens 12 Zeichen. Kürzen Sie ihn")
  })

  test("enums, numbers, booleans and dates", () => {
    expect(byName("mode")).toMatchObject({ widget: "select", options: ["advanced", "basic"] })
    expect(byName("year")).toMatchObject({ widget: "number", value_type: "int", min: 1900, max: 2100 })
    expect(byName("amount")).toMatchObject({ widget: "number", value_type: "int", min: 1, max: 1_000_000 })
    expect(byName("ratio")).toMatchObject({ widget: "number", value_type: "float", min: 0.5 })
    expect(byName("ratio").max).toBeUndefined()
    expect(byName("net")).toMatchObject({ widget: "boolean", label: "Nettopreis? (net)" })
    expect(byName("day")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false })
  })

  test("lists of objects and optional sections nest their fields", () => {
    expect(byName("rows")).toMatchObject({
      widget: "list",
      summary: "{{fields.label}}",
      fields: [
        { name: "label", widget: "string" },
        { name: "value", widget: "string", required: false },
      ],
    })
    expect(byName("rows").fields![0]!.required).toBeUndefined()
    expect(byName("extra")).toMatchObject({
      widget: "object",
      required: false,
      fields: [
        { name: "name", required: false },
        { name: "url", required: false },
      ],
    })
  })

  test("a field without a description, or of a type without a widget, is refused", () => {
    expect(() => cmsFields(z.object({ bare: z.string() }))).toThrow(/schema\.bare: a content field needs a German description/)
    expect(() => cmsFields(z.object({ when: z.date().describe("Zeitpunkt.") }))).toThrow(
      /schema\.when: no Decap widget for the zod type "date"/,
    )
  })

  test("labels are the first clause of the description", () => {
    expect(shortLabel("Straße und Hausnummer, z. B. Hauptstraße 5.")).toBe("Straße und Hausnummer")
    expect(shortLabel("Aufsichtsbehörde nach § 5 Abs. 1 Nr. 3 DDG – nur, wenn …")).toBe("Aufsichtsbehörde nach § 5 Abs. 1 Nr. 3 DDG")
    expect(shortLabel("Tage, wie sie angezeigt werden, z. B. Montag–Donnerstag.")).toBe("Tage, wie sie angezeigt werden")
    expect(shortLabel("Kurzbeschreibung für Suchergebnisse, etwa 120–160 Zeichen.")).toBe("Kurzbeschreibung für Suchergebnisse")
    expect(shortLabel("Wann der Tag Manager lädt: advanced = sofort.")).toBe("Wann der Tag Manager lädt")
    expect(shortLabel("Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV und noch viel mehr Text.")).toBe(
      "Verantwortlich für den Inhalt nach § 18 Abs. 2 …",
    )
  })
})
