/** @jest-environment node */
/**
 * Saving through the CMS loses nothing: each content file, written by Decap's own YAML formatter (decap-cms-core's
 * formats/yaml, on the `yaml` 1.x it ships: comments dropped, dates unquoted) in the configured key order, keeps its
 * data and passes the content check, which reads those dates as days. Saving through the CMS in a browser: e2e/cms-editing.spec.ts.
 */
import { readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"

import { load } from "js-yaml"

import { cmsConfig } from "../../content-model/cms-config.ts"
import { formatProblem, readContentDir } from "../../content-model/check.ts"
import { projectRoot } from "../support/content"
import { check, copyContent } from "./content-copy"

interface DecapFormatter {
  fromFile(content: string): object
  toFile(data: object, sortedKeys?: string[], comments?: Record<string, string>): string
}

/** Requires as decap-cms-core does, resolved as decap-cms-app and so the /admin/ bundle resolves it (Jest transforms its ES modules). */
const decapCoreRequire = createRequire(createRequire(require.resolve("decap-cms-app/package.json")).resolve("decap-cms-core/package.json"))
const decapYaml = (decapCoreRequire("./dist/esm/formats/yaml.js") as { default: DecapFormatter }).default
const config = cmsConfig(projectRoot, "development")
const entries = config.collections[0]!.files.map((entry) => ({
  relative: entry.file.replace(/^content\//, ""),
  keys: entry.fields.map((field) => field.name),
}))

/** What Decap's backend writes for an entry: toFile in the fields' order, a final newline. */
function saveLikeDecap(text: string, keys: string[]): string {
  const raw = decapYaml.toFile(decapYaml.fromFile(text), keys, {})
  return raw.endsWith("\n") ? raw : `${raw}\n`
}

test("saving every content file through the CMS keeps its data, Decap's unquoted dates too; saving again changes nothing", () => {
  const copy = copyContent()
  for (const { relative, keys } of entries) {
    const saved = saveLikeDecap(readFileSync(path.join(copy, relative), "utf8"), keys)
    expect(saveLikeDecap(saved, keys)).toBe(saved)
    writeFileSync(path.join(copy, relative), saved)
  }
  expect(readFileSync(path.join(copy, "datenschutz/index.yaml"), "utf8")).toMatch(/^lastUpdated: \d{4}-\d\d-\d\d$/m)
  const resaved = check(copy)
  expect(resaved.errors.map(formatProblem)).toEqual([])
  expect(resaved.data).toEqual(check(path.join(projectRoot, "content")).data)
})

const hashes = (text: string) => text.split("#").length - 1
/** The comments of a YAML text: a "#" not in a key or value begins one. */
const comments = (text: string) => hashes(text) - hashes(JSON.stringify(load(text)))

test("no content file holds a comment, which the CMS would drop: hints for editors live in content-model/hints.yaml", () => {
  for (const { file, source } of readContentDir(path.join(projectRoot, "content")))
    expect({ file, comments: comments(source) }).toEqual({ file, comments: 0 })
  expect(comments('# Hinweis\na: "#1" # hier\n')).toBe(2)
})
