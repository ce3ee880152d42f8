import { graphql } from "gatsby"
import { useEffect } from "react"

import { Layout } from "../../components/Layout/Layout"
import type { LayoutData } from "../../components/Layout/layout-data"
import { TextPage } from "../../components/TextPage/TextPage"

/** Exported because Gatsby's query compiler takes fragments only from exports. @public */
export const errorViewFragment = graphql`
  fragment ErrorView on ErrorsYaml {
    heading
    text
    homeLinkLabel
  }
`

export interface ErrorViewProps {
  texts: Queries.ErrorViewFragment
  /** On the 404 page: the requested path, reported on the console for whoever debugs a broken link. */
  notFoundPath?: string
  /** None for the error boundary's fallback: it shows the page without the frame, as the frame may be what broke. */
  layoutData?: LayoutData
}

/** The 404 page, the static error page (500.html, served by the server on its own errors) and the error boundary's fallback. */
export function ErrorView({ texts, notFoundPath, layoutData }: ErrorViewProps) {
  useEffect(() => {
    if (notFoundPath !== undefined) console.error(`404 – page not found: ${notFoundPath}`)
  }, [notFoundPath])
  const content = (
    <TextPage heading={texts.heading} intro={texts.text}>
      <p>
        {/* A full page load on purpose: it leaves whatever state broke the page behind. */}
        <a href="/" className="button">
          {texts.homeLinkLabel}
        </a>
      </p>
    </TextPage>
  )
  return layoutData ? (
    <Layout data={layoutData}>{content}</Layout>
  ) : (
    <main id="inhalt" tabIndex={-1}>
      {content}
    </main>
  )
}
