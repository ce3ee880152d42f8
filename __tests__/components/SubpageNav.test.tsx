/**
 * The back button of the legal and contact pages: it goes back in the browser history, so it is there only when that leads to a page of
 * this site; otherwise (and in the server's HTML, which visitors without JavaScript get) the home link stands alone. After a client-side
 * navigation (Gatsby's key in history.state) it is a visitor flow in every engine (e2e/visitor-flows.spec.ts).
 */
import { fireEvent, render, screen } from "@testing-library/react"
import { renderToString } from "react-dom/server"

import { SubpageNav } from "../../src/components/SubpageNav/SubpageNav"
import { queryContent } from "../support/content"

const labels = queryContent().layoutYaml.subpage

afterEach(() => {
  jest.restoreAllMocks()
  window.history.replaceState(null, "")
})

test.each([
  ["after a full page load from this site (same-origin referrer) it goes back", "/kontakt/", 2, true],
  ["opened in a new tab from this site (nothing to go back to) there is none", "/kontakt/", 1, false],
  ["opened from another site there is none", "https://www.example.org/", 2, false],
  ["opened directly there is none", "", 1, false],
])("%s", (_name, referrer, historyLength, goesBack) => {
  jest.spyOn(document, "referrer", "get").mockReturnValue(referrer && new URL(referrer, window.location.origin).href)
  jest.spyOn(window.history, "length", "get").mockReturnValue(historyLength)
  const back = jest.spyOn(window.history, "back").mockImplementation(() => {})
  render(<SubpageNav current="Impressum" labels={labels} />)
  const button = screen.queryByRole("button", { name: labels.backLabel })
  if (button) fireEvent.click(button)
  // Shown, and a click goes back in history.
  expect({ shown: button !== null, wentBack: back.mock.calls.length > 0 }).toEqual({ shown: goesBack, wentBack: goesBack })
  expect(screen.getAllByRole("link", { name: labels.homeLabel })[0]).toHaveAttribute("href", "/")
})

test("the server's HTML, all a visitor without JavaScript gets, has no back button", () => {
  window.history.replaceState({ key: "abc" }, "")
  const html = renderToString(<SubpageNav current="Impressum" labels={labels} />)
  expect(html).toContain(labels.homeLabel)
  expect(html).not.toContain(labels.backLabel)
})

test("a page does not link to itself: the contact page has no contact link", () => {
  const { unmount } = render(<SubpageNav current="Impressum" labels={labels} />)
  expect(screen.getByRole("link", { name: labels.contactLabel })).toHaveAttribute("href", "/kontakt/")
  unmount()
  render(<SubpageNav current="Kontakt" path="/kontakt/" labels={labels} />)
  expect(screen.queryByRole("link", { name: labels.contactLabel })).toBeNull()
})
