import { render } from "@testing-library/react"

import { OfficeHours } from "../../src/components/OfficeHours/OfficeHours"
import { provideStaticQueries } from "../support/content"

const content = provideStaticQueries()
const company = content.companyYaml
const { timeSuffix } = content.layoutYaml

describe("OfficeHours", () => {
  test("the list gives every day its opening and closing time as machine-readable <time>, then the note", () => {
    const { container } = render(<OfficeHours company={company} variant="list" />)
    const rows = container.querySelectorAll("dl > div")
    expect(rows).toHaveLength(company.officeHours.length)
    company.officeHours.forEach((hours: { label: string; opens: string; closes: string }, i: number) => {
      expect(rows[i]!.querySelector("dt")).toHaveTextContent(hours.label)
      const times = [...rows[i]!.querySelectorAll("dd time")].map((t) => t.getAttribute("datetime"))
      expect(times).toEqual([hours.opens, hours.closes])
      expect(rows[i]!.querySelector("dd")).toHaveTextContent(`${hours.opens}–${hours.closes} ${timeSuffix}`)
    })
    expect(container.querySelector("dl + p")).toHaveTextContent(company.officeHoursNote)
  })

  test("inline, each day is one line of text followed by the note", () => {
    const { container } = render(
      <dd>
        <OfficeHours company={company} variant="inline" />
      </dd>,
    )
    const hours = company.officeHours[0]
    expect(container.querySelector("dd > span")).toHaveTextContent(`${hours.label}: ${hours.opens}–${hours.closes} ${timeSuffix}`)
    expect(container.querySelectorAll("dd > span")).toHaveLength(company.officeHours.length)
    expect(container.querySelector("dd")).toHaveTextContent(company.officeHoursNote)
  })
})
