/**
 * The hero's example report rendered from the example values in content/home/index.yaml:
 * clearly an example, a readable structure for screen readers, verdicts computed from
 * result and criterion.
 */
import { render, screen, within } from "@testing-library/react"

import { ExampleReport } from "../../src/views/HomeView/ExampleReport"
import { queryContent } from "../support/content"

type Example = Queries.HomeViewFragment["hero"]["example"]

const example: Example = queryContent().homeYaml.hero.example
const report = () => screen.getByRole("figure", { name: `${example.marker} ${example.title}`, description: example.note })
const rows = () => within(report()).getAllByRole("row").slice(1)
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent)

test("a figure named by its caption, which starts with the example marker, and described by the made-up-values note", () => {
  render(<ExampleReport example={example} />)
  expect(within(report()).getByText(example.marker).closest("figcaption")).not.toBeNull()
  const terms = within(report()).getAllByRole("term")
  expect(terms.map((term) => term.textContent)).toEqual(example.method.map((fact) => fact.label))
})

test("one table row per characteristic: result and criterion with their unit, the verdict in words; all met", () => {
  render(<ExampleReport example={example} />)
  expect(rows()).toHaveLength(example.results.length)
  example.results.forEach((result, index) => {
    expect(within(rows()[index]!).getByRole("rowheader")).toHaveTextContent(result.label)
    // No-break spaces: neither a number from its unit nor an operator from its number ends up alone on a line.
    const unit = result.unit ? `\u00a0${result.unit}` : ""
    expect(cellTexts(rows()[index]!)).toEqual([
      `${result.value}${unit}`,
      `${result.operator}\u00a0${result.limit}${unit}`,
      example.verdicts.pass,
    ])
  })
  expect(within(report()).getByText(example.overall.pass)).toBeInTheDocument()
})

test("a result beyond its limit fails its row and the whole report", () => {
  const results = example.results.map((result, index) => (index === 0 ? { ...result, value: "9,9", operator: "≤", limit: "3,0" } : result))
  render(<ExampleReport example={{ ...example, results }} />)
  expect(rows().map((row) => cellTexts(row)[2])).toEqual(
    results.map((_, index) => (index === 0 ? example.verdicts.fail : example.verdicts.pass)),
  )
  expect(within(report()).getByText(example.overall.fail)).toBeInTheDocument()
  expect(within(report()).queryByText(example.overall.pass)).toBeNull()
})

test("the chart draws one point per linearity point and is hidden from assistive technology (the R² row says it in words)", () => {
  const { container } = render(<ExampleReport example={example} />)
  const svg = container.querySelector("svg")!
  expect(svg.closest("[aria-hidden='true']")).not.toBeNull()
  expect(svg.querySelectorAll("circle")).toHaveLength(example.linearity.points.length)
})
