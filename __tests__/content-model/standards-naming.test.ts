/** @jest-environment node */
/**
 * One naming convention for the standards across content/ (docs/requirements.md#writing-the-copy):
 * the full German designation with its edition where a text names the requirements,
 * otherwise the short international form, never a mix such as "ISO 17025" or
 * "DIN EN ISO 15189" without the edition.
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
] as const

/** Every YAML file under content/, relative to it. */
function yamlFiles(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? yamlFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : entry.name.endsWith(".yaml")
        ? [`${prefix}${entry.name}`]
        : [],
  )
}

/** The mentions of a standard (with whatever prefix and edition they carry) that are not one of the allowed forms. */
function offNames(text: string): string[] {
  const mentions = text.matchAll(/(?:DIN EN )?(?:ISO(?:\/IEC)? )?\b(?:15189|17025|17020)\b(?::\d{4})?/g)
  return [...mentions].map((m) => m[0]).filter((name) => !(ALLOWED as ReadonlyArray<string>).includes(name))
}

describe("standards naming in content/", () => {
  const files = yamlFiles(path.join(projectRoot, "content"))

  test.each(files)("%s names the standards consistently", (file) => {
    expect(offNames(readFileSync(path.join(projectRoot, "content", file), "utf8"))).toEqual([])
  })

  test("the landing page names each standard with its edition where it describes the target groups", () => {
    const home = readFileSync(path.join(projectRoot, "content/home/index.yaml"), "utf8")
    for (const name of ALLOWED.slice(0, 3)) expect(home).toContain(`standard: "${name}"`)
  })

  test("the check finds the mixed forms (the gate is live)", () => {
    expect(offNames("nach ISO 17025, DIN EN ISO 15189, ISO/IEC 17020:2012 und ISO 15189")).toEqual([
      "ISO 17025",
      "DIN EN ISO 15189",
      "ISO/IEC 17020:2012",
    ])
  })
})
