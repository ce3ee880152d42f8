/** Shared by gatsby-browser.tsx and gatsby-ssr.tsx: the same wrappers in both, so server HTML and hydration match. */
import { graphql, useStaticQuery } from "gatsby"
import { Suspense, type ReactNode } from "react"

import { ErrorBoundary } from "react-error-boundary"
import { ConsentProvider } from "./consent/app-shell"
import { ErrorView } from "./views/ErrorView/ErrorView"

/** The Suspense boundary lets React hydrate Gatsby's router and the page in short slices, not one long task (Layout.tsx). */
export function RootWrapper({ element }: { element: ReactNode }) {
  return (
    <Suspense>
      <ConsentProvider>{element}</ConsentProvider>
    </Suspense>
  )
}

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

export function PageWrapper({ element }: { element: ReactNode }) {
  return <ErrorBoundary fallback={<ApplicationErrorFallback />}>{element}</ErrorBoundary>
}
