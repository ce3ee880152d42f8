import { useEffect } from "react"

import { Layout } from "../../components/Layout/Layout"
import * as page from "../page.module.css"

export interface ErrorTexts {
  heading: string
  text: string
  homeLinkLabel: string
}

/** The body of the 404 and error pages, without the frame (the error boundary uses it bare). */
export function ErrorContent({ texts }: { texts: ErrorTexts }) {
  return (
    <div className={`container ${page.page}`}>
      <article className={page.article}>
        <h1>{texts.heading}</h1>
        <p className={page.intro}>{texts.text}</p>
        <p>
          {/* A full page load on purpose: it leaves whatever state broke the page behind. */}
          <a href="/" className="button">
            {texts.homeLinkLabel}
          </a>
        </p>
      </article>
    </div>
  )
}

/** The 404 page; it reports the requested path on the console for whoever debugs a broken link. */
export function NotFoundView({ texts, pathname }: { texts: ErrorTexts; pathname: string }) {
  useEffect(() => {
    console.error(`404 – page not found: ${pathname}`)
  }, [pathname])
  return (
    <Layout>
      <ErrorContent texts={texts} />
    </Layout>
  )
}

/** The static error page (500.html), served by the server on its own errors. */
export function ServerErrorView({ texts }: { texts: ErrorTexts }) {
  return (
    <Layout>
      <ErrorContent texts={texts} />
    </Layout>
  )
}
