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

/** The body of the error pages, without the frame (the error fallback shows it bare). */
function ErrorContent({ texts }: { texts: Queries.ErrorViewFragment }) {
  return (
    <TextPage heading={texts.heading} intro={texts.text}>
      <p>
        {/* A full page load on purpose: it leaves whatever state broke the page behind. */}
        <a href="/" className="button">
          {texts.homeLinkLabel}
        </a>
      </p>
    </TextPage>
  )
}

export interface ErrorViewProps {
  texts: Queries.ErrorViewFragment
  /** On the 404 page: the requested path, reported on the console for whoever debugs a broken link. */
  notFoundPath?: string
  layoutData: LayoutData
}

/** The 404 page and the static error page (500.html, served by the server on its own errors). */
export function ErrorView({ texts, notFoundPath, layoutData }: ErrorViewProps) {
  useEffect(() => {
    if (notFoundPath !== undefined) console.error(`404 – page not found: ${notFoundPath}`)
  }, [notFoundPath])
  return (
    <Layout data={layoutData}>
      <ErrorContent texts={texts} />
    </Layout>
  )
}

/** For the error boundary: no frame, as the layout may be what broke. */
export function ApplicationErrorView({ texts }: { texts: Queries.ErrorViewFragment }) {
  return (
    <main id="inhalt" tabIndex={-1}>
      <ErrorContent texts={texts} />
    </main>
  )
}
