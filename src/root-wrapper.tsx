/**
 * The wrappers shared by gatsby-browser.tsx and gatsby-ssr.tsx (Gatsby asks
 * for the same wrappers in both, so server HTML and hydration match).
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/#wrapRootElement
 */
import type { ReactNode } from "react"

import { ErrorBoundary } from "./components/ErrorBoundary/ErrorBoundary"
import { ConsentProvider } from "./consent/app-shell"
import { ApplicationErrorView } from "./views/ErrorView/ErrorView"

/** Around the whole app, kept across page changes: the visitor's cookie choice. */
export function RootWrapper({ element }: { element: ReactNode }) {
  return <ConsentProvider>{element}</ConsentProvider>
}

/** Around every page: an error while rendering shows the error page instead of nothing. */
export function PageWrapper({ element }: { element: ReactNode }) {
  return <ErrorBoundary fallback={<ApplicationErrorView />}>{element}</ErrorBoundary>
}
