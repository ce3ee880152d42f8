/**
 * The back button of the legal and contact pages: a link home that goes back in the browser
 * history instead when the visitor came from a page of this site. After a client-side navigation
 * (Gatsby's key in history.state) it is a visitor flow in every engine (e2e/visitor-flows.spec.ts).
 */
import { fireEvent, render, screen } from "@testing-library/react"

import { SubpageNav } from "../../src/components/SubpageNav/SubpageNav"
import { queryContent } from "../support/content"

const labels = queryContent().layoutYaml.subpage

afterEach(() => jest.restoreAllMocks())

test.each([
  ["after a full page load from this site (same-origin referrer) it goes back", `${window.location.origin}/kontakt/`, true],
  ["opened from another site it leads home", "https://www.example.org/", false],
  ["opened directly it leads home", "", false],
])("%s", (_name, referrer, goesBack) => {
  jest.spyOn(document, "referrer", "get").mockReturnValue(referrer)
  const back = jest.spyOn(window.history, "back").mockImplementation(() => {})
  render(<SubpageNav current="Impressum" labels={labels} />)
  const link = screen.getByRole("link", { name: labels.backLabel })
  expect(link).toHaveAttribute("href", "/")
  // fireEvent.click is false when the click's default (following the link) was prevented.
  expect({ followed: fireEvent.click(link), wentBack: back.mock.calls.length > 0 }).toEqual({ followed: !goesBack, wentBack: goesBack })
})
