/** @jest-environment node */
/**
 * The JSON Schemas editors' tools read (content/schemas/) are exactly what the
 * zod schemas generate, and .vscode/settings.json points the editor of every YAML file at the schema of its kind.
 */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { isNode, parseDocument, visit } from "yaml"

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

  test(".vscode/settings.json gives every YAML file the schema of its kind (VS Code, github.dev)", () => {
    // The association lives there, not in a first-line comment: the CMS rewrites whole files and keeps no comments.
    const settings = JSON.parse(readFileSync(path.join(projectRoot, ".vscode", "settings.json"), "utf8")) as {
      "yaml.schemas": Record<string, string>
    }
    const associations = Object.entries(settings["yaml.schemas"])
    expect(associations.map(([schema]) => schema).sort()).toEqual([...generated.keys()].map((name) => `./${SCHEMA_DIR}/${name}`).sort())
    const contentDir = path.join(projectRoot, "content")
    const files = readdirSync(contentDir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".yaml"))
    expect(files.length).toBeGreaterThanOrEqual(10)
    for (const file of files) {
      const relative = file.split(path.sep).join("/")
      const kind = kinds.find((k) => k.matches(relative))!
      const schemas = associations.filter(([, glob]) => path.matchesGlob(`content/${relative}`, glob)).map(([schema]) => schema)
      expect({ relative, schemas }).toEqual({ relative, schemas: [`./${SCHEMA_DIR}/${kind.name}.schema.json`] })
    }
  })

  test("no YAML file holds a comment: every hint for editors is a schema description", () => {
    const contentDir = path.join(projectRoot, "content")
    const files = readdirSync(contentDir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".yaml"))
    for (const file of files) {
      const doc = parseDocument(readFileSync(path.join(contentDir, file), "utf8"))
      const comments: (string | null | undefined)[] = [doc.commentBefore, doc.comment]
      visit(doc, (_, node) => {
        if (isNode(node)) comments.push(node.commentBefore, node.comment)
      })
      expect({ file, comments: comments.filter(Boolean) }).toEqual({ file, comments: [] })
    }
  })
})
