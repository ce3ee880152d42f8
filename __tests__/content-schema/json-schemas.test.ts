/** @jest-environment node */
/**
 * The JSON Schemas editors' tools read (content/schemas/) are exactly what the
 * zod schemas generate, and every YAML file points its editor at the schema of its kind.
 */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"

import { SCHEMA_DIR, generateJsonSchemas } from "../../build/content-model/json-schemas.ts"
import { routesFromPages } from "../../build/content-model/routes.ts"
import { contentKinds } from "../../build/content-model/schemas.ts"
import { projectRoot } from "../support/content"

const kinds = contentKinds(routesFromPages(path.join(projectRoot, "src", "pages")))

describe("JSON Schemas in content/schemas/", () => {
  const generated = generateJsonSchemas(projectRoot)

  test("the committed files are exactly what `npm run schemas` generates from the zod schemas", () => {
    const dir = path.join(projectRoot, SCHEMA_DIR)
    const committed = new Map(readdirSync(dir).map((name) => [name, readFileSync(path.join(dir, name), "utf8")]))
    expect([...committed.keys()].sort()).toEqual([...generated.keys()].sort())
    for (const [name, json] of generated) {
      // On failure: run `npm run schemas` and commit content/schemas/.
      expect({ name, json: committed.get(name) }).toEqual({ name, json })
    }
  })

  test("they carry German descriptions, required fields, formats and no unknown keys", () => {
    const company = JSON.parse(generated.get("company.schema.json")!)
    expect(company.$schema).toBe("http://json-schema.org/draft-07/schema#")
    expect(company.additionalProperties).toBe(false)
    expect(company.required).toEqual(expect.arrayContaining(["companyName", "email", "phone", "officeHours"]))
    expect(company.required).not.toContain("placeholders")
    expect(company.properties.email).toMatchObject({ format: "email", description: "E-Mail-Adresse für Anfragen." })
    expect(company.properties.phone.properties.e164.pattern).toBe("^\\+[1-9]\\d{6,14}$")
    expect(company.properties.officeHours.items.properties.opens.pattern).toBe("^(?:[01]\\d|2[0-3]):[0-5]\\d$")
    expect(company.properties.placeholders.items.enum).toContain("address.street")
    const layout = JSON.parse(generated.get("layout.schema.json")!)
    const href = layout.properties.footer.properties.links.items.properties.href
    expect(new RegExp(href.pattern).test("/kontakt/")).toBe(true)
    expect(new RegExp(href.pattern).test("/#ablauf")).toBe(true)
    expect(new RegExp(href.pattern).test("/preise/")).toBe(false)
    expect(href.description).toContain('"/kontakt/"')
    const datenschutz = JSON.parse(generated.get("datenschutz.schema.json")!)
    expect(datenschutz.properties.lastUpdated.format).toBe("date")
  })

  test("every YAML file opens with the schema of its kind and a German comment", () => {
    const contentDir = path.join(projectRoot, "content")
    const files = readdirSync(contentDir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".yaml"))
    expect(files.length).toBeGreaterThanOrEqual(10)
    for (const file of files) {
      const relative = file.split(path.sep).join("/")
      const kind = kinds.find((k) => k.matches(relative))!
      const [first, second] = readFileSync(path.join(contentDir, file), "utf8").split("\n")
      expect({ relative, first }).toEqual({ relative, first: `# yaml-language-server: $schema=../schemas/${kind.name}.schema.json` })
      expect(second).toMatch(/^# [A-ZÄÖÜ].*[a-zäöüß]/)
    }
  })
})
