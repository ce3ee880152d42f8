import { screen, within } from "@testing-library/react"

import { ContactView } from "../../src/views/ContactView/ContactView"
import { provideStaticQueries, renderWithProviders } from "../support/content"

const content = provideStaticQueries()
const company = content.companyYaml
const contact = content.contactYaml
const bookingUrl: string = content.siteYaml.bookingUrl

describe("ContactView", () => {
  beforeEach(() => {
    renderWithProviders(<ContactView contact={contact} company={company} />)
  })

  test("quick-contact buttons call and write", () => {
    const quick = screen.getByRole("heading", { name: contact.quickContact.heading }).closest("section") as HTMLElement
    expect(within(quick).getByRole("link", { name: contact.quickContact.callLabel })).toHaveAttribute("href", `tel:${company.phone.e164}`)
    expect(within(quick).getByRole("link", { name: contact.quickContact.writeLabel })).toHaveAttribute("href", `mailto:${company.email}`)
  })

  test("phone, e-mail, address, office hours with their note, the reply-time note", () => {
    const main = screen.getByRole("main")
    expect(main).toHaveTextContent(company.phone.display)
    expect(main).toHaveTextContent(company.email)
    expect(main).toHaveTextContent(`${company.address.postalCode} ${company.address.city}`)
    const hours = company.officeHours[0]!
    expect(main).toHaveTextContent(hours.label)
    expect(main).toHaveTextContent(`${hours.opens}–${hours.closes} ${content.layoutYaml.timeSuffix}`)
    expect(main).toHaveTextContent(company.officeHoursNote!)
    expect(main).toHaveTextContent(contact.responseNote)
  })

  test("arranging an appointment opens the booking page in a new tab; consulting is described", () => {
    const link = screen.getByRole("link", { name: new RegExp(contact.appointment.linkLabel) })
    expect(link).toHaveAttribute("href", bookingUrl)
    expect(link).toHaveAttribute("target", "_blank")
    expect(link).toHaveAttribute("rel", "noopener noreferrer")
    expect(screen.getByRole("heading", { name: contact.consulting.heading })).toBeInTheDocument()
    expect(screen.getByText(contact.consulting.text)).toBeInTheDocument()
  })

  test("has the subpage navigation", () => {
    const breadcrumb = screen.getByRole("navigation", { name: content.layoutYaml.subpage.breadcrumbLabel })
    expect(breadcrumb).toHaveTextContent(contact.heading)
  })
})
