import { render, screen, within } from "@testing-library/react"

import { ContactView } from "../../src/views/ContactView/ContactView"
import { DatenschutzView } from "../../src/views/DatenschutzView/DatenschutzView"
import { ImpressumView } from "../../src/views/ImpressumView/ImpressumView"
import { provideStaticQueries, renderWithProviders } from "../support/content"

const content = provideStaticQueries()
const company = content.companyYaml
const layout = content.layoutYaml

/** Every legal and contact page: back button, links to home and contact, breadcrumb. */
function expectSubpageNavigation() {
  const back = screen.getByRole("link", { name: layout.subpage.backLabel })
  expect(back).toHaveAttribute("href", "/")
  const main = screen.getByRole("main")
  const homeLinks = within(main).getAllByRole("link", { name: layout.subpage.homeLabel })
  expect(homeLinks.length).toBeGreaterThanOrEqual(1)
  for (const link of homeLinks) expect(link).toHaveAttribute("href", "/")
  const contactLinks = within(main).getAllByRole("link", { name: layout.subpage.contactLabel })
  expect(contactLinks.some((a) => a.getAttribute("href") === "/kontakt/")).toBe(true)
  expect(screen.getByRole("navigation", { name: layout.subpage.breadcrumbLabel })).toBeInTheDocument()
}

describe("ImpressumView", () => {
  beforeEach(() => {
    renderWithProviders(<ImpressumView impressum={content.impressumYaml} company={company} />)
  })

  test("shows all items of the legal notice with the values of content/company", () => {
    const main = screen.getByRole("main")
    const labels = content.impressumYaml.labels
    // The twelve items of SPEC.md plus legal form and managing directors (§ 5 DDG).
    const expected: Array<[string, string]> = [
      [labels.officeHours, company.officeHours[0].opens],
      [labels.trademark, company.trademark],
      [labels.provider, company.address.street],
      [labels.register, company.registerNumber],
      [labels.vatId, company.vatId],
      [labels.bankAccount, company.bankAccount.iban],
      [labels.businessPurpose, company.businessPurpose],
      [labels.memberships, company.memberships[0]],
      [labels.professionalRules, company.professionalRules[0]],
      [labels.supervisoryAuthority, company.supervisoryAuthority.name],
      [labels.copyright, content.impressumYaml.copyrightText],
      [labels.contentResponsible, company.contentResponsible.name],
      [labels.legalForm, company.legalForm],
      [labels.representedBy, company.managingDirectors[0]],
    ]
    for (const [label, value] of expected) {
      expect(within(main).getAllByText(label, { exact: false }).length).toBeGreaterThan(0)
      expect(main).toHaveTextContent(value)
    }
    expect(main).toHaveTextContent(`${company.officeHours[0].opens}–${company.officeHours[0].closes}`)
    expect(main).toHaveTextContent(company.officeHoursNote)
  })

  test("contact data are links", () => {
    const main = screen.getByRole("main")
    expect(within(main).getByRole("link", { name: company.phone.display.replace(/ /g, "\u00a0") })).toHaveAttribute("href", `tel:${company.phone.e164}`)
    expect(within(main).getByRole("link", { name: company.email })).toHaveAttribute("href", `mailto:${company.email}`)
  })

  test("no link to the shut-down EU ODR platform", () => {
    expect(document.body.innerHTML).not.toMatch(/ec\.europa\.eu\/consumers\/odr/)
  })

  test("has the subpage navigation", expectSubpageNavigation)
})

describe("DatenschutzView", () => {
  const privacy = content.datenschutzYaml
  const pdfUrl: string = content.siteYaml.privacyPdfUrl

  beforeEach(() => {
    renderWithProviders(<DatenschutzView privacy={privacy} company={company} privacyPdfUrl={pdfUrl} />)
  })

  test("has the six items of the spec: principles, marketing, cookies, analytics, complaint right, PDF", () => {
    const anchors = privacy.sections.map((s: { anchor: string }) => s.anchor)
    expect(anchors).toEqual(expect.arrayContaining(["grundsaetze", "marketing", "cookies", "analyse"]))
    for (const section of privacy.sections) {
      expect(screen.getByRole("heading", { level: 2, name: section.heading })).toBeInTheDocument()
      expect(document.getElementById(section.anchor)).not.toBeNull()
    }
    expect(screen.getByRole("heading", { level: 2, name: privacy.complaint.heading })).toBeInTheDocument()
    expect(screen.getByRole("main")).toHaveTextContent(company.dataProtectionAuthority.name)
    const pdf = screen.getByRole("link", { name: new RegExp(privacy.pdf.linkLabel.replace(/[()]/g, ".")) })
    expect(pdf).toHaveAttribute("href", pdfUrl)
    expect(pdf).toHaveAttribute("rel", "noopener noreferrer")
  })

  test("names the analytics provider and the transfer to the USA", () => {
    const analytics = document.getElementById("analyse") as HTMLElement
    expect(analytics).toHaveTextContent(/Google/)
    expect(analytics).toHaveTextContent(/USA/)
  })

  test("shows the date of the last update in German", () => {
    const time = screen.getByText(/\d{1,2}\. \p{L}+ \d{4}/u)
    expect(time.tagName).toBe("TIME")
    expect(time).toHaveAttribute("datetime", privacy.lastUpdated)
  })

  test("has the subpage navigation", expectSubpageNavigation)
})

describe("ContactView", () => {
  const contact = content.contactYaml
  const bookingUrl: string = content.siteYaml.bookingUrl

  beforeEach(() => {
    renderWithProviders(<ContactView contact={contact} company={company} bookingUrl={bookingUrl} />)
  })

  test("quick-contact buttons call and write", () => {
    const quick = screen.getByRole("heading", { name: contact.quickContact.heading }).closest("section") as HTMLElement
    expect(within(quick).getByRole("link", { name: contact.quickContact.callLabel })).toHaveAttribute(
      "href",
      `tel:${company.phone.e164}`,
    )
    expect(within(quick).getByRole("link", { name: contact.quickContact.writeLabel })).toHaveAttribute(
      "href",
      `mailto:${company.email}`,
    )
  })

  test("phone, e-mail, address, office hours Monday–Thursday, Friday by appointment, 24-hour note", () => {
    const main = screen.getByRole("main")
    expect(main).toHaveTextContent(company.phone.display)
    expect(main).toHaveTextContent(company.email)
    expect(main).toHaveTextContent(`${company.address.postalCode} ${company.address.city}`)
    expect(main).toHaveTextContent("Montag–Donnerstag")
    expect(main).toHaveTextContent(`09:00–17:00 ${content.layoutYaml.timeSuffix}`)
    expect(main).toHaveTextContent(/Freitag nach Vereinbarung/)
    expect(main).toHaveTextContent(/24 Stunden/)
  })

  test("arranging an appointment opens the booking page in a new tab; consulting is described", () => {
    const link = screen.getByRole("link", { name: new RegExp(contact.appointment.linkLabel) })
    expect(link).toHaveAttribute("href", bookingUrl)
    expect(link).toHaveAttribute("target", "_blank")
    expect(link).toHaveAttribute("rel", "noopener noreferrer")
    expect(screen.getByRole("heading", { name: contact.consulting.heading })).toBeInTheDocument()
    expect(screen.getByText(contact.consulting.text)).toBeInTheDocument()
  })

  test("has the subpage navigation", expectSubpageNavigation)
})
