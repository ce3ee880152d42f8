import { screen, within } from "@testing-library/react"

import { computeReport } from "../../content-model/report/report"
import { ReportView } from "../../src/views/ReportView/ReportView"
import { layoutDataOf, loadContent, queryContent, renderWithProviders } from "../support/content"

const content = queryContent()
const report = content.exampleReportYaml
const raw = loadContent().exampleReportYaml
const { labels } = report

const pdf = { path: "/bericht.pdf", size: "31 KB" }
const layoutData = layoutDataOf(content)
const renderReport = (data = raw, shown = report) =>
  renderWithProviders(<ReportView report={shown} computed={computeReport(data)} pdf={pdf} layoutData={layoutData} />)

test("the made-up-values notice once, before the first section (CSS keeps it in view); every header and approval entry of the YAML; the PDF linked with its size in the editors' words", () => {
  renderReport()
  const notice = screen.getByRole("note")
  expect(notice).toHaveTextContent(report.notice)
  const first = screen.getByRole("heading", { level: 2, name: report.header.heading })
  expect(notice.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  for (const item of report.header.items) expect(screen.getByText(item.value)).toBeInTheDocument()
  for (const entry of report.approval.entries) expect(screen.getByText(`${entry.name}, ${entry.date}`)).toBeInTheDocument()
  const [before, after] = report.pdf.linkLabel.split("{size}")
  expect(screen.getByRole("link", { name: `${before}${pdf.size}${after}` })).toHaveAttribute("href", pdf.path)
})

test("each precision level's raw data: a row per day headed by the day, a column per replicate, and the day's mean", () => {
  renderReport()
  const tables = screen.getAllByRole("table", { name: new RegExp(`^${labels.rawData}`) })
  report.precision.levels.forEach((level, index) => {
    const rows = within(tables[index]!).getAllByRole("row")
    expect(rows).toHaveLength(level.results.length + 1)
    expect(within(rows[0]!).getAllByRole("columnheader")).toHaveLength(level.results[0]!.length + 2)
    level.results.forEach((day, dayIndex) => {
      expect(within(rows[dayIndex + 1]!).getByRole("rowheader")).toHaveTextContent(String(dayIndex + 1))
      expect(within(rows[dayIndex + 1]!).getAllByRole("cell")[0]).toHaveTextContent(String(day[0]).replace(".", ","))
    })
  })
})

test("charts are images named by their caption, described by where their values stand, with axis ticks", () => {
  renderReport()
  const linearity = screen.getByRole("img", { name: report.linearity.chartLabel })
  expect(linearity).toHaveAccessibleDescription(labels.chartText)
  expect(linearity.querySelectorAll("text").length).toBeGreaterThanOrEqual(6)
  for (const level of report.precision.levels) {
    expect(screen.getByRole("img", { name: `${report.precision.chartLabel}: ${level.name}` })).toBeInTheDocument()
  }
})

test("a result row per criterion (per level where it applies), with its source and verdict; all met, the overall pass text", () => {
  renderReport()
  const table = screen.getByRole("columnheader", { name: labels.verdict }).closest("table")!
  const rows = within(table).getAllByRole("row").slice(1)
  expect(rows).toHaveLength(computeReport(raw).results.length)
  for (const row of rows) expect(row).toHaveTextContent(report.verdicts.pass)
  for (const item of report.criteria.items) expect(within(table).getAllByText(item.source).length).toBeGreaterThan(0)
  expect(screen.getByText(report.overall.pass)).toBeInTheDocument()
})

// That its figures change with it, on the page, in the PDF and on the home page: e2e/launch-rehearsal.spec.ts.
test("a changed raw value reaches the verdicts: one far-off replicate fails repeatability, and the overall verdict", () => {
  const changed = JSON.parse(JSON.stringify(raw)) as typeof raw
  changed.precision.levels[0]!.results[0]![0] = changed.precision.levels[0]!.target * 1.3
  renderReport(changed, { ...report, precision: { ...report.precision, levels: changed.precision.levels } })
  expect(screen.getAllByText(report.verdicts.fail).length).toBeGreaterThan(0)
  expect(screen.getByText(report.overall.fail)).toBeInTheDocument()
})
