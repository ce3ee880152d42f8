import { render, screen } from "@testing-library/react"

import { ErrorBoundary } from "../../src/components/ErrorBoundary/ErrorBoundary"
import { NotFoundView, ServerErrorView } from "../../src/views/ErrorView/ErrorView"
import { provideStaticQueries, renderWithProviders } from "../support/content"

const content = provideStaticQueries()

describe("404 page", () => {
  test("says 'Oops! Page not found', links home and logs the requested path", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {})
    renderWithProviders(<NotFoundView texts={content.notFound} pathname="/gibt-es-nicht/" />)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Oops! Page not found")
    expect(screen.getByRole("link", { name: content.notFound.homeLinkLabel })).toHaveAttribute("href", "/")
    expect(error).toHaveBeenCalledWith(expect.stringContaining("/gibt-es-nicht/"))
    error.mockRestore()
  })
})

describe("error page and error boundary", () => {
  test("the static error page says 'Unexpected Application Error!'", () => {
    renderWithProviders(<ServerErrorView texts={content.serverError} />)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Unexpected Application Error!")
  })

  test("a page that throws while rendering shows the error page with a link home instead", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {})
    function Broken(): never {
      throw new Error("kaputt")
    }
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    )
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Unexpected Application Error!")
    expect(screen.getByRole("link", { name: content.serverError.homeLinkLabel })).toHaveAttribute("href", "/")
    expect(error).toHaveBeenCalledWith("Unexpected application error:", expect.any(Error), expect.anything())
    error.mockRestore()
  })

  test("children render unchanged while nothing throws", () => {
    render(
      <ErrorBoundary>
        <p>alles gut</p>
      </ErrorBoundary>,
    )
    expect(screen.getByText("alles gut")).toBeInTheDocument()
  })
})
