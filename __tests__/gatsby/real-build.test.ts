/**
 * One real `gatsby build` of a project copy (it takes minutes: one for all that only a build shows) with README's "Adding a field" done
 * (schema, the view's fragment and JSX, nothing else), filled with text of every script and markup, a cleared optional field, a raw value of the example report changed, a date
 * without quotes, and the loading mode switched (docs/requirements.md#datenschutz); it also logs who reads the content files when.
 */
import { execFileSync } from "node:child_process"
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"

import { computeReport, REPORT_PDF_PATH, reportExcerpt } from "../../content-model/report/report"
import { readable } from "../support/built-site"
import { contentFiles, loadContent } from "../support/content"
import { NODE, projectCopy, runInCopy } from "../support/project-copy"

const content = loadContent()
const configured: "advanced" | "basic" = content.siteYaml.tagManager.loadingMode
const other = configured === "advanced" ? "basic" : "advanced"
const { lastUpdated } = content.datenschutzYaml
const VALUE = "Wir antworten 👩‍🔬🇩🇪 検証 אימות تحقق e\u0301 „so“ <b>&amp; </script> Werktagsantwortzeitgarantie"

/** The example report with its first raw value 30 % higher, as the copy builds it. */
const changedReport = JSON.parse(JSON.stringify(content.exampleReportYaml)) as typeof content.exampleReportYaml
const firstValue = changedReport.precision.levels[0]!.results[0]![0]!
changedReport.precision.levels[0]!.results[0]![0] = Number((firstValue * 1.3).toFixed(1))

const dir = projectCopy("real-build-")
const readsLog = path.join(dir, "content-reads.log")
const read = (file: string) => readFileSync(path.join(dir, file), "utf8")

/** Replaces `from`, which must occur exactly once, in a file of the copy. */
function edit(file: string, from: string, to: string): void {
  expect(read(file).split(from)).toHaveLength(2)
  writeFileSync(path.join(dir, file), read(file).replace(from, to))
}

/** The text of the element with `id` in a built page, as a reader takes it in. */
const textOf = (file: string, id: string) =>
  readable(new DOMParser().parseFromString(read(file), "text/html").getElementById(id)?.textContent)

beforeAll(() => {
  // The contact page's shape is the only one with `...pageTop` followed by `quickContact`.
  edit("content-model/schemas.ts", "  ...pageTop,\n  quickContact", "  ...pageTop,\n  replyTime: text,\n  quickContact")
  edit(
    "src/views/ContactView/ContactView.tsx",
    "fragment ContactView on ContactYaml {\n",
    "fragment ContactView on ContactYaml {\n    replyTime\n",
  )
  edit(
    "src/views/ContactView/ContactView.tsx",
    "text={contact.intro} />",
    'text={contact.intro} />\n<p id="antwortzeit">{contact.replyTime}</p>',
  )
  edit("content/contact/index.yaml", "\nquickContact:", `\nreplyTime: "${VALUE}"\nquickContact:`)
  edit("content/contact/index.yaml", 'title: "Kontakt"', `title: "Kontakt 👩‍🔬 検証 אימות"`)
  const { note } = content.homeYaml.hero.example.results.find((result) => result.note !== undefined)!
  edit("content/home/index.yaml", `note: "${note}"`, 'note: " "')
  edit("content/example-report/index.yaml", `- [${firstValue}, `, `- [${changedReport.precision.levels[0]!.results[0]![0]}, `)
  edit("content/site/index.yaml", `\n  loadingMode: "${configured}"`, `\n  loadingMode: "${other}"`)
  // As the CMS's date picker writes it.
  edit("content/datenschutz/index.yaml", `lastUpdated: "${lastUpdated}"`, `lastUpdated: ${lastUpdated}`)

  // Preloaded into the build and its workers, it logs every read of a content file.
  const counting = {
    NODE_OPTIONS: `--require ${JSON.stringify(path.join(__dirname, "../support/count-content-reads.cjs"))}`,
    CONTENT_READS_LOG: readsLog,
  }
  const build = runInCopy(dir, ["node_modules/gatsby/cli.js", "build"], counting, 300_000)
  expect([build.status, build.status === 0 ? "" : `${build.stdout}\n${build.stderr}`]).toEqual([0, ""])
}, 320_000)

test("a field named in the schema, the view's fragment and its JSX is rendered, escaped, and typed; a cleared one is absent", () => {
  expect(textOf("public/kontakt/index.html", "antwortzeit")).toBe(VALUE)
  expect(read("public/kontakt/index.html")).not.toContain("<b>&amp; </script>")
  expect(read("public/index.html")).not.toMatch(/<small[^>]*>(?:\s|<!-- -->)*<\/small>/)
  expect(/type ContactViewFragment = \{[^\n]*/.exec(read("src/gatsby-types.d.ts"))?.[0]).toContain("readonly replyTime: string")
  const tsc = runInCopy(dir, ["node_modules/typescript/bin/tsc", "--noEmit", "-p", "."], {}, 120_000)
  expect([tsc.status, tsc.stdout]).toEqual([0, ""])
}, 150_000)

test("a changed raw value changes every figure that depends on it: on the report page, in its PDF and in the home page's excerpt", () => {
  const [before, after] = [computeReport(content.exampleReportYaml), computeReport(changedReport)]
  const [figuresBefore, figuresAfter] = [before.precision.levels[0]!.figures, after.precision.levels[0]!.figures]
  const page = readable(read("public/beispielbericht/index.html"))
  const pdfFile = path.join(dir, "public", REPORT_PDF_PATH)
  const pdf = JSON.parse(execFileSync(NODE, [path.join(__dirname, "../support/pdf-text.ts"), pdfFile]).toString()) as {
    texts: string[]
  }
  for (const key of ["mean", "sR", "sWL", "cvR", "cvWL", "biasUnits", "uc", "expandedRelative"] as const) {
    expect([key, figuresAfter[key] === figuresBefore[key]]).toEqual([key, false])
    expect(page).toContain(figuresAfter[key])
    expect(pdf.texts.join(" ")).toContain(figuresAfter[key])
  }
  const card = readable(/<figure[\s\S]*?<\/figure>/.exec(read("public/index.html"))![0])
  const rows = content.homeYaml.hero.example.results
  const shown = (report: typeof before) => reportExcerpt(report, rows).rows.map((row) => row.value)
  const [shownBefore, shownAfter] = [shown(before), shown(after)]
  expect(shownAfter).not.toEqual(shownBefore)
  for (const value of shownAfter) expect(card).toContain(`${value} %`)
})

test("a day without quotes, which gatsby-transformer-yaml reads as a Date, is the same day on the page", () => {
  expect(read("public/datenschutz/index.html")).toContain(`<time dateTime="${lastUpdated}">`)
})

test(`loadingMode "${other}": /datenschutz/ and the banner describe "${other}", none of "${configured}"`, () => {
  const { analytics } = content.datenschutzYaml
  const onlyConfigured = analytics[configured]!.paragraphs.filter((p: string) => !analytics[other]!.paragraphs.includes(p))
  expect(onlyConfigured.length).toBeGreaterThan(0)
  const [analyse, banner] = ["analyse", "cookie-banner"].map((id) => textOf("public/datenschutz/index.html", id))
  for (const paragraph of analytics[other]!.paragraphs) expect(analyse).toContain(paragraph)
  for (const paragraph of onlyConfigured) expect(analyse).not.toContain(paragraph)
  expect(banner).toContain(content.consentYaml.banner.text[other])
  expect(banner).not.toContain(content.consentYaml.banner.text[configured])
})

test("a build checks each content file once, before Gatsby reads it; gatsby-source-filesystem and gatsby-transformer-yaml read it once each", () => {
  const reads = readFileSync(readsLog, "utf8")
    .trim()
    .split("\n")
    .map((line) => line.split(" "))
  const files = contentFiles(path.join(dir, "content")).sort()
  const [checked, sourced] = [reads.slice(0, files.length), reads.slice(files.length)]
  // The content check (onPreInit) reads synchronously, before any plugin sources a node.
  expect(checked.map(([, how, file]) => `${how} ${file}`).sort()).toEqual(files.map((file) => `readFileSync ${file}`))
  // gatsby-source-filesystem hashes each file through a stream (open), gatsby-transformer-yaml loads it (readFile).
  expect(sourced.map(([, how, file]) => `${how} ${file}`).sort()).toEqual(
    files.flatMap((file) => [`open ${file}`, `readFile ${file}`]).sort(),
  )
  // All in the main process: the query workers read the nodes, not the files.
  expect(new Set(reads.map(([pid]) => pid)).size).toBe(1)
})
