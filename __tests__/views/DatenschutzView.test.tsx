import { cleanup, screen, within } from "@testing-library/react"

import type { LoadingMode } from "../../content-model/schemas"
import { DatenschutzView } from "../../src/views/DatenschutzView/DatenschutzView"
import { provideStaticQueries, renderWithProviders } from "../support/content"

const content = provideStaticQueries()
const company = content.companyYaml
const privacy = content.datenschutzYaml
const pdfUrl: string = content.siteYaml.privacyPdfUrl
const configuredMode: LoadingMode = content.siteYaml.tagManager.loadingMode

function renderView(loadingMode: LoadingMode, data = privacy) {
  cleanup()
  renderWithProviders(
    <DatenschutzView
      privacy={data}
      company={company}
      site={content.siteYaml}
      loadingMode={loadingMode}
      cookieSettingsControl={<button type="button">{data.cookieSettings.buttonLabel}</button>}
    />,
  )
}

const byId = (id: string) => document.getElementById(id) as HTMLElement
const squash = (s: string) => s.replace(/\s+/g, " ").trim()

describe("DatenschutzView", () => {
  beforeEach(() => renderView(configuredMode))

  test("has the six required items (docs/requirements.md#datenschutz): principles, marketing, cookies, analytics, complaint right, PDF", () => {
    const anchors = privacy.sections.map((s: { anchor: string }) => s.anchor)
    expect(anchors).toEqual(expect.arrayContaining(["grundsaetze", "marketing", "cookies"]))
    expect(byId("analyse")).not.toBeNull()
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
    const analytics = byId("analyse")
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

type Recipient = { name: string; loadingMode?: LoadingMode; [field: string]: string | undefined }

describe("DatenschutzView: the Art. 13 GDPR items (docs/requirements.md#datenschutz)", () => {
  beforeEach(() => renderView(configuredMode))

  test("names the data protection officer, or why none is appointed", () => {
    const officer = byId("datenschutzbeauftragter")
    expect(within(officer).getByRole("heading", { level: 2, name: privacy.dataProtectionOfficer.heading })).toBeInTheDocument()
    expect(officer).toHaveTextContent(squash(privacy.dataProtectionOfficer.noneAppointed))
    renderView(configuredMode, {
      ...privacy,
      dataProtectionOfficer: { heading: "DSB", contact: { name: "Datenschutz Muster GmbH", email: "dsb@firma.de" }, noneAppointed: null },
    })
    expect(within(byId("datenschutzbeauftragter")).getByRole("link", { name: "dsb@firma.de" })).toHaveAttribute(
      "href",
      "mailto:dsb@firma.de",
    )
  })

  test("lists every recipient of the mode in use with address, role, purpose, legal basis, transfer and retention", () => {
    const section = byId("empfaenger")
    const shown = (privacy.recipients.items as Recipient[]).filter((r) => !r.loadingMode || r.loadingMode === configuredMode)
    const names = within(section)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent)
    expect(names).toEqual(shown.map((r) => r.name))
    expect(names.some((n) => /Netlify/.test(n ?? ""))).toBe(true)
    expect(names.some((n) => /Google/.test(n ?? ""))).toBe(true)
    expect(names.some((n) => /Terminbuchung/.test(n ?? ""))).toBe(true)
    const terms = [...section.querySelectorAll("dt")].map((dt) => dt.textContent)
    const labels = privacy.recipients.labels
    expect(terms).toEqual(
      shown.flatMap(() => [labels.address, labels.role, labels.purpose, labels.legalBasis, labels.transfer, labels.retention]),
    )
    for (const recipient of shown)
      for (const field of ["role", "legalBasis", "transfer", "retention"]) expect(section).toHaveTextContent(squash(recipient[field]!))
  })

  test("states storage periods per purpose, the rights, whether data must be provided and that no automated decisions are made", () => {
    const periods = byId("speicherdauer")
    for (const item of privacy.storagePeriods.items) {
      expect(within(periods).getByText(item.purpose).tagName).toBe("DT")
      expect(periods).toHaveTextContent(squash(item.period))
    }
    expect(within(byId("rechte")).getByRole("heading", { level: 2, name: privacy.rights.heading })).toBeInTheDocument()
    expect(byId("bereitstellung")).toHaveTextContent(squash(privacy.provisionRequirement.text))
    expect(byId("automatisierte-entscheidungen")).toHaveTextContent(squash(privacy.automatedDecisions.text))
  })

  // Its distinct style is checked on the build (CSS modules are not loaded here): __tests__/built/datenschutz.test.ts
  test("the right to object is its own section with its own heading (Art. 21(4) GDPR)", () => {
    const objection = byId("widerspruch")
    expect(objection.tagName).toBe("SECTION")
    expect(within(objection).getByRole("heading", { level: 2, name: privacy.objection.heading })).toBeInTheDocument()
    expect(objection).toHaveTextContent(/Art\. 21/)
    const otherSection = byId("rechte")
    expect(within(otherSection).queryByText(privacy.objection.paragraphs[0])).toBeNull()
  })
})

describe("DatenschutzView: the analytics text follows the loading mode (docs/requirements.md#loading-modes)", () => {
  test.each(["advanced", "basic"] as const)("mode %s renders that mode's text and Google entry, not the other's", (mode) => {
    const other = mode === "advanced" ? "basic" : "advanced"
    renderView(mode)
    const analytics = byId("analyse")
    for (const paragraph of privacy.analytics[mode].paragraphs) expect(analytics).toHaveTextContent(squash(paragraph))
    const onlyOther = privacy.analytics[other].paragraphs.filter((p: string) => !privacy.analytics[mode].paragraphs.includes(p))
    expect(onlyOther.length).toBeGreaterThan(0)
    for (const paragraph of onlyOther) expect(analytics).not.toHaveTextContent(squash(paragraph))
    const google = (privacy.recipients.items as Recipient[]).filter((r) => r.loadingMode)
    const recipients = byId("empfaenger")
    for (const r of google) {
      if (r.loadingMode === mode) expect(recipients).toHaveTextContent(squash(r.purpose!))
      else expect(recipients).not.toHaveTextContent(squash(r.purpose!))
    }
  })

  test("the texts say what each mode does: advanced loads gtm.js at once and sends cookieless pings, basic sends nothing before consent", () => {
    renderView("advanced")
    expect(byId("analyse")).toHaveTextContent(/gtm\.js/)
    expect(byId("analyse")).toHaveTextContent(/sofort geladen/)
    expect(byId("analyse")).toHaveTextContent(/cookielose Signale/)
    expect(byId("analyse")).toHaveTextContent(/IP-Adresse/)
    renderView("basic")
    expect(byId("analyse")).toHaveTextContent(/erst, wenn Sie „Alle akzeptieren“ gewählt haben/)
    expect(byId("analyse")).toHaveTextContent(/Google erhält keine Daten/)
    expect(byId("analyse")).not.toHaveTextContent(/cookielose/)
  })

  test("a mode without its text fails loudly instead of describing the other mode", () => {
    jest.spyOn(console, "error").mockImplementation(() => {})
    expect(() => renderView("basic", { ...privacy, analytics: { ...privacy.analytics, basic: null } })).toThrow(
      /content\/datenschutz\/index\.yaml, analytics\.basic/,
    )
    jest.restoreAllMocks()
  })
})
