import { cleanup, screen, within } from "@testing-library/react"

import type { LoadingMode } from "../../content-model/schemas"
import { saveConsent } from "../../src/consent/consent-policy"
import { DatenschutzView } from "../../src/views/DatenschutzView/DatenschutzView"
import { layoutDataOf, queryContent, renderWithProviders } from "../support/content"

const content = queryContent()
const privacy = content.datenschutzYaml

function renderPrivacy(loadingMode: LoadingMode, data: Queries.DatenschutzViewFragment = privacy) {
  cleanup()
  renderWithProviders(<DatenschutzView privacy={data} layoutData={{ ...layoutDataOf(content), loadingMode }} />)
}

const section = (id: string) => document.getElementById(id)!
/** Text as toHaveTextContent compares it: whitespace runs as one space. */
const squash = (text: string) => text.replace(/\s+/g, " ").trim()

test.each(["advanced", "basic"] as const)(
  "the loading mode %s picks its analytics text and recipients, not the other's (docs/requirements.md#loading-modes)",
  (mode) => {
    const other = mode === "advanced" ? "basic" : "advanced"
    const own = privacy.analytics[mode]!.paragraphs
    const onlyOther = privacy.analytics[other]!.paragraphs.filter((paragraph) => !own.includes(paragraph))
    expect(onlyOther.length).toBeGreaterThan(0)
    renderPrivacy(mode)
    for (const paragraph of own) expect(section("analyse")).toHaveTextContent(squash(paragraph))
    for (const paragraph of onlyOther) expect(section("analyse")).not.toHaveTextContent(squash(paragraph))
    const shown = privacy.recipients.items.filter((recipient) => recipient.loadingMode === null || recipient.loadingMode === mode)
    const names = within(section("empfaenger"))
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent)
    expect(names).toEqual(shown.map((recipient) => recipient.name))
  },
)

test("names the data protection officer with a mail link once one is appointed, until then why there is none", () => {
  const officer = privacy.dataProtectionOfficer
  renderPrivacy("advanced", { ...privacy, dataProtectionOfficer: { ...officer, contact: null, noneAppointed: "Keiner bestellt." } })
  expect(section("datenschutzbeauftragter")).toHaveTextContent("Keiner bestellt.")
  const contact = { name: "Datenschutz Muster GmbH", email: "dsb@example.com" }
  renderPrivacy("advanced", { ...privacy, dataProtectionOfficer: { ...officer, contact, noneAppointed: null } })
  expect(within(section("datenschutzbeauftragter")).getByRole("link", { name: contact.email })).toHaveAttribute(
    "href",
    `mailto:${contact.email}`,
  )
  expect(screen.queryByText("Keiner bestellt.")).toBeNull()
})

test("the cookie section says what the stored choice holds: one entry per field of the record saveConsent writes, in its order", () => {
  const setItem = jest.fn()
  saveConsent({ setItem } as unknown as Storage, true, content.consentYaml)
  const [, written] = setItem.mock.lastCall as [string, string]
  const stored = Object.keys(JSON.parse(written) as object)
  renderPrivacy("advanced")
  const entries = within(section("cookies")).getAllByRole("listitem")
  const record = privacy.cookies.record as Record<string, string>
  expect(entries.map((entry) => entry.textContent)).toEqual(stored.map((field) => record[field]))
})

test("the contents list links every section of the page, in the page's order, by its heading", () => {
  renderPrivacy("advanced")
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
