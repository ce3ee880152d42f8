/** @jest-environment node */
/**
 * The privacy notice and the banner follow the loading mode (docs/requirements.md#datenschutz): a real
 * `gatsby build` of a project copy with content/site/index.yaml switched to the other mode renders that
 * mode's analytics section and banner paragraph, and none of the configured mode's (whose own build
 * __tests__/built/datenschutz.test.ts checks). The same build counts the reads of content files: one
 * content check per build, so each file is read three times (Gatsby hashes and loads it, the check reads it).
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"

import { loadContent } from "../support/content"
import { projectCopy, runInCopy } from "../support/project-copy"

const content = loadContent()
const configured: "advanced" | "basic" = content.siteYaml.tagManager.loadingMode
const other = configured === "advanced" ? "basic" : "advanced"

/** The text of the element with `id` in a built page (tags dropped, entities of quotes decoded). */
function sectionText(html: string, id: string): string {
  const match = new RegExp(`<(section|p)[^>]*id="${id}"[^>]*>([\\s\\S]*?)</section>`).exec(html)
  if (!match) throw new Error(`no #${id} in the built page`)
  return match[2]!
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
}

/** The environment that makes the build and its workers log every read of a content file. */
const readCounting = (root: string) => ({
  NODE_OPTIONS: `--require ${JSON.stringify(path.join(__dirname, "../support/count-content-reads.cjs"))}`,
  CONTENT_READS_LOG: path.join(root, "content-reads.log"),
})

let dir: string

beforeAll(() => {
  dir = projectCopy("loading-mode-")
  const site = path.join(dir, "content/site/index.yaml")
  const yaml = readFileSync(site, "utf8")
  const setting = `\n  loadingMode: "${configured}"`
  expect(yaml.split(setting)).toHaveLength(2)
  writeFileSync(site, yaml.replace(setting, `\n  loadingMode: "${other}"`))
  expect(parse(readFileSync(site, "utf8")).tagManager.loadingMode).toBe(other)

  const build = runInCopy(dir, ["node_modules/gatsby/cli.js", "build"], readCounting(dir), 240_000)
  expect([build.status, build.status === 0 ? "" : `${build.stdout}\n${build.stderr}`]).toEqual([0, ""])
}, 300_000)

test(`a build with loadingMode "${other}" describes "${other}" on /datenschutz/ and in the banner`, () => {
  const html = readFileSync(path.join(dir, "public/datenschutz/index.html"), "utf8")
  const privacy = content.datenschutzYaml
  const analytics = sectionText(html, "analyse")
  for (const paragraph of privacy.analytics[other]!.paragraphs) expect(analytics).toContain(paragraph)
  const onlyConfigured = privacy.analytics[configured]!.paragraphs.filter((p: string) => !privacy.analytics[other]!.paragraphs.includes(p))
  expect(onlyConfigured.length).toBeGreaterThan(0)
  for (const paragraph of onlyConfigured) expect(analytics).not.toContain(paragraph)

  const banner = sectionText(html, "cookie-banner")
  expect(banner).toContain(content.consentYaml.banner.text[other])
  expect(banner).not.toContain(content.consentYaml.banner.text[configured])
})

test("the build reads each content file three times: Gatsby's hashing and loading, one content check", () => {
  const reads = new Map<string, number>()
  for (const line of readFileSync(readCounting(dir).CONTENT_READS_LOG, "utf8").trim().split("\n")) {
    const file = line.split(" ")[2]!
    reads.set(file, (reads.get(file) ?? 0) + 1)
  }
  const files = readdirSync(path.join(dir, "content"), { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".yaml"))
  expect(files.length).toBeGreaterThan(0)
  expect(Object.fromEntries(reads)).toEqual(Object.fromEntries(files.map((file) => [file, 3])))
})
