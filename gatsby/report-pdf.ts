/**
 * `node gatsby/report-pdf.ts < {report, computed} > report.pdf`: the example report as a PDF, drawn at build time by @react-pdf/renderer (no browser: Netlify's build image has
 * none) from the same checked content and computed figures as /beispielbericht/: A4, the notice and "Seite x von y"
 * on every page, title and language set, German hyphenation, text selectable. Reproducible: no build clock in it
 * (fixed creation date; pdfkit derives the file ID from the document's info), so the same content gives the same bytes.
 * A process of its own, run by example-report.ts: @react-pdf/renderer is an ES module whose layout engine loads with
 * top-level await, which neither Gatsby's compiled gatsby-node nor Jest can require.
 */
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"

import { Document, Font, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer"
import hyphenDe from "hyphen/de-1996/index.js"
import { createElement as h, type ReactNode } from "react"

import type { ComputedReport } from "../content-model/report/report.ts"
import type { ExampleReport } from "../content-model/schemas.ts"
import { staticFontFile } from "./site-font.ts"

const resolve = createRequire(import.meta.url).resolve

const projectRoot = path.resolve(import.meta.dirname, "..")

/** The report's typeface, one constant: the site's own face, and a fallback for ≤ and ≥, which its Fontsource files lack. */
const REPORT_PDF_FONTS = {
  regular: path.join(projectRoot, staticFontFile(400)),
  bold: path.join(projectRoot, staticFontFile(700)),
  symbols: resolve("@fontsource/noto-sans-math/files/noto-sans-math-latin-400-normal.woff"),
}

/** Not the build's clock: a fixed date keeps the bytes the same from build to build. */
const FIXED_DATE = new Date("2000-01-01T00:00:00Z")

Font.register({
  family: "Report",
  fonts: [
    { src: REPORT_PDF_FONTS.regular, fontWeight: 400 },
    { src: REPORT_PDF_FONTS.bold, fontWeight: 700 },
  ],
})
Font.register({ family: "Symbols", src: REPORT_PDF_FONTS.symbols })
// German hyphenation: a word's syllables, as the patterns of typography.ts break it.
Font.registerHyphenationCallback((word) =>
  word.length < 8 ? [word] : hyphenDe.hyphenateSync(word, { hyphenChar: "\u00ad" }).split("\u00ad"),
)

const styles = StyleSheet.create({
  // No line height here: inherited by the page number, it keeps that dynamic text from being drawn.
  page: { fontFamily: ["Report", "Symbols"], fontSize: 9, padding: "56 48 48 48", color: "#0f1f2a" },
  notice: { position: "absolute", top: 20, left: 48, right: 48, color: "#8a3a00", fontWeight: 700, fontSize: 8 },
  footer: { position: "absolute", bottom: 20, left: 48, right: 48, textAlign: "right", fontSize: 8, color: "#3d4f5c" },
  h1: { fontSize: 16, fontWeight: 700, marginBottom: 6 },
  h2: { fontSize: 12, fontWeight: 700, marginTop: 14, marginBottom: 4 },
  h3: { fontSize: 10, fontWeight: 700, marginTop: 8, marginBottom: 2 },
  body: { lineHeight: 1.4 },
  muted: { color: "#3d4f5c" },
  row: { flexDirection: "row", borderBottom: "0.5 solid #cfd9e0", paddingVertical: 2 },
  cell: { flex: 1, paddingRight: 4 },
  wide: { flex: 2, paddingRight: 4 },
  strong: { fontWeight: 700 },
})

/** A raw value with the decimals its data are written with, and a decimal comma. */
const decimal = (value: number, digits = 0) => value.toFixed(digits).replace(".", ",").replace("-", "−")
const withUnit = (value: string, unit: string) => `${value}\u00a0${unit}`
/** "s_WL" as the PDF sets it: no subscripts in a text run, the index stays after the underscore's place. */
const plain = (text: string) => text.replace(/(?<=\p{L})_/gu, "")

const text = (content: string, style: object = {}) => h(Text, { style: { ...styles.body, ...style } }, content)
const row = (cells: string[], header = false) =>
  h(
    View,
    { style: styles.row, wrap: false },
    cells.map((cell, index) =>
      h(Text, { key: index, style: [index === 0 ? styles.wide : styles.cell, header ? styles.strong : {}] }, cell),
    ),
  )
const pairs = (entries: [string, string][]) => entries.map(([label, value]) => row([plain(label), value]))

function reportDocument(report: ExampleReport, computed: ComputedReport): ReactNode {
  const { labels, unit, precision, linearity, limitOfQuantitation: loq } = report
  const criterion = (key: string) => report.criteria.items.find((item) => item.result === key)!
  const daysTable = (days: number[][], digits: number, means?: string[]) => [
    row([labels.day, ...days[0]!.map((_, index) => `${labels.replicate} ${index + 1}`), ...(means ? [labels.dayMean] : [])], true),
    ...days.map((day, index) => row([String(index + 1), ...day.map((value) => decimal(value, digits)), ...(means ? [means[index]!] : [])])),
  ]
  const study = (part: { heading: string; guideline: string; design: string }) => [
    text(part.heading, styles.h2),
    text(part.guideline, styles.muted),
    text(part.design),
  ]
  return h(
    Document,
    { title: report.heading, language: "de", creationDate: FIXED_DATE },
    h(
      Page,
      { size: "A4", style: styles.page },
      h(Text, { style: styles.notice, fixed: true }, report.notice),
      // In a fixed view: a second fixed text of its own would not be drawn.
      h(
        View,
        { style: styles.footer, fixed: true },
        h(Text, {
          render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
            report.pdf.pageNumber.replace("{page}", String(pageNumber)).replace("{pages}", String(totalPages)),
        }),
      ),
      text(report.heading, styles.h1),
      text(report.intro),
      text(report.header.heading, styles.h2),
      ...pairs(report.header.items.map((item) => [item.label, item.value])),
      text(report.scope.heading, styles.h2),
      text(report.scope.text),
      ...study(precision),
      ...precision.levels.flatMap((level, index) => {
        const { figures, dayMeans } = computed.precision.levels[index]!
        return [
          text(level.name, styles.h3),
          ...pairs([
            [labels.target, withUnit(decimal(level.target, computed.precision.levels[index]!.digits), unit)],
            [labels.targetUncertainty, withUnit(decimal(level.targetUncertainty, computed.precision.levels[index]!.digits), unit)],
          ]),
          text(`${labels.rawData} (${unit})`, styles.strong),
          ...daysTable(level.results, computed.precision.levels[index]!.digits, dayMeans),
          text(labels.figures, styles.strong),
          ...pairs([
            [labels.mean, withUnit(figures.mean, unit)],
            [labels.sR, withUnit(figures.sR, unit)],
            [labels.sB, withUnit(figures.sB, unit)],
            [labels.sWL, withUnit(figures.sWL, unit)],
            [labels.cvR, withUnit(figures.cvR, "%")],
            [labels.cvWL, withUnit(figures.cvWL, "%")],
            [labels.biasUnits, withUnit(figures.biasUnits, unit)],
            [labels.biasPercent, withUnit(figures.biasPercent, "%")],
            [labels.uRw, withUnit(figures.uRw, unit)],
            [labels.uBias, withUnit(figures.uBias, unit)],
            [labels.uc, withUnit(figures.uc, unit)],
            [labels.expanded, withUnit(figures.expanded, unit)],
            [labels.expandedRelative, withUnit(figures.expandedRelative, "%")],
          ]),
        ]
      }),
      ...study(linearity),
      row([labels.nominal, labels.results, labels.mean, `${labels.deviation} (%)`], true),
      ...linearity.samples.map((sample, index) =>
        row([
          decimal(sample.nominal),
          sample.results.map((value) => decimal(value, computed.linearity.digits)).join("; "),
          computed.linearity.means[index]!,
          computed.linearity.deviations[index]!,
        ]),
      ),
      ...pairs([
        [labels.slope, computed.linearity.figures.slope],
        [labels.intercept, withUnit(computed.linearity.figures.intercept, unit)],
        [labels.rSquared, computed.linearity.figures.rSquared],
      ]),
      ...study(loq),
      ...daysTable(loq.results, computed.limitOfQuantitation.digits),
      ...pairs([
        [labels.mean, withUnit(computed.limitOfQuantitation.figures.mean, unit)],
        [labels.sWL, withUnit(computed.limitOfQuantitation.figures.sWL, unit)],
        [labels.cvWL, withUnit(computed.limitOfQuantitation.figures.cvWL, "%")],
      ]),
      text(report.criteria.heading, styles.h2),
      row([labels.characteristic, labels.value, labels.criterion, labels.source, labels.verdict], true),
      ...computed.results.map((result) => {
        const { label, appliesTo, operator, source } = criterion(result.result)
        const level = result.level === null ? "" : ` (${precision.levels[result.level]!.name})`
        return row([
          `${plain(label)}${level}`,
          withUnit(result.value, "%"),
          `${operator}\u00a0${withUnit(result.limit, "%")} ${appliesTo}`,
          source,
          result.pass ? report.verdicts.pass : report.verdicts.fail,
        ])
      }),
      text(report.overall.heading, styles.h2),
      text(computed.pass ? report.overall.pass : report.overall.fail, styles.strong),
      text(report.approval.heading, styles.h2),
      text(report.approval.note, styles.muted),
      ...report.approval.entries.map((entry) => row([entry.role, `${entry.name}, ${entry.date}`])),
    ),
  )
}

const { report, computed } = JSON.parse(readFileSync(0, "utf8")) as { report: ExampleReport; computed: ComputedReport }
process.stdout.write(await renderToBuffer(reportDocument(report, computed) as Parameters<typeof renderToBuffer>[0]))
