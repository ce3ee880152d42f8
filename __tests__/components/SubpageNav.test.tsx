/**
 * The back button of the legal and contact pages: a link home that goes back in the browser
 * history instead when the visitor came from a page of this site.
 */
import { fireEvent, render, screen } from "@testing-library/react"

import { SubpageNav } from "../../src/components/SubpageNav/SubpageNav"
import { queryContent } from "../support/content"

const labels = queryContent().layoutYaml.subpage

afterEach(() => {
  jest.restoreAllMocks()
  window.history.replaceState(null, "")
})

/** Clicks the back button; whether the link was followed (its default not prevented) and history went back. */
function clickBack(): { followed: boolean; wentBack: boolean } {
  const back = jest.spyOn(window.history, "back").mockImplementation(() => {})
  render(<SubpageNav current="Impressum" labels={labels} />)
  const link = screen.getByRole("link", { name: labels.backLabel })
  expect(link).toHaveAttribute("href", "/")
  return { followed: fireEvent.click(link), wentBack: back.mock.calls.length > 0 }
}

test("after a client-side navigation (a key in history.state) it goes back", () => {
  window.history.replaceState({ key: "abc" }, "")
  expect(clickBack()).toEqual({ followed: false, wentBack: true })
})

test("after a full page load from this site (same-origin referrer) it goes back", () => {
  jest.spyOn(document, "referrer", "get").mockReturnValue(`${window.location.origin}/kontakt/`)
  expect(clickBack()).toEqual({ followed: false, wentBack: true })
})

test("opened directly or from another site it leads home", () => {
  jest.spyOn(document, "referrer", "get").mockReturnValue("https://www.example.org/")
  expect(clickBack()).toEqual({ followed: true, wentBack: false })
})
