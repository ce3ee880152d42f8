/** @jest-environment node */
/**
 * The Decap CMS configuration generated from the content model: one entry
 * per content file, each kind of field its widget, the check's rules and
 * the German hints of content-model/hints.yaml.
 */
import { cpSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { z } from "zod"

import { cmsConfig, cmsFields, shortLabel, type CmsField } from "../../content-model/cms-config.ts"
import * as format from "../../content-model/formats.ts"
import { projectRoot } from "../support/content"
import { copyContent, projectWithContent } from "./content-copy"

type Config = { backend: { repo: string }; local_backend?: true; collections: { files: { file: string; fields: CmsField[] }[] }[] }
const config = cmsConfig(projectRoot, "development") as Config
const files = config.collections[0]!.files

test("one entry per content file; decap-server only for development builds", () => {
  const onDisk = readdirSync(path.join(projectRoot, "content"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => `content/${file.split(path.sep).join("/")}`)
  expect(files.map((entry) => entry.file).sort()).toEqual(onDisk.sort())
  const site = parse(readFileSync(path.join(projectRoot, "content/site/index.yaml"), "utf8")) as { cmsRepository: string }
  expect(config.backend.repo).toBe(site.cmsRepository)
  expect(config.local_backend).toBe(true)
  expect(cmsConfig(projectRoot, "production").local_backend).toBeUndefined()
})

test("each kind of field gets its widget, bounds and rule", () => {
  const schema = z.strictObject({
    title: format.text,
    intro: format.text.optional(),
    mail: format.email,
    mode: z.enum(["advanced", "basic"]),
    year: z.int().min(1900).max(2100),
    ratio: z.number().min(0.5),
    net: z.boolean(),
    day: format.isoDate,
    short: format.shortText(12),
    paragraphs: z.array(format.text).min(1),
    rows: z.array(z.strictObject({ label: format.text })),
    extra: z.strictObject({ url: format.httpsUrl }).optional(),
  })
  const rule = 'Der Wert ist keine E-Mail-Adresse wie "info@firma.de"'
  expect(cmsFields(schema)).toEqual([
    { name: "title", label: "title", widget: "string" },
    { name: "intro", label: "intro", widget: "text", required: false },
    { name: "mail", label: "mail", widget: "string", pattern: [z.regexes.email.source, rule] },
    { name: "mode", label: "mode", widget: "select", options: ["advanced", "basic"] },
    { name: "year", label: "year", widget: "number", value_type: "int", min: 1900, max: 2100 },
    { name: "ratio", label: "ratio", widget: "number", value_type: "float", min: 0.5 },
    { name: "net", label: "net", widget: "boolean" },
    { name: "day", label: "day", widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false },
    { name: "short", label: "short", widget: "string", pattern: ["^[\\s\\S]{0,12}$", expect.stringMatching(/^Der Wert ist zu lang/)] },
    { name: "paragraphs", label: "paragraphs", widget: "list", min: 1, field: { name: "paragraphs", label: "paragraphs", widget: "text" } },
    {
      name: "rows",
      label: "rows",
      widget: "list",
      summary: "{{fields.label}}",
      fields: [{ name: "label", label: "label", widget: "string" }],
    },
    {
      name: "extra",
      label: "extra",
      widget: "object",
      required: false,
      fields: [{ name: "url", label: "url", widget: "string", required: false, pattern: expect.any(Array) }],
    },
  ])
  expect(() => cmsFields(z.strictObject({ when: z.date() }))).toThrow('when: no Decap widget for the zod type "date"')
})

test("hints by path, by named type, by key; the label is the hint's first clause", () => {
  const address = format.graphqlName("Address", z.strictObject({ street: format.text }))
  const schema = z.strictObject({ heading: format.heading, home: address, office: address })
  const hints = {
    "*": { heading: "Überschrift." },
    Address: { street: "Straße, z. B. Hauptstraße 5." },
    page: { "office.street": "Dienstsitz." },
  }
  const [heading, home, office] = cmsFields(schema, hints, [["page", ""]])
  expect(heading).toMatchObject({ label: "Überschrift (heading)", hint: "Überschrift." })
  expect(home!.fields![0]).toMatchObject({ label: "Straße (street)", hint: "Straße, z. B. Hauptstraße 5." })
  expect(office!.fields![0]).toMatchObject({ label: "Dienstsitz (street)" })
  expect(shortLabel("Aufsichtsbehörde nach § 5 Abs. 1 Nr. 3 DDG – nur, wenn …")).toBe("Aufsichtsbehörde nach § 5 Abs. 1 Nr. 3 DDG")
  expect(shortLabel("Tage, wie sie angezeigt werden, z. B. Montag.")).toBe("Tage, wie sie angezeigt werden")
})

test("a hint for a field the model does not have stops the build", () => {
  const root = projectWithContent(copyContent())
  cpSync(path.join(projectRoot, "content-model"), path.join(root, "content-model"), { recursive: true })
  const hints = path.join(root, "content-model/hints.yaml")
  writeFileSync(hints, readFileSync(hints, "utf8").replace(/^ {2}company:\n/m, "  company:\n    formerName: Früherer Name.\n"))
  expect(() => cmsConfig(root, "development")).toThrow("content-model/hints.yaml: no field for company: formerName")
})

test("every pattern compiles without flags, as Decap compiles it", () => {
  const patterns: string[] = []
  const collect = (fields: CmsField[]) => {
    for (const field of fields) {
      if (Array.isArray(field.pattern)) patterns.push(String(field.pattern[0]))
      collect([...(field.fields ?? []), ...(field.field ? [field.field] : [])])
    }
  }
  for (const file of files) collect(file.fields)
  expect(patterns.length).toBeGreaterThan(20)
  for (const pattern of patterns) expect(() => new RegExp(pattern)).not.toThrow()
})
