/** @jest-environment node */
/**
 * The example report's PDF (gatsby/report-pdf.ts) from the committed content, read back by PDF.js: A4, every page
 * numbered "Seite x von y" (the editors' words) and with the example notice, title and language set, the typeface
 * embedded, within 400 KB, and the same bytes for the same content. That its figures follow the raw data:
 * e2e/launch-rehearsal.spec.ts.
 */
import { execFileSync } from "node:child_process"
import path from "node:path"

import { computeReport } from "../../content-model/report/report"
import { loadContent, projectRoot } from "../support/content"

const report = loadContent().exampleReportYaml
const node = (script: string, input: string | Buffer) =>
  execFileSync(process.execPath, ["--disable-warning=MODULE_TYPELESS_PACKAGE_JSON", path.join(projectRoot, script)], {
    input,
    maxBuffer: 1 << 24,
  })
const render = () => node("gatsby/report-pdf.ts", JSON.stringify({ report, computed: computeReport(report) }))

let pdf: Buffer
let read: { pages: number; info: Record<string, string>; texts: string[] }
beforeAll(() => {
  pdf = render()
  read = JSON.parse(node("__tests__/support/pdf-text.ts", pdf).toString())
}, 60_000)

test("every page says it is an example and which page of how many it is; the overall verdict is in it", () => {
  expect(read.pages).toBeGreaterThanOrEqual(2)
  read.texts.forEach((text, index) => {
    expect(text).toContain(report.notice)
    expect(text).toContain(report.pdf.pageNumber.replace("{page}", String(index + 1)).replace("{pages}", String(read.pages)))
  })
  expect(read.texts.join(" ")).toContain(report.overall.pass)
})

test("A4, title and language set, no build clock in it, the typeface embedded as subsets; at most 400 KB, the same bytes for the same content", () => {
  const raw = pdf.toString("latin1")
  expect(raw.match(/\/MediaBox \[0 0 595\.28\d* 841\.89\d*\]/g)).toHaveLength(read.pages)
  expect(read.info).toMatchObject({ Title: report.heading, Language: "de", CreationDate: "D:20000101000000Z" })
  const fonts = [...raw.matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((match) => match[1])
  // The site's face (gatsby/site-font.ts), and Noto Sans Math for ≤ and ≥, which it lacks.
  expect(new Set(fonts)).toEqual(new Set(["SourceSans3-Regular", "SourceSans3-Bold", "NotoSansMath-Regular"]))
  expect(pdf.length).toBeLessThanOrEqual(400 * 1024)
  expect(render().equals(pdf)).toBe(true)
})
