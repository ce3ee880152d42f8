/** gatsby-browser.tsx and gatsby-ssr.tsx export these: the same wrappers in both, so server HTML and hydration match. */
import { graphql, useStaticQuery } from "gatsby"
import { Suspense, type ReactNode } from "react"

import { ErrorBoundary } from "react-error-boundary"
import { ConsentProvider } from "./consent/app-shell"
import { ErrorView } from "./views/ErrorView/ErrorView"

type WrapperProps = { element: ReactNode }

/** The Suspense boundary lets React hydrate Gatsby's router and the page in short slices, not one long task (Layout.tsx). */
export const wrapRootElement = ({ element }: WrapperProps) => (
  <Suspense>
    <ConsentProvider>{element}</ConsentProvider>
  </Suspense>
)

/** The error boundary's fallback, with the texts of content/errors/server-error.yaml: a static query, as it has no page data. */
function ApplicationErrorFallback() {
  const { errorsYaml } = useStaticQuery<Queries.ErrorFallbackQuery>(graphql`
    query ErrorFallback {
      errorsYaml(file: { eq: "errors/server-error.yaml" }) {
        ...ErrorView
      }
    }
  `)
  return <ErrorView texts={errorsYaml!} />
}

export const wrapPageElement = ({ element }: WrapperProps) => (
  <ErrorBoundary fallback={<ApplicationErrorFallback />}>{element}</ErrorBoundary>
)
