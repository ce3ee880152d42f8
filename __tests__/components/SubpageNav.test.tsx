import { screen, within } from "@testing-library/react"

import { SubpageNav } from "../../src/components/SubpageNav/SubpageNav"
import { provideStaticQueries, renderWithProviders } from "../support/content"

const { subpage } = provideStaticQueries().layoutYaml

describe("SubpageNav (top of every legal and contact page)", () => {
  beforeEach(() => {
    renderWithProviders(<SubpageNav current="Impressum" />)
  })

  test("a back button that leads home without JavaScript, and links to home and contact", () => {
    expect(screen.getByRole("link", { name: subpage.backLabel })).toHaveAttribute("href", "/")
    const homeLinks = screen.getAllByRole("link", { name: subpage.homeLabel })
    expect(homeLinks.length).toBeGreaterThanOrEqual(1)
    for (const link of homeLinks) expect(link).toHaveAttribute("href", "/")
    expect(screen.getByRole("link", { name: subpage.contactLabel })).toHaveAttribute("href", "/kontakt/")
  })

  test("a breadcrumb from home to the current page", () => {
    const breadcrumb = screen.getByRole("navigation", { name: subpage.breadcrumbLabel })
    expect(within(breadcrumb).getByRole("link", { name: subpage.homeLabel })).toHaveAttribute("href", "/")
    expect(within(breadcrumb).getByText("Impressum")).toHaveAttribute("aria-current", "page")
  })
})
