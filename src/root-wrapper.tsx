/**
 * The wrappers shared by gatsby-browser.tsx and gatsby-ssr.tsx (Gatsby asks
 * for the same wrappers in both, so server HTML and hydration match).
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/#wrapPageElement
 */
import type { ReactNode } from "react"

import { ErrorBoundary } from "./components/ErrorBoundary/ErrorBoundary"

export function RootWrapper({ element }: { element: ReactNode }) {
  return <>{element}</>
}

export function PageWrapper({ element }: { element: ReactNode }) {
  return <ErrorBoundary>{element}</ErrorBoundary>
}
