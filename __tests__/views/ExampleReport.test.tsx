/** The hero's example report, rendered from the example values in content/home/index.yaml. */
import { render, screen, within } from "@testing-library/react"

import { ExampleReport } from "../../src/views/HomeView/ExampleReport"
import { largestDeviation } from "../../src/views/HomeView/example-report"
import { queryContent } from "../support/content"

type Example = Queries.HomeViewFragment["hero"]["example"]

const home = queryContent().homeYaml
const example: Example = home.hero.example
const edition = home.standards.find((standard) => standard.name === example.standard.name)!.edition
const report = () => screen.getByRole("figure", { name: `${example.marker} ${example.title}`, description: example.note })
const rows = () => within(report()).getAllByRole("row").slice(1)
/** As the page shows a label or note: an index written after "_" is set below the line, without the underscore. */
const shown = (text: string) => text.replace(/(?<=\p{L})_/gu, "")
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent)

test("a figure named by its caption, which starts with the example marker, and described by the made-up-values note", () => {
  render(<ExampleReport example={example} edition={edition} />)
  expect(within(report()).getByText(example.marker).closest("figcaption")).not.toBeNull()
  const terms = within(report()).getAllByRole("term")
  expect(terms.map((term) => term.textContent)).toEqual([...example.method.map((fact) => fact.label), example.standard.label])
  expect(within(report()).getByText(edition).previousElementSibling).toHaveTextContent(example.standard.label)
})

test("one table row per characteristic, linearity last: result (with its note) and criterion (with its source) with their unit, the verdict in words; all met", () => {
  render(<ExampleReport example={example} edition={edition} />)
  const linearity = { ...example.linearity.result, value: largestDeviation(example.linearity.points) }
  const expected = [...example.results, linearity]
  expect(rows()).toHaveLength(expected.length)
  expected.forEach((result, index) => {
    expect(within(rows()[index]!).getByRole("rowheader")).toHaveTextContent(shown(result.label))
    // No-break spaces: neither a number from its unit nor an operator from its number ends up alone on a line.
    const unit = result.unit ? `\u00a0${result.unit}` : ""
    expect(cellTexts(rows()[index]!)).toEqual([
      `${result.value}${unit}${result.note ? ` ${shown(result.note)}` : ""}`,
      `${result.operator}\u00a0${result.limit}${unit} ${result.source}`,
      example.verdicts.pass,
    ])
  })
  expect(within(report()).getByText(example.overall.pass)).toBeInTheDocument()
})

test("a result beyond its limit fails its row and the whole report", () => {
  const results = example.results.map((result, index) => (index === 0 ? { ...result, value: "9,9", operator: "≤", limit: "3,0" } : result))
  render(<ExampleReport example={{ ...example, results }} edition={edition} />)
  expect(rows().map((row) => cellTexts(row)[2])).toEqual(
    [...results, example.linearity].map((_, index) => (index === 0 ? example.verdicts.fail : example.verdicts.pass)),
  )
  expect(within(report()).getByText(example.overall.fail)).toBeInTheDocument()
  expect(within(report()).queryByText(example.overall.pass)).toBeNull()
})

test("an index written after an underscore is set below the line, in a row's label and in its note: U_rel, u_c", () => {
  const results = [{ ...example.results[0]!, label: "U_rel (k = 2)", note: "u_c = 1,8 %" }]
  render(<ExampleReport example={{ ...example, results }} edition={edition} />)
  const [label, result] = [within(rows()[0]!).getByRole("rowheader"), within(rows()[0]!).getAllByRole("cell")[0]!]
  expect(label).toHaveTextContent(/^Urel \(k = 2\)$/)
  expect([...label.querySelectorAll("sub")].map((sub) => sub.textContent)).toEqual(["rel"])
  expect([...result.querySelectorAll("sub")].map((sub) => sub.textContent)).toEqual(["c"])
})

test("the chart draws one point per linearity point and is hidden from assistive technology (the linearity row says it in words)", () => {
  const { container } = render(<ExampleReport example={example} edition={edition} />)
  const svg = container.querySelector("svg")!
  expect(svg.closest("[aria-hidden='true']")).not.toBeNull()
  expect(svg.querySelectorAll("circle")).toHaveLength(example.linearity.points.length)
})
