import { getDefaultNormalizer, screen, within } from "@testing-library/react"

import { HomeView } from "../../src/views/HomeView/HomeView"
import { provideStaticQueries, renderWithProviders } from "../support/content"

const content = provideStaticQueries()
const home = content.homeYaml
const bookingUrl: string = content.siteYaml.bookingUrl

function renderHome() {
  return renderWithProviders(<HomeView home={home} />)
}

describe("HomeView (landing page from content/home/index.yaml)", () => {
  test("the main navigation links to the three anchors and to the contact page", () => {
    renderHome()
    const nav = screen.getByRole("navigation", { name: content.layoutYaml.navigation.label })
    const hrefs = within(nav)
      .getAllByRole("link")
      .map((a) => a.getAttribute("href"))
    expect(hrefs).toEqual(["/#funktionen", "/#ablauf", "/#zielgruppen", "/kontakt/"])
  })

  test("the anchor targets exist with the ids the navigation uses", () => {
    const { container } = renderHome()
    for (const id of ["funktionen", "ablauf", "zielgruppen"]) {
      expect(container.querySelector(`section#${id}`)).not.toBeNull()
    }
  })

  test("sections come in the required order (docs/requirements.md#landing-page): navigation, hero, features, steps, target groups, closing CTA, footer", () => {
    const { container } = renderHome()
    const h1 = screen.getByRole("heading", { level: 1, name: home.hero.heading })
    const order = [
      container.querySelector("header nav"),
      h1,
      container.querySelector("#funktionen"),
      container.querySelector("#ablauf"),
      container.querySelector("#zielgruppen"),
      screen.getByRole("heading", { level: 2, name: home.closingCta.heading }),
      container.querySelector("footer"),
    ]
    for (let i = 1; i < order.length; i++) {
      const before = order[i - 1]!
      const after = order[i]!
      expect(before.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    }
  })

  test("hero shows the heading, the lead and the four claims (docs/requirements.md#claims)", () => {
    renderHome()
    expect(screen.getByText(home.hero.lead)).toBeInTheDocument()
    const claims: string[] = home.hero.claims.map((claim: { text: string }) => claim.text)
    expect(claims).toHaveLength(4)
    expect(claims.join(" ")).toMatch(/70\s?%/)
    // Exactly as the data says, spaces included: the view adds and drops no character (no-break spaces come from the build).
    const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) }
    for (const claim of claims) expect(screen.getByText(claim, exact)).toBeInTheDocument()
  })

  test("the example report follows the headline, the lead and the calls to action (a phone shows them first)", () => {
    renderHome()
    const h1 = screen.getByRole("heading", { level: 1, name: home.hero.heading })
    const cta = screen.getAllByRole("link").find((a) => a.getAttribute("href") === home.hero.secondaryHref)!
    const report = screen.getByRole("figure")
    for (const before of [h1, screen.getByText(home.hero.lead), cta]) {
      expect(before.compareDocumentPosition(report) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    }
  })

  test("a claim with a qualifying note links to its footnote under the claims and back (docs/requirements.md#claims)", () => {
    const { container } = renderHome()
    const noted = home.hero.claims.filter((claim: { note?: string }) => claim.note)
    expect(noted.length).toBeGreaterThan(0)
    const notesHeading = screen.getByRole("heading", { level: 2, name: home.hero.notesHeading })
    const notes = within(notesHeading.parentElement as HTMLElement).getAllByRole("listitem")
    expect(notes).toHaveLength(noted.length)
    const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) }
    noted.forEach((claim: { text: string; note: string }, index: number) => {
      const item = screen.getByText(claim.text, exact).closest("li") as HTMLElement
      const marker = within(item).getByRole("link", { name: String(index + 1), description: home.hero.notesHeading })
      const note = container.querySelector(marker.getAttribute("href")!) as HTMLElement
      expect(note).toBe(notes[index])
      expect(note).toHaveTextContent(claim.note)
      const back = within(note).getByRole("link", { name: home.hero.noteBackLabel })
      expect(container.querySelector(back.getAttribute("href")!)).toBe(marker)
    })
    // A claim without a note has no marker.
    for (const claim of home.hero.claims.filter((c: { note?: string }) => !c.note)) {
      expect(within(screen.getByText(claim.text, exact).closest("li") as HTMLElement).queryByRole("link")).toBeNull()
    }
  })

  test("the founding year from content/company appears on the page and starts the copyright line", () => {
    renderHome()
    const year = String(content.companyYaml.foundingYear)
    expect(home.hero.foundedNote).toContain("{year}")
    expect(screen.getByText(home.hero.foundedNote.replace("{year}", year))).toBeInTheDocument()
    expect(screen.getByRole("contentinfo")).toHaveTextContent(new RegExp(`© ${year}–${new Date().getFullYear()} `))
  })

  test("three features, three numbered steps, three target groups with their standards", () => {
    const { container } = renderHome()
    const features = within(container.querySelector("#funktionen") as HTMLElement)
    expect(features.getAllByRole("heading", { level: 3 })).toHaveLength(3)
    const steps = container.querySelectorAll("#ablauf ol > li")
    expect(steps).toHaveLength(3)
    const audiences = container.querySelector("#zielgruppen") as HTMLElement
    expect(within(audiences).getAllByRole("heading", { level: 3 })).toHaveLength(3)
    expect(audiences).toHaveTextContent("ISO 15189")
    expect(audiences).toHaveTextContent("ISO/IEC 17025")
    expect(audiences).toHaveTextContent("ISO/IEC 17020")
  })

  test("planned extensions are announced as planned", () => {
    renderHome()
    const heading = screen.getByRole("heading", { level: 2, name: home.extensions.heading })
    const section = heading.closest("section") as HTMLElement
    expect(within(section).getAllByText(home.extensions.badge)).toHaveLength(home.extensions.items.length)
    expect(section).toHaveTextContent(/Dokumentenlenkung/)
    expect(section).toHaveTextContent(/Dashboard/)
  })

  test("every demo link opens the external booking page in a new tab without opener", () => {
    renderHome()
    const demoLinks = screen.getAllByRole("link").filter((a) => a.getAttribute("href") === bookingUrl)
    expect(demoLinks.length).toBeGreaterThanOrEqual(3) // header, hero, closing CTA
    for (const link of demoLinks) {
      expect(link).toHaveAttribute("target", "_blank")
      expect(link).toHaveAttribute("rel", "noopener noreferrer")
      expect(link).toHaveTextContent(content.layoutYaml.subpage.newTabHint)
    }
  })

  test("the closing call to action states the indicative net price (docs/requirements.md#price)", () => {
    renderHome()
    expect(home.pricing.valueAddedTaxIncluded).toBe(false)
    expect(screen.getByText(home.closingCta.priceNote)).toHaveTextContent(/250.500 EUR zzgl\. USt\./)
  })

  test("the footer links Impressum, Datenschutz and Kontakt and shows the company address", () => {
    renderHome()
    const footer = screen.getByRole("contentinfo")
    const nav = within(footer).getByRole("navigation", { name: content.layoutYaml.footer.navigationLabel })
    expect(within(nav).getByRole("link", { name: "Impressum" })).toHaveAttribute("href", "/impressum/")
    expect(within(nav).getByRole("link", { name: "Datenschutz" })).toHaveAttribute("href", "/datenschutz/")
    expect(within(nav).getByRole("link", { name: "Kontakt" })).toHaveAttribute("href", "/kontakt/")
    expect(footer).toHaveTextContent(content.companyYaml.address.street)
  })

  test("a skip link leads to the main landmark; exactly one h1", () => {
    renderHome()
    const skip = screen.getByRole("link", { name: content.layoutYaml.skipLinkLabel })
    expect(skip).toHaveAttribute("href", "#inhalt")
    expect(screen.getByRole("main")).toHaveAttribute("id", "inhalt")
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1)
  })
})
