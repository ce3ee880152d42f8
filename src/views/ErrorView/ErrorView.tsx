import { graphql, useStaticQuery } from "gatsby"
import { useEffect } from "react"

import { Layout } from "../../components/Layout/Layout"
import { TextPage } from "../../components/TextPage/TextPage"
import * as page from "../page.module.css"

/** The fields this view reads; exported because Gatsby's query compiler takes fragments only from exports. @public */
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
    <TextPage heading={texts.heading} intro={texts.text} classNames={page}>
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
}

/** The 404 page and the static error page (500.html, served by the server on its own errors). */
export function ErrorView({ texts, notFoundPath }: ErrorViewProps) {
  useEffect(() => {
    if (notFoundPath !== undefined) console.error(`404 – page not found: ${notFoundPath}`)
  }, [notFoundPath])
  return (
    <Layout>
      <ErrorContent texts={texts} />
    </Layout>
  )
}

/**
 * What the error boundary shows when a page throws while rendering in the browser: the texts of
 * content/errors/server-error.yaml, read by a static query so it needs no page data, and no frame
 * (the layout may be what broke).
 */
export function ApplicationErrorView() {
  const data = useStaticQuery<Queries.ErrorFallbackQuery>(graphql`
    query ErrorFallback {
      errorsYaml(kind: { eq: "server-error" }) {
        ...ErrorView
      }
    }
  `)
  const texts = data.errorsYaml ?? {
    // Only if the YAML file itself is gone; the heading is fixed (docs/requirements.md#error-pages).
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
