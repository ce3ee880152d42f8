import { screen, within } from "@testing-library/react"

import { ImpressumView } from "../../src/views/ImpressumView/ImpressumView"
import { provideStaticQueries, renderWithProviders } from "../support/content"

const content = provideStaticQueries()
const company = content.companyYaml
const impressum = content.impressumYaml

describe("ImpressumView", () => {
  beforeEach(() => {
    renderWithProviders(<ImpressumView impressum={impressum} company={company} />)
  })

  test("shows all items of the legal notice with the values of content/company", () => {
    const main = screen.getByRole("main")
    const labels = impressum.labels
    // The twelve items of the legal notice plus legal form and managing directors (§ 5 DDG).
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
      [labels.supervisoryAuthority, impressum.noLicenceText],
      [labels.copyright, impressum.copyrightText],
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
    expect(within(main).getByRole("link", { name: company.phone.display.replace(/ /g, "\u00a0") })).toHaveAttribute(
      "href",
      `tel:${company.phone.e164}`,
    )
    expect(within(main).getByRole("link", { name: company.email })).toHaveAttribute("href", `mailto:${company.email}`)
  })

  test("no link to the shut-down EU ODR platform", () => {
    expect(document.body.innerHTML).not.toMatch(/ec\.europa\.eu\/consumers\/odr/)
  })

  test("has the subpage navigation", () => {
    const breadcrumb = screen.getByRole("navigation", { name: content.layoutYaml.subpage.breadcrumbLabel })
    expect(breadcrumb).toHaveTextContent(impressum.heading)
  })
})

describe("ImpressumView: supervisory authority (docs/requirements.md#supervisory-authority)", () => {
  const sectionOf = (heading: string) => screen.getByRole("heading", { level: 2, name: heading }).closest("section") as HTMLElement

  test("without an authority in content/company it states that the activity needs no licence", () => {
    expect(company.supervisoryAuthority).toBeUndefined()
    renderWithProviders(<ImpressumView impressum={impressum} company={company} />)
    const section = sectionOf(impressum.labels.supervisoryAuthority)
    expect(section).toHaveTextContent(impressum.noLicenceText)
    expect(within(section).queryByRole("link")).toBeNull()
  })

  test("with an authority it names the licence, the authority's address and website instead", () => {
    const authority = {
      name: "Bezirksamt Mitte von Berlin, Gewerbeamt",
      licence: "Erlaubnis nach § 34c GewO",
      address: { street: "Karl-Marx-Allee 31", postalCode: "10178", city: "Berlin" },
      url: "https://www.berlin.de/ba-mitte/",
    }
    renderWithProviders(<ImpressumView impressum={impressum} company={{ ...company, supervisoryAuthority: authority }} />)
    const section = sectionOf(impressum.labels.supervisoryAuthority)
    expect(section).toHaveTextContent(`${impressum.labels.licence}: ${authority.licence}`)
    expect(section).toHaveTextContent(authority.name)
    expect(section).toHaveTextContent(`${authority.address.postalCode} ${authority.address.city}`)
    expect(within(section).getByRole("link", { name: authority.url })).toHaveAttribute("href", authority.url)
    expect(section).not.toHaveTextContent(impressum.noLicenceText)
  })
})
