/** @jest-environment node */
/**
 * One source of truth: the JSON Schemas editors' tools read (content/schemas/)
 * are exactly what the zod schemas generate, every YAML file points its editor
 * at the schema of its kind, and the GraphQL types the pages query
 * (build/gatsby/schema.ts) have the same fields and required-ness as the zod schemas.
 */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { Kind, parse, type FieldDefinitionNode, type ObjectTypeDefinitionNode, type TypeNode } from "graphql"
import { z } from "zod"

import { typeDefs } from "../../build/gatsby/schema"
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

describe("zod schemas and GraphQL types agree", () => {
  const types = new Map(
    parse(typeDefs)
      .definitions.filter((d): d is ObjectTypeDefinitionNode => d.kind === Kind.OBJECT_TYPE_DEFINITION)
      .map((d) => [d.name.value, d]),
  )
  const named = (type: TypeNode): string => (type.kind === Kind.NAMED_TYPE ? type.name.value : named(type.type))
  const rootTypes: Record<string, string> = {
    company: "CompanyYaml",
    site: "SiteYaml",
    layout: "LayoutYaml",
    home: "HomeYaml",
    impressum: "ImpressumYaml",
    datenschutz: "DatenschutzYaml",
    contact: "ContactYaml",
    errors: "ErrorsYaml",
    consent: "ConsentYaml",
  }

  /** Differences as readable lines: field missing on one side, or required on one side only. */
  function compare(schema: z.ZodType, type: ObjectTypeDefinitionNode, at: string): string[] {
    const shape = (schema as z.ZodObject).shape as Record<string, z.ZodType>
    const fields = new Map((type.fields ?? []).map((f: FieldDefinitionNode) => [f.name.value, f]))
    const out: string[] = []
    for (const [key, value] of Object.entries(shape)) {
      if (key === "placeholders" && at === type.name.value) continue
      const field = fields.get(key)
      if (!field) {
        out.push(`${at}.${key}: nur im zod-Schema`)
        continue
      }
      const optional = value instanceof z.ZodOptional || value instanceof z.ZodNullable
      if (optional === (field.type.kind === Kind.NON_NULL_TYPE)) out.push(`${at}.${key}: Pflicht nur auf einer Seite`)
      let inner: z.ZodType = value
      while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) inner = inner.unwrap() as z.ZodType
      if (inner instanceof z.ZodArray) inner = inner.element as z.ZodType
      const child = types.get(named(field.type))
      if (inner instanceof z.ZodObject) {
        if (child) out.push(...compare(inner, child, `${at}.${key}`))
        else out.push(`${at}.${key}: in GraphQL kein Objekttyp`)
      }
    }
    for (const key of fields.keys()) if (!(key in shape)) out.push(`${at}.${key}: nur in GraphQL`)
    return out
  }

  test.each(kinds.map((k) => [k.name, k] as const))("%s", (name, kind) => {
    const type = types.get(rootTypes[name]!)!
    expect(type).toBeDefined()
    expect(compare(kind.schema, type, type.name.value)).toEqual([])
  })
})
