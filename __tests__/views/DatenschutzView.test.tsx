/**
 * The privacy notice's view. That the loading mode picks its analytics text and recipients is proven on the built pages:
 * __tests__/built/datenschutz.test.ts (the configured mode's recipients) and e2e/launch-rehearsal.spec.ts (the other mode's
 * text, none of the configured one's).
 */
import { cleanup, screen, within } from "@testing-library/react"

import { CONSENT_STORAGE_KEY, saveConsent } from "../../src/consent/consent-policy"
import { DatenschutzView } from "../../src/views/DatenschutzView/DatenschutzView"
import { layoutDataOf, queryContent, renderWithProviders } from "../support/content"

const content = queryContent()
const privacy = content.datenschutzYaml

function renderPrivacy(data: Queries.DatenschutzViewFragment = privacy) {
  cleanup()
  renderWithProviders(<DatenschutzView privacy={data} layoutData={layoutDataOf(content)} />)
}

const section = (id: string) => document.getElementById(id)!

test("names the data protection officer with a mail link once one is appointed, until then why there is none", () => {
  const officer = privacy.dataProtectionOfficer
  renderPrivacy({ ...privacy, dataProtectionOfficer: { ...officer, contact: null, noneAppointed: "Keiner bestellt." } })
  expect(section("datenschutzbeauftragter")).toHaveTextContent("Keiner bestellt.")
  const contact = { name: "Datenschutz Muster GmbH", email: "dsb@example.com" }
  renderPrivacy({ ...privacy, dataProtectionOfficer: { ...officer, contact, noneAppointed: null } })
  expect(within(section("datenschutzbeauftragter")).getByRole("link", { name: contact.email })).toHaveAttribute(
    "href",
    `mailto:${contact.email}`,
  )
  expect(screen.queryByText("Keiner bestellt.")).toBeNull()
})

test("the date of the last update reads as a German date", () => {
  renderPrivacy({ ...privacy, lastUpdated: "2026-03-01" })
  expect(screen.getByText("1. März 2026")).toHaveAttribute("dateTime", "2026-03-01")
})

test("the cookie section says what the stored choice holds: one entry per field of the record saveConsent writes, in its order", () => {
  saveConsent(true, content.consentYaml)
  const stored = Object.keys(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY)!) as object)
  renderPrivacy()
  const entries = within(section("cookies")).getAllByRole("listitem")
  const record = privacy.cookies.record as Record<string, string>
  expect(entries.map((entry) => entry.textContent)).toEqual(stored.map((field) => record[field]))
})

test("the contents list links every section of the page, in the page's order, by its heading", () => {
  renderPrivacy()
  const contents = screen.getByRole("navigation", { name: privacy.contentsLabel })
  const links = within(contents)
    .getAllByRole("link")
    .map((link) => [link.getAttribute("href"), link.textContent])
  const sections = [...document.querySelectorAll("article section[id]")]
    .filter((element) => element.querySelector(":scope > h2"))
    .map((element) => [`#${element.id}`, element.querySelector(":scope > h2")!.textContent])
  expect(sections.length).toBeGreaterThan(5)
  expect(links).toEqual(sections)
})
