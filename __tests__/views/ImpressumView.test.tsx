import { cleanup, screen, within } from "@testing-library/react"

import type { LayoutData } from "../../src/components/Layout/layout-data"
import { ImpressumView } from "../../src/views/ImpressumView/ImpressumView"
import { layoutDataOf, queryContent, renderWithProviders } from "../support/content"

const content = queryContent()
const { impressumYaml: impressum, companyYaml: company } = content
const { labels } = impressum

const renderImpressum = (data: LayoutData["company"] = company) =>
  renderWithProviders(<ImpressumView impressum={impressum} layoutData={{ ...layoutDataOf(content), company: data }} />)
const sectionOf = (heading: string) => screen.getByRole("heading", { level: 2, name: heading }).closest("section")!

test("every item of the legal notice shows its value from content/company (§ 5 DDG)", () => {
  renderImpressum()
  const hours = company.officeHours[0]!
  const expected: Array<[string, string]> = [
    [labels.provider, `${company.address.postalCode} ${company.address.city}`],
    [labels.provider, `${labels.legalForm}: ${company.legalForm}`],
    [labels.representedBy, company.managingDirectors[0]!],
    // The phone number's tel: link is PhoneLink's (__tests__/views/ContactView.test.tsx).
    [labels.contact, company.phone.display],
    [labels.contact, `${hours.label}: ${hours.opens}–${hours.closes} ${content.layoutYaml.timeSuffix}`],
    [labels.register, company.registerNumber],
    [labels.vatId, company.vatId],
    [labels.bankAccount, company.bankAccount.iban],
    [labels.trademark, company.trademark],
    [labels.businessPurpose, company.businessPurpose],
    [labels.memberships, company.memberships[0]!],
    [labels.professionalRules, company.professionalRules[0]!],
    [labels.contentResponsible, company.contentResponsible.name],
  ]
  for (const [heading, value] of expected) expect(sectionOf(heading)).toHaveTextContent(value)
})

test("the Wirtschafts-Identifikationsnummer shows under its label once set, and not at all while cleared (§ 5 Abs. 1 Nr. 6 DDG)", () => {
  const businessId = company.businessId ?? "DE136695976-00001"
  renderImpressum({ ...company, businessId })
  expect(sectionOf(labels.businessId)).toHaveTextContent(businessId)
  cleanup()
  renderImpressum({ ...company, businessId: null })
  expect(screen.queryByRole("heading", { name: labels.businessId })).toBeNull()
  expect(screen.queryByText(businessId)).toBeNull()
})

test("the supervisory authority (docs/requirements.md#supervisory-authority): its licence, address and website once named in content/company, until then that the activity needs no licence", () => {
  renderImpressum({ ...company, supervisoryAuthority: null })
  expect(sectionOf(labels.supervisoryAuthority)).toHaveTextContent(impressum.noLicenceText)
  expect(within(sectionOf(labels.supervisoryAuthority)).queryByRole("link")).toBeNull()
  cleanup()
  const authority = {
    name: "Bezirksamt Mitte von Berlin, Gewerbeamt",
    licence: "Erlaubnis nach § 34c GewO",
    address: { street: "Karl-Marx-Allee 31", postalCode: "10178", city: "Berlin" },
    url: "https://www.berlin.de/ba-mitte/",
  }
  renderImpressum({ ...company, supervisoryAuthority: authority })
  const section = sectionOf(labels.supervisoryAuthority)
  expect(section).toHaveTextContent(`${labels.licence}: ${authority.licence}`)
  expect(section).toHaveTextContent(authority.name)
  expect(section).toHaveTextContent(`${authority.address.postalCode} ${authority.address.city}`)
  expect(within(section).getByRole("link", { name: authority.url })).toHaveAttribute("href", authority.url)
  expect(section).not.toHaveTextContent(impressum.noLicenceText)
})
