/** @jest-environment node */
/**
 * Saving through the CMS loses nothing: every content file read and
 * written with Decap's own YAML formatter (decap-cms-core's formats/yaml,
 * on the `yaml` 1.x it ships: no comments, dates unquoted), in the key
 * order of the generated configuration, passes the content check with the
 * same data: Decap's unquoted dates too, which js-yaml (the pages' and the
 * check's one reader) reads as dates.
 */
import { readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"

import { cmsConfig } from "../../content-model/cms-config.ts"
import { formatProblem } from "../../content-model/check.ts"
import { contentFiles, projectRoot } from "../support/content"
import { check, copyContent } from "./content-copy"

interface DecapFormatter {
  fromFile(content: string): object
  toFile(data: object, sortedKeys?: string[], comments?: Record<string, string>): string
}

/** Requires as decap-cms-core does, resolved as decap-cms-app and so the /admin/ bundle resolves it (Jest transforms its ES modules). */
const decapCoreRequire = createRequire(createRequire(require.resolve("decap-cms-app/package.json")).resolve("decap-cms-core/package.json"))
const decapYaml = (decapCoreRequire("./dist/esm/formats/yaml.js") as { default: DecapFormatter }).default
const config = cmsConfig(projectRoot, "development") as { collections: { files: { file: string; fields: { name: string }[] }[] }[] }
const entries = config.collections[0]!.files.map((entry) => ({
  relative: entry.file.replace(/^content\//, ""),
  keys: entry.fields.map((field) => field.name),
}))

/** What Decap's backend writes for an entry: toFile in the fields' order, a final newline. */
function saveLikeDecap(text: string, keys: string[]): string {
  const raw = decapYaml.toFile(decapYaml.fromFile(text), keys, {})
  return raw.endsWith("\n") ? raw : `${raw}\n`
}

describe("saving every content file through the CMS", () => {
  const original = check(path.join(projectRoot, "content"))
  const copy = copyContent()
  const saved = new Map(
    entries.map(({ relative, keys }) => [relative, saveLikeDecap(readFileSync(path.join(copy, relative), "utf8"), keys)]),
  )
  for (const [relative, text] of saved) writeFileSync(path.join(copy, relative), text)
  const resaved = check(copy)

  test("uses Decap's formatter, which writes dates unquoted", () => {
    expect((decapCoreRequire("yaml/package.json") as { version: string }).version).toMatch(/^1\./)
    expect(saved.get("datenschutz/index.yaml")).toMatch(/^lastUpdated: \d{4}-\d\d-\d\d$/m)
  })

  test("the check passes, reads the same data and finds the same sample data", () => {
    expect(resaved.errors.map(formatProblem)).toEqual([])
    expect(resaved.data).toEqual(original.data)
    const withoutLines = (problems: typeof original.warnings) => problems.map(({ line: _, ...problem }) => problem)
    expect(withoutLines(resaved.warnings)).toEqual(withoutLines(original.warnings))
  })

  test("saving again changes nothing", () => {
    for (const { relative, keys } of entries) expect(saveLikeDecap(saved.get(relative)!, keys)).toBe(saved.get(relative))
  })
})

type YamlNode = { comment?: string; commentBefore?: string; items?: YamlNode[]; key?: YamlNode; value?: YamlNode; contents?: YamlNode }
/** Decap's own `yaml` (1.x), which keeps the comments it would drop on saving. */
const decapParse = (decapCoreRequire("yaml") as { parseDocument(text: string): YamlNode }).parseDocument
const commentsOf = (node: YamlNode | undefined | null): string[] =>
  node
    ? [
        node.commentBefore ?? "",
        node.comment ?? "",
        ...[node.contents, node.key, node.value, ...(node.items ?? [])].flatMap(commentsOf),
      ].filter(Boolean)
    : []

test("no content file holds a comment, which the CMS would drop: hints for editors live in content-model/hints.yaml", () => {
  for (const file of contentFiles()) {
    const comments = commentsOf(decapParse(readFileSync(path.join(projectRoot, "content", file), "utf8")))
    expect({ file, comments }).toEqual({ file, comments: [] })
  }
  expect(commentsOf(decapParse("# Hinweis\na: 1 # hier\n"))).toEqual(expect.arrayContaining([" Hinweis", " hier"]))
})
