/** @jest-environment node */
/**
 * One naming of the standards across content/ (docs/requirements.md#writing-the-copy): with
 * edition where a text names the requirements, otherwise the short form; never a mix.
 */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"

import { projectRoot } from "../support/content"

const ALLOWED = [
  "DIN EN ISO 15189:2023",
  "DIN EN ISO/IEC 17025:2018",
  "DIN EN ISO/IEC 17020:2012",
  "ISO 15189",
  "ISO/IEC 17025",
  "ISO/IEC 17020",
]

/** The mentions of a standard that are none of the allowed forms. */
const offNames = (text: string) =>
  [...text.matchAll(/(?:DIN EN )?(?:ISO(?:\/IEC)? )?\b(?:15189|17025|17020)\b(?::\d{4})?/g)]
    .map((match) => match[0])
    .filter((name) => !ALLOWED.includes(name))

const dir = path.join(projectRoot, "content")
const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".yaml"))

test.each(files)("%s names the standards consistently", (file) => {
  expect(offNames(readFileSync(path.join(dir, file), "utf8"))).toEqual([])
})

test("the target groups name each standard with its edition; mixed forms are found", () => {
  const home = readFileSync(path.join(dir, "home/index.yaml"), "utf8")
  for (const name of ALLOWED.slice(0, 3)) expect(home).toContain(`standard: "${name}"`)
  expect(offNames("ISO 17025, DIN EN ISO 15189, ISO/IEC 17020:2012 und ISO 15189")).toEqual([
    "ISO 17025",
    "DIN EN ISO 15189",
    "ISO/IEC 17020:2012",
  ])
})
