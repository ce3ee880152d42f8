/** @jest-environment node */
/**
 * Saving through the CMS loses nothing: every content file is read and
 * written with Decap's own YAML formatter (decap-cms-core's formats/yaml: the
 * `yaml` 1.x package it depends on, no comments kept, dates written
 * unquoted), in the key order the generated configuration gives. The content
 * check passes on the result, it reads the same data, and Gatsby's reader
 * (js-yaml in gatsby-transformer-yaml) gives the pages the same values.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { isNode, parseDocument, visit } from "yaml"

import { cmsConfig } from "../../content-model/cms-config.ts"
import { checkContent, formatProblem } from "../../content-model/check.ts"
import { withCalendarDays } from "../../content-model/dates.ts"
import { routesFromPages } from "../../content-model/routes.ts"
import { contentKinds } from "../../content-model/schemas.ts"
import { projectRoot } from "../support/content"
import { decapCoreRequire, gatsbyJsYaml } from "../support/package-internals"
import { copyContent } from "./content-copy"

interface DecapFormatter {
  fromFile(content: string): unknown
  toFile(data: object, sortedKeys?: string[], comments?: Record<string, string>): string
}

// decap-cms-core is a dependency of decap-cms-app, resolved from there like the /admin/ bundle does; its
// ES module source is transformed by Jest (jest.config.mjs) and imports the `yaml` 1.x that Decap ships with.
const decapYaml = (decapCoreRequire("./dist/esm/formats/yaml.js") as { default: DecapFormatter }).default
const jsYaml = gatsbyJsYaml

const config = cmsConfig(projectRoot, "development") as {
  collections: { files: { file: string; fields: { name: string }[] }[] }[]
}
const entries = config.collections.flatMap((collection) => collection.files)
const kinds = contentKinds(routesFromPages(path.join(projectRoot, "src", "pages")))

/** What Decap's backend writes for an entry (backend.ts entryToRaw): toFile with the fields' order, a final newline. */
function saveLikeDecap(text: string, fieldsOrder: string[]): string {
  const raw = decapYaml.toFile(decapYaml.fromFile(text) as object, fieldsOrder, {})
  return raw.endsWith("\n") ? raw : `${raw}\n`
}

describe("saving every content file through the CMS", () => {
  const original = checkContent({ root: projectRoot, environment: "development" })
  const copy = copyContent()
  const saved = new Map<string, string>()
  for (const entry of entries) {
    const relative = entry.file.replace(/^content\//, "")
    const text = saveLikeDecap(
      readFileSync(path.join(copy, relative), "utf8"),
      entry.fields.map((f) => f.name),
    )
    writeFileSync(path.join(copy, relative), text)
    saved.set(relative, text)
  }
  const resaved = checkContent({ root: projectRoot, contentDir: copy, environment: "development" })

  test("uses Decap's formatter with its own yaml 1.x", () => {
    const decapYamlVersion = (decapCoreRequire("yaml/package.json") as { version: string }).version
    expect(decapYamlVersion).toMatch(/^1\./)
    expect(saved.size).toBe(original.data.size)
  })

  test("writes the date unquoted, as an editor's save does", () => {
    expect(saved.get("datenschutz/index.yaml")).toMatch(/^lastUpdated: \d{4}-\d\d-\d\d$/m)
  })

  test("the content check passes on what the CMS wrote", () => {
    expect(resaved.errors.map(formatProblem)).toEqual([])
    // The same placeholders are reported; only their line numbers may move.
    const withoutLines = (problems: typeof original.warnings) => problems.map((p) => formatProblem(p).replace(/Zeile \d+/g, "Zeile …"))
    expect(withoutLines(resaved.warnings)).toEqual(withoutLines(original.warnings))
  })

  test("the check reads exactly the data it read before", () => {
    expect([...resaved.data.keys()].sort()).toEqual([...original.data.keys()].sort())
    for (const [relative, data] of original.data) expect({ relative, data: resaved.data.get(relative) }).toEqual({ relative, data })
  })

  test("the pages get the same values (Gatsby's js-yaml, dates through the calendarDay field extension)", () => {
    for (const [relative, text] of saved) {
      const kind = kinds.find((k) => k.matches(relative))!
      const before = withCalendarDays(kind.schema, jsYaml.load(readFileSync(path.join(projectRoot, "content", relative), "utf8")))
      const after = withCalendarDays(kind.schema, jsYaml.load(text))
      expect({ relative, data: after }).toEqual({ relative, data: before })
    }
  })

  test("saving again changes nothing", () => {
    for (const entry of entries) {
      const relative = entry.file.replace(/^content\//, "")
      const text = saved.get(relative)!
      expect(
        saveLikeDecap(
          text,
          entry.fields.map((f) => f.name),
        ),
      ).toBe(text)
    }
  })
})

test("no YAML file holds a comment, which the CMS would drop: every hint for editors is a schema description", () => {
  const contentDir = path.join(projectRoot, "content")
  const files = readdirSync(contentDir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".yaml"))
  expect(files.length).toBeGreaterThanOrEqual(10)
  for (const file of files) {
    const doc = parseDocument(readFileSync(path.join(contentDir, file), "utf8"))
    const comments: (string | null | undefined)[] = [doc.commentBefore, doc.comment]
    visit(doc, (_, node) => {
      if (isNode(node)) comments.push(node.commentBefore, node.comment)
    })
    expect({ file, comments: comments.filter(Boolean) }).toEqual({ file, comments: [] })
  }
})
