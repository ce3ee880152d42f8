/** @jest-environment node */
/** The Decap CMS configuration generated from the content model, with the labels and hints of content-model/hints.yaml. */
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { z } from "zod"

import { checkContent } from "../../content-model/check.ts"
import { cmsConfig, cmsFields, type CmsField } from "../../content-model/cms-config.ts"
import * as format from "../../content-model/formats.ts"
import { contentFiles, loadContent, projectRoot } from "../support/content"
import { projectCopy } from "../support/project-copy"

const site = loadContent().siteYaml
const config = cmsConfig(projectRoot, "development", site)
const files = config.collections[0]!.files

// decap-server for development builds only: e2e/cms-editing.spec.ts logs in through it, e2e/launch-rehearsal.spec.ts never.
test("one entry per content file, saved to the configured repository, shown live at the site's address once that is set", () => {
  const onDisk = contentFiles().map((file) => `content/${file.split(path.sep).join("/")}`)
  expect(files.map((entry) => entry.file).sort()).toEqual(onDisk.sort())
  expect(config.backend.repo).toBe(site.cmsRepository)
  // 'Live ansehen' leads to the site's address once it is no longer a placeholder.
  expect(cmsConfig(projectRoot, "production", { ...site, placeholders: [] }).display_url).toBe(site.siteUrl)
  expect(cmsConfig(projectRoot, "production", { ...site, placeholders: ["siteUrl"] }).display_url).toBeUndefined()
})

test("each kind of field gets its widget, bounds and rule", () => {
  const schema = z.strictObject({
    title: format.text,
    intro: format.optional(format.text),
    mail: format.email,
    mode: z.enum(["advanced", "basic"]),
    year: z.int().min(1900).max(2100),
    net: z.boolean(),
    day: format.isoDate,
    short: format.shortText(12),
    paragraphs: z.array(format.text).min(1),
    days: z.array(z.enum(["Monday", "Friday"])).min(1),
    rows: z.array(z.strictObject({ label: format.text })),
    extra: format.optional(z.strictObject({ url: format.httpsUrl })),
    labels: z.strictObject({ role: format.text }),
  })
  const fields = cmsFields(schema, {}, [["test", ""]])
  // Without hints, a field is labelled by its key.
  expect(fields.filter((field) => field.label !== field.name)).toEqual([])
  expect(Object.fromEntries(fields.map(({ name, label: _, ...widget }) => [name, widget]))).toEqual({
    title: { widget: "string" },
    intro: { widget: "text", required: false },
    mail: { widget: "string", pattern: [z.regexes.email.source, expect.stringMatching(/keine E-Mail-Adresse/)] },
    mode: { widget: "select", options: ["advanced", "basic"] },
    year: { widget: "number", value_type: "int", min: 1900, max: 2100 },
    net: { widget: "boolean" },
    day: { widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false },
    short: { widget: "string", pattern: ["^[\\s\\S]{0,12}$", expect.stringMatching(/^Der Wert ist zu lang/)] },
    paragraphs: {
      widget: "list",
      min: 1,
      summary: "{{fields.paragraphs | truncate(80)}}",
      field: { name: "paragraphs", label: "paragraphs", widget: "text" },
    },
    days: { widget: "select", options: ["Monday", "Friday"], multiple: true, min: 1 },
    rows: { widget: "list", summary: "{{fields.label | truncate(80)}}", fields: [{ name: "label", label: "label", widget: "string" }] },
    extra: {
      widget: "object",
      required: false,
      fields: [{ name: "url", label: "url", widget: "string", required: false, pattern: expect.any(Array) }],
    },
    // A caption is short, though its key names a paragraph elsewhere.
    labels: { widget: "object", fields: [{ name: "role", label: "role", widget: "string" }] },
  })
  expect(() => cmsFields(z.strictObject({ when: z.date() }), {}, [])).toThrow('when: no Decap widget for the zod type "date"')
})

test("labels by path, by named type, by key; a hint and German names of a selection's values where given", () => {
  const address = format.graphqlName("Address", { street: format.text })
  const schema = z.strictObject({ heading: format.heading, home: address, office: address, mode: z.enum(["basic"]) })
  const hints = {
    "*": { heading: "Überschrift" },
    Address: { street: { label: "Straße", hint: "z. B. Hauptstraße 5." } },
    page: { "office.street": "Straße des Dienstsitzes", mode: { label: "Lademodus", options: { basic: "Nach Einwilligung" } } },
  }
  const [heading, home, office, mode] = cmsFields(schema, hints, [["page", ""]])
  expect(heading).toEqual({ name: "heading", label: "Überschrift", widget: "string" })
  expect(home!.fields![0]).toMatchObject({ label: "Straße", hint: "z. B. Hauptstraße 5." })
  expect(office!.fields![0]).toMatchObject({ label: "Straße des Dienstsitzes" })
  expect(mode).toMatchObject({ options: [{ label: "Nach Einwilligung", value: "basic" }] })
})

test("every field has a German label without its key, unlike its neighbours', a hint adding to it, a pattern Decap compiles; placeholders by label", () => {
  const faults: string[] = []
  let patterns = 0
  const inspect = (fields: CmsField[], where: string) => {
    const labels = fields.map((field) => field.label)
    for (const field of fields) {
      const at = `${where}${field.name}`
      // Keys are lower-case English words or camelCase; German labels begin with a capital.
      const key = new RegExp(`(?<!\\p{L})${field.name}(?!\\p{L})|\\b[a-z]+[A-Z]`, "u")
      if (!/^\p{Lu}/u.test(field.label) || key.test(field.label)) {
        faults.push(`${at}: label "${field.label}"`)
      }
      if (labels.indexOf(field.label) !== labels.lastIndexOf(field.label)) faults.push(`${at}: label shared with a neighbour`)
      if (field.hint && field.hint.replace(/\.$/, "") === field.label) faults.push(`${at}: hint repeats the label`)
      // Decap compiles a pattern without flags.
      if (Array.isArray(field.pattern)) {
        patterns++
        try {
          new RegExp(String(field.pattern[0]))
        } catch {
          faults.push(`${at}: pattern does not compile`)
        }
      }
      inspect(field.fields ?? [], `${at}.`)
      if (field.field) inspect([field.field], `${at}[].`)
    }
  }
  for (const file of files) inspect(file.fields, `${file.file}: `)
  // The placeholders are offered by the labels of their fields.
  const offered = files.flatMap((file) => file.fields.find((field) => field.name === "placeholders")!.options as object[])
  for (const { label, value } of offered as { label: string; value: string }[]) {
    if (!label.split(" › ").every((part) => /^\p{Lu}/u.test(part))) faults.push(`placeholder ${value}: "${label}"`)
  }
  expect(patterns).toBeGreaterThan(20)
  expect(faults).toEqual([])
})

test("a hint for a field the model does not have stops the CMS's build, in English, not the content check", () => {
  const root = projectCopy("cms-config-")
  const hints = path.join(root, "content-model/hints.yaml")
  writeFileSync(hints, readFileSync(hints, "utf8").replace(/^ {2}company:\n/m, "  company:\n    formerName: Früherer Name\n"))
  expect(() => cmsConfig(root, "development")).toThrow("content-model/hints.yaml: no field for company: formerName")
  // hints.yaml is the developers': the editors' check still runs, naming the fields by their labels.
  expect(checkContent({ root, environment: "development" }).sampleData).toContainEqual(
    expect.objectContaining({ message: expect.stringContaining("„Felder mit Beispieldaten“ (placeholders)") }),
  )
})
