/** @jest-environment node */
/**
 * One naming of the standards across content/ (docs/requirements.md#writing-the-copy): the texts name
 * a standard by its short name, without a year; its edition is written once, under `standards` in
 * content/home/index.yaml, which target groups and example report refer to.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"

import { contentFiles, loadContent, projectRoot } from "../support/content"

const { standards } = loadContent().homeYaml
const names = standards.map((standard) => standard.name)

/** The mentions of a standard that are not one of the short names. */
const offNames = (text: string) =>
  [...text.matchAll(/(?:DIN EN )?(?:ISO(?:\/IEC)? )?\b(?:15189|17025|17020)\b(?::\d{4}(?:-\d\d)?)?/g)]
    .map((match) => match[0])
    .filter((name) => !names.includes(name))

const dir = path.join(projectRoot, "content")

test.each(contentFiles())("%s names the standards by their short names, without edition", (file) => {
  const { standards: _editions, ...texts } = parse(readFileSync(path.join(dir, file), "utf8")) as Record<string, unknown>
  expect(offNames(JSON.stringify(texts))).toEqual([])
})

test("each edition under standards names its standard with a year; other forms are found", () => {
  for (const { name, edition } of standards) expect(edition).toMatch(new RegExp(`${name.replace("/", "\\/")}:\\d{4}`))
  expect(offNames("ISO 17025, DIN EN ISO 15189, ISO/IEC 17020:2012 und ISO 15189")).toEqual([
    "ISO 17025",
    "DIN EN ISO 15189",
    "ISO/IEC 17020:2012",
  ])
})
