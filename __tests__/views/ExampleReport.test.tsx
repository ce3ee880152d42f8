/**
 * The hero's example report (src/views/HomeView/ExampleReport.tsx) rendered from
 * the example values in content/home/index.yaml: clearly an example, a readable
 * structure for screen readers, verdicts computed from result and criterion.
 */
import { render, screen, within } from "@testing-library/react"

import { ExampleReport } from "../../src/views/HomeView/ExampleReport"
import { loadContent } from "../support/content"

type Example = Queries.HomeViewFragment["hero"]["example"]
type Result = Example["results"][number]

// Raw YAML leaves an absent unit undefined; the GraphQL layer delivers null.
const fromYaml = (raw: Example): Example => ({ ...raw, results: raw.results.map((r: Result) => ({ ...r, unit: r.unit ?? null })) })
const example: Example = fromYaml(loadContent().homeYaml.hero.example)

const renderReport = (data: Example = example) => render(<ExampleReport example={data} />)
const report = () => screen.getByRole("figure", { name: `${example.marker} ${example.title}` })
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent)

describe("the hero's example report", () => {
  test("is a figure named by its caption, which starts with the example marker, and described by the made-up-values note", () => {
    renderReport()
    expect(example.marker).toMatch(/Beispiel/i)
    const figure = screen.getByRole("figure", { description: example.note })
    expect(figure).toBe(report())
    // The marker is text of its own in the caption, not only a word in an attribute.
    expect(within(figure).getByText(example.marker).closest("figcaption")).not.toBeNull()
  })

  test("names the method, device and standard as a description list", () => {
    renderReport()
    const terms = within(report()).getAllByRole("term")
    const definitions = within(report()).getAllByRole("definition")
    expect(terms.map((t) => t.textContent)).toEqual(example.method.map((fact) => fact.label))
    expect(definitions.map((d) => d.textContent)).toEqual(example.method.map((fact) => fact.value))
  })

  test("has a results table with column headers and one row per characteristic: result, criterion, verdict as text", () => {
    renderReport()
    const table = within(report()).getByRole("table")
    const { parameter, result, criterion, verdict } = example.columns
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual([parameter, result, criterion, verdict])
    const rows = within(table).getAllByRole("row").slice(1)
    expect(rows).toHaveLength(example.results.length)
    // The example shows the four characteristics a verification reports, each met.
    expect(example.results.map((r) => r.label).join(" ")).toMatch(/Präzision.*Richtigkeit.*Linearität.*Bestimmungs/)
    example.results.forEach((r, index) => {
      const row = rows[index]!
      expect(within(row).getByRole("rowheader")).toHaveTextContent(r.label)
      // No-break spaces: neither a number from its unit nor an operator from its number ends up alone on a line.
      const unit = r.unit ? `\u00a0${r.unit}` : ""
      expect(cellTexts(row)).toEqual([`${r.value}${unit}`, `${r.operator}\u00a0${r.limit}${unit}`, example.verdicts.pass])
    })
    expect(within(report()).getByText(example.overall.pass)).toBeInTheDocument()
    expect(within(report()).queryByText(example.overall.fail)).toBeNull()
  })

  test("a result beyond its limit shows the fail verdict in its row and the overall fail text", () => {
    const failing = {
      ...example,
      results: example.results.map((r, i) => (i === 0 ? { ...r, value: "9,9", operator: "≤", limit: "3,0" } : r)),
    }
    renderReport(failing)
    const rows = within(report()).getAllByRole("row").slice(1)
    expect(cellTexts(rows[0]!)[2]).toBe(example.verdicts.fail)
    for (const row of rows.slice(1)) expect(cellTexts(row)[2]).toBe(example.verdicts.pass)
    expect(within(report()).getByText(example.overall.fail)).toBeInTheDocument()
    expect(within(report()).queryByText(example.overall.pass)).toBeNull()
  })

  test("draws one chart point per linearity point, hidden from assistive technology (the R² row says it in words)", () => {
    const { container } = renderReport()
    const svg = container.querySelector("svg")!
    expect(svg.closest("[aria-hidden='true']")).not.toBeNull()
    expect(svg.querySelectorAll("circle")).toHaveLength(example.linearity.points.length)
    expect(screen.queryByRole("img")).toBeNull()
  })
})
