import { screen, within } from "@testing-library/react"

import { DatenschutzView } from "../../src/views/DatenschutzView/DatenschutzView"
import { provideStaticQueries, renderWithProviders } from "../support/content"

const content = provideStaticQueries()
const company = content.companyYaml
const privacy = content.datenschutzYaml
const pdfUrl: string = content.siteYaml.privacyPdfUrl

describe("DatenschutzView", () => {
  beforeEach(() => {
    renderWithProviders(
      <DatenschutzView
        privacy={privacy}
        company={company}
        site={content.siteYaml}
        cookieSettingsControl={<button type="button">{privacy.cookieSettings.buttonLabel}</button>}
      />,
    )
  })

  test("has the six required items (docs/requirements.md#datenschutz): principles, marketing, cookies, analytics, complaint right, PDF", () => {
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

  test("names the controller with address, e-mail and phone", () => {
    const controller = document.getElementById("verantwortlicher") as HTMLElement
    expect(controller).toHaveTextContent(company.companyName)
    expect(controller).toHaveTextContent(`${company.address.postalCode} ${company.address.city}`)
    expect(within(controller).getByRole("link", { name: company.email })).toHaveAttribute("href", `mailto:${company.email}`)
    expect(within(controller).getByRole("link", { name: company.phone.display.replace(/ /g, "\u00a0") })).toHaveAttribute(
      "href",
      `tel:${company.phone.e164}`,
    )
  })

  test("the cookie-settings section holds the control that reopens the choice", () => {
    const section = document.getElementById("cookie-einstellungen") as HTMLElement
    expect(within(section).getByRole("button", { name: privacy.cookieSettings.buttonLabel })).toBeInTheDocument()
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

  test("has the subpage navigation", () => {
    const breadcrumb = screen.getByRole("navigation", { name: content.layoutYaml.subpage.breadcrumbLabel })
    expect(breadcrumb).toHaveTextContent(privacy.heading)
  })
})
