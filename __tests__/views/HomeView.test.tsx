import { getDefaultNormalizer, screen, within } from "@testing-library/react"

import { HomeView } from "../../src/views/HomeView/HomeView"
import { layoutDataOf, queryContent, renderWithProviders } from "../support/content"

const content = queryContent()
const home = content.homeYaml
const company = content.companyYaml
// Exactly as the data says, spaces included: the view adds and drops no character.
const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) }
const claimItem = (text: string) => screen.getByText(text, exact).closest("li")!

beforeEach(() => renderWithProviders(<HomeView home={home} layoutData={layoutDataOf(content)} />))

test("a claim with a qualifying note links to its numbered note under the claims, which links back (docs/requirements.md#claims)", () => {
  const noted = home.hero.claims.filter((claim) => claim.note)
  expect(noted.length).toBeGreaterThan(0)
  const notes = within(screen.getByRole("heading", { level: 2, name: home.hero.notesHeading }).parentElement!).getAllByRole("listitem")
  expect(notes).toHaveLength(noted.length)
  noted.forEach((claim, index) => {
    const marker = within(claimItem(claim.text)).getByRole("link", { name: String(index + 1), description: home.hero.notesHeading })
    expect(document.querySelector(marker.getAttribute("href")!)).toBe(notes[index])
    expect(notes[index]).toHaveTextContent(claim.note!)
    const back = within(notes[index]!).getByRole("link", { name: home.hero.noteBackLabel })
    expect(document.querySelector(back.getAttribute("href")!)).toBe(marker)
  })
  for (const claim of home.hero.claims.filter((c) => !c.note)) expect(within(claimItem(claim.text)).queryByRole("link")).toBeNull()
})

test("the founding year from content/company fills the hero's note and starts the copyright line", () => {
  const year = String(company.foundingYear)
  expect(screen.getByText(home.hero.foundedNote.replaceAll("{year}", year))).toBeInTheDocument()
  expect(screen.getByRole("contentinfo")).toHaveTextContent(`© ${year}–${new Date().getFullYear()} ${company.companyName}`)
})

test("the hero's and the closing call to action open the booking page of content/site in a new tab; the example report follows the hero's", () => {
  const { newTabHint } = content.layoutYaml.subpage
  const main = within(screen.getByRole("main"))
  const links = [home.hero.ctaLabel, home.closingCta.buttonLabel].flatMap((label) =>
    main.getAllByRole("link", { name: `${label} ${newTabHint}` }),
  )
  expect(new Set(links).size).toBe(2)
  for (const link of links) {
    expect(link).toHaveAttribute("href", content.siteYaml.bookingUrl)
    expect(link).toHaveAttribute("target", "_blank")
  }
  // In the document, so on a phone's single column too (the laptop's two columns: e2e/layout.spec.ts).
  const report = main.getByRole("figure", { name: `${home.hero.example.marker} ${home.hero.example.title}` })
  expect(links[0]!.compareDocumentPosition(report) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
})
