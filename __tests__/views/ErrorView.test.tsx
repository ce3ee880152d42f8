import { render, screen, within } from "@testing-library/react"

import { ErrorBoundary } from "react-error-boundary"
import { PASSAGE } from "../../content-model/notation"
import { ErrorView } from "../../src/views/ErrorView/ErrorView"
import { layoutDataOf, queryContent, renderWithProviders } from "../support/content"

const content = queryContent()
/** A text as the page shows it: passages in another language without their mark (src/components/Passages). */
const shown = (text: string) => text.replace(PASSAGE, "$2")

afterEach(() => jest.restoreAllMocks())

test("the 404 page reports the requested path on the console, the static error page nothing; both link home", () => {
  const error = jest.spyOn(console, "error").mockImplementation(() => {})
  const { unmount } = renderWithProviders(<ErrorView texts={content.serverError} layoutData={layoutDataOf(content)} />)
  expect(within(screen.getByRole("main")).getByRole("link", { name: content.serverError.homeLinkLabel })).toHaveAttribute("href", "/")
  expect(error).not.toHaveBeenCalled()
  unmount()
  renderWithProviders(<ErrorView texts={content.notFound} notFoundPath="/gibt-es-nicht/" layoutData={layoutDataOf(content)} />)
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(shown(content.notFound.heading))
  expect(error).toHaveBeenCalledWith(expect.stringContaining("/gibt-es-nicht/"))
})

test("a page that throws while rendering shows the error page's text and a link home, without the frame", () => {
  const error = jest.spyOn(console, "error").mockImplementation(() => {})
  function Broken(): never {
    throw new Error("kaputt")
  }
  render(
    <ErrorBoundary fallback={<ErrorView texts={content.serverError} />}>
      <Broken />
    </ErrorBoundary>,
  )
  expect(screen.getByRole("main")).toHaveAttribute("id", "inhalt")
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(shown(content.serverError.heading))
  expect(screen.getByRole("link", { name: content.serverError.homeLinkLabel })).toHaveAttribute("href", "/")
  expect(screen.queryByRole("banner")).toBeNull()
  // React reports what a boundary caught on the console.
  expect(error.mock.calls.flat()).toContainEqual(expect.objectContaining({ message: "kaputt" }))
})
