import { graphql, useStaticQuery } from "gatsby"
import { Component, type ErrorInfo, type ReactNode } from "react"

import { ErrorContent } from "../../views/ErrorView/ErrorView"

/** Texts of content/errors/server-error.yaml, read by a static query so the fallback needs no page data. */
function ErrorFallback() {
  const data = useStaticQuery<Queries.ErrorFallbackQuery>(graphql`
    query ErrorFallback {
      errorsYaml(kind: { eq: "server-error" }) {
        heading
        text
        homeLinkLabel
      }
    }
  `)
  const texts = data.errorsYaml ?? {
    // Only if the YAML file itself is gone; the spec fixes this heading.
    heading: "Unexpected Application Error!",
    text: "",
    homeLinkLabel: "/",
  }
  return (
    <main id="inhalt" tabIndex={-1}>
      <ErrorContent texts={texts} />
    </main>
  )
}

interface State {
  error: Error | null
}

/**
 * Catches an error thrown while rendering a page in the browser and shows
 * "Unexpected Application Error!" with a link home instead of a blank page.
 * Wrapped around every page in wrapPageElement (src/root-wrapper.tsx).
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("Unexpected application error:", error, info.componentStack)
  }

  render(): ReactNode {
    return this.state.error ? <ErrorFallback /> : this.props.children
  }
}
