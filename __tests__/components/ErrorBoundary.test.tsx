import { render, screen } from "@testing-library/react"

import { ErrorBoundary } from "../../src/components/ErrorBoundary/ErrorBoundary"

describe("ErrorBoundary", () => {
  test("children render unchanged while nothing throws", () => {
    render(
      <ErrorBoundary fallback={<p>Fehler</p>}>
        <p>alles gut</p>
      </ErrorBoundary>,
    )
    expect(screen.getByText("alles gut")).toBeInTheDocument()
    expect(screen.queryByText("Fehler")).toBeNull()
  })
})
