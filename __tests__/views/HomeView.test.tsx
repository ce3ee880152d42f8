import { getDefaultNormalizer, screen, within } from "@testing-library/react"

import { HomeView } from "../../src/views/HomeView/HomeView"
import { BUILD_YEAR, layoutDataOf, queryContent, renderWithProviders, homeReportOf } from "../support/content"

const content = queryContent()
const home = content.homeYaml
const company = content.companyYaml
// Exactly as the data says, spaces included: the view adds and drops no character.
const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) }
/** The claim's item in the claims list (its note repeats the claim's text). */
const claimItem = (text: string) => screen.getAllByText(text, exact).find((element) => element.tagName === "LI")!

beforeEach(() => renderWithProviders(<HomeView home={home} {...homeReportOf(content)} layoutData={layoutDataOf(content)} />))

test("every claim links to its numbered note, which names the claim it qualifies and links back (docs/requirements.md#claims)", () => {
  const notes = within(screen.getByRole("heading", { level: 2, name: home.hero.notesHeading }).parentElement!).getAllByRole("listitem")
  expect(notes).toHaveLength(home.hero.claims.length)
  home.hero.claims.forEach((claim, index) => {
    const marker = within(claimItem(claim.text)).getByRole("link", { name: String(index + 1), description: home.hero.notesHeading })
    expect(document.querySelector(marker.getAttribute("href")!)).toBe(notes[index])
    expect(notes[index]).toHaveTextContent(`${claim.text} ${claim.note}`)
    const back = within(notes[index]!).getByRole("link", { name: home.hero.noteBackLabel })
    expect(document.querySelector(back.getAttribute("href")!)).toBe(marker)
  })
})

test("each target group shows the edition of its standard, as content/home lists it once under standards", () => {
  for (const audience of home.audiences.items) {
    const card = screen.getByRole("heading", { level: 3, name: audience.title }).closest("li")!
    expect(card).toHaveTextContent(home.standards.find((standard) => standard.name === audience.standard)!.edition)
  }
})

test("the copyright line runs from the founding year in content/company to the build's year, whatever the clock says", () => {
  expect(screen.getByRole("contentinfo")).toHaveTextContent(`© ${company.foundingYear}–${BUILD_YEAR} ${company.companyName}`)
})

test("the hero's, the mid-page and the closing call to action open the booking page of content/site in a new tab; the example report follows the hero's", () => {
  const { newTabHint } = content.layoutYaml.subpage
  const main = within(screen.getByRole("main"))
  const links = [home.hero.ctaLabel, home.closingCta.buttonLabel].flatMap((label) =>
    main.getAllByRole("link", { name: `${label} ${newTabHint}` }),
  )
  // The hero's label twice (hero, after the steps), the closing one once; the labels may be the same.
  expect(new Set(links).size).toBe(3)
  for (const link of links) {
    expect(link).toHaveAttribute("href", content.siteYaml.bookingUrl)
    expect(link).toHaveAttribute("target", "_blank")
  }
  // In the document, so on a phone's single column too (the laptop's two columns: e2e/layout.spec.ts).
  const report = main.getByRole("figure", { name: `${home.hero.example.marker} ${home.hero.example.title}` })
  expect(links[0]!.compareDocumentPosition(report) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
})
