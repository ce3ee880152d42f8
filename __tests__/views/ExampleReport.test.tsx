/** The hero's excerpt of the example report: rows chosen in content/home, figures computed from content/example-report. */
import { render, screen, within } from "@testing-library/react"

import { computeReport, reportExcerpt } from "../../content-model/report/report"
import { ExampleReport } from "../../src/views/HomeView/ExampleReport"
import { homeReportOf, loadContent, queryContent } from "../support/content"

type Example = Queries.HomeViewFragment["hero"]["example"]

const content = queryContent()
const home = content.homeYaml
const example: Example = home.hero.example
const edition = home.standards.find((standard) => standard.name === example.standard.name)!.edition
const { report, excerpt } = homeReportOf(content)
const criteria = report.criteria.items
const card = () => screen.getByRole("figure", { name: `${example.marker} ${example.title}`, description: example.note })
const rows = () => within(card()).getAllByRole("row").slice(1)
/** As the page shows a label or note: an index written after "_" is set below the line, without the underscore. */
const shown = (text: string) => text.replace(/(?<=\p{L})_/gu, "")
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent)

const renderCard = (shownExcerpt = excerpt, shownExample = example) =>
  render(<ExampleReport example={shownExample} edition={edition} criteria={criteria} excerpt={shownExcerpt} />)

test("a figure named by its caption (the example marker first), described by the made-up-values note, linking the full report; its chart, a point per linearity level, hidden from assistive technology", () => {
  const { container } = renderCard()
  expect(within(card()).getByText(example.marker).closest("figcaption")).not.toBeNull()
  const terms = within(card()).getAllByRole("term")
  expect(terms.map((term) => term.textContent)).toEqual([...example.method.map((fact) => fact.label), example.standard.label])
  expect(within(card()).getByText(edition).previousElementSibling).toHaveTextContent(example.standard.label)
  expect(within(card()).getByRole("link", { name: example.reportLinkLabel })).toHaveAttribute("href", excerpt.path)
  const svg = container.querySelector("svg")!
  expect(svg.closest("[aria-hidden='true']")).not.toBeNull()
  expect(svg.querySelectorAll("circle")).toHaveLength(content.exampleReportYaml.linearity.samples.length)
})

test("one row per result the editors chose: the report's computed value and limit in %, its criterion's operator and source, the verdict", () => {
  renderCard()
  const computed = computeReport(loadContent().exampleReportYaml)
  expect(rows()).toHaveLength(example.results.length)
  example.results.forEach((row, index) => {
    const figure = computed.results.find(
      (found) => found.result === row.result && (found.level === null || found.level === (row.level ?? 1) - 1),
    )!
    const criterion = criteria.find((item) => item.result === row.result)!
    expect(within(rows()[index]!).getByRole("rowheader")).toHaveTextContent(shown(row.label))
    // No-break spaces: neither a number from its unit nor an operator from its number ends up alone on a line.
    expect(cellTexts(rows()[index]!)).toEqual([
      `${figure.value}\u00a0%${row.note ? ` ${shown(row.note)}` : ""}`,
      `${criterion.operator}\u00a0${figure.limit}\u00a0% ${criterion.source}`,
      example.verdicts.pass,
    ])
  })
  expect(within(card()).getByText(example.overall.pass)).toBeInTheDocument()
})

test("a changed raw value reaches the card: a far-off replicate fails its row and the whole report", () => {
  const raw = loadContent()
  const changed = JSON.parse(JSON.stringify(raw.exampleReportYaml)) as typeof raw.exampleReportYaml
  changed.precision.levels[0]!.results[0]![0] = changed.precision.levels[0]!.target * 1.3
  renderCard(reportExcerpt(computeReport(changed), raw.homeYaml.hero.example.results))
  const first = example.results.findIndex((row) => row.result === "cvWL" && row.level === 1)
  expect(cellTexts(rows()[first]!)[2]).toBe(example.verdicts.fail)
  expect(cellTexts(rows()[first]!)[0]).not.toBe(cellTexts(rows()[first]!)[1])
  expect(within(card()).getByText(example.overall.fail)).toBeInTheDocument()
})

test("an index written after an underscore is set below the line, in a row's label and in its note: U_rel, u_c", () => {
  const results = [{ ...example.results[0]!, label: "U_rel (k = 2)", note: "u_c nach Nordtest" }]
  renderCard({ ...excerpt, rows: excerpt.rows.slice(0, 1) }, { ...example, results })
  const [label, result] = [within(rows()[0]!).getByRole("rowheader"), within(rows()[0]!).getAllByRole("cell")[0]!]
  expect(label).toHaveTextContent(/^Urel \(k = 2\)$/)
  expect([...label.querySelectorAll("sub")].map((sub) => sub.textContent)).toEqual(["rel"])
  expect([...result.querySelectorAll("sub")].map((sub) => sub.textContent)).toEqual(["c"])
})
