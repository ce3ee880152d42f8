import { screen } from "@testing-library/react"

import { PageWrapper } from "../../src/root-wrapper"
import { ErrorView } from "../../src/views/ErrorView/ErrorView"
import { provideStaticQueries, renderWithProviders } from "../support/content"

const content = provideStaticQueries()

describe("404 page", () => {
  test("says 'Oops! Page not found', links home and logs the requested path", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {})
    renderWithProviders(<ErrorView texts={content.notFound} notFoundPath="/gibt-es-nicht/" />)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Oops! Page not found")
    expect(screen.getByRole("link", { name: content.notFound.homeLinkLabel })).toHaveAttribute("href", "/")
    expect(error).toHaveBeenCalledWith(expect.stringContaining("/gibt-es-nicht/"))
    error.mockRestore()
  })
})

describe("error page and the error fallback around every page", () => {
  test("the static error page says 'Unexpected Application Error!' and logs nothing", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {})
    renderWithProviders(<ErrorView texts={content.serverError} />)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Unexpected Application Error!")
    expect(error).not.toHaveBeenCalled()
    error.mockRestore()
  })

  test("a page that throws while rendering shows the error page with a link home instead", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {})
    function Broken(): never {
      throw new Error("kaputt")
    }
    renderWithProviders(<PageWrapper element={<Broken />} />)
    expect(screen.getByRole("main")).toHaveAttribute("id", "inhalt")
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Unexpected Application Error!")
    expect(screen.getByRole("link", { name: content.serverError.homeLinkLabel })).toHaveAttribute("href", "/")
    expect(error).toHaveBeenCalledWith("Unexpected application error:", expect.any(Error), expect.anything())
    error.mockRestore()
  })
})
