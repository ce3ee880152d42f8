import { screen, within } from "@testing-library/react"

import { ContactView } from "../../src/views/ContactView/ContactView"
import { layoutDataOf, queryContent, renderWithProviders } from "../support/content"

const content = queryContent()
const { contactYaml: contact, companyYaml: company } = content

beforeEach(() => renderWithProviders(<ContactView contact={contact} layoutData={layoutDataOf(content)} />))

test("the call button and the phone number dial the number of content/company; the write button mails its address", () => {
  const main = within(screen.getByRole("main"))
  const tel = `tel:${company.phone.e164}`
  expect(main.getByRole("link", { name: contact.quickContact.callLabel })).toHaveAttribute("href", tel)
  expect(main.getByRole("link", { name: company.phone.display.replace(/ /g, "\u00a0") })).toHaveAttribute("href", tel)
  expect(main.getByRole("link", { name: contact.quickContact.writeLabel })).toHaveAttribute("href", `mailto:${company.email}`)
})

test("the office hours, with machine-readable times and the suffix of content/layout, are followed by their note and the response note", () => {
  const hours = screen.getByRole("heading", { level: 2, name: contact.hoursHeading }).closest("section")!
  for (const { label, opens, closes } of company.officeHours) {
    const day = within(hours).getByText(label).parentElement!
    expect(day).toHaveTextContent(`${opens}–${closes} ${content.layoutYaml.timeSuffix}`)
    expect([...day.querySelectorAll("time")].map((time) => time.dateTime)).toEqual([opens, closes])
  }
  expect(hours).toHaveTextContent(company.officeHoursNote)
  expect(hours).toHaveTextContent(contact.responseNote)
})
