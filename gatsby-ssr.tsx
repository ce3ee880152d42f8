/**
 * Server-rendering APIs: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/
 * Every <head> starts with our consent head script. Not gatsby-plugin-google-tagmanager: its data layer cannot express
 * `gtag("consent", …)`, its snippet lands before ours, and its <noscript> iframe would contact Google without consent.
 */
import type { GatsbySSR } from "gatsby"
import type { ReactElement } from "react"
import { renderToString } from "react-dom/server"

import { MENU_ID } from "./src/components/SiteHeader/SiteHeader"
import { CONSENT_SCRIPT_ID, consentHeadScript } from "./src/consent/app-shell"
import { SITE_LANGUAGE } from "./src/site-environment"
import siteFontUrl from "./src/styles/site-font.woff2"

const consentScript = consentHeadScript()

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  // Not through the Head API: Gatsby's browser side rewrites <html>'s attributes, the consent state's among them.
  setHtmlAttributes({ lang: SITE_LANGUAGE })
  setHeadComponents([
    <script key={CONSENT_SCRIPT_ID} id={CONSENT_SCRIPT_ID} dangerouslySetInnerHTML={{ __html: consentScript }} />,
    // A header painted half-arrived on a slow line shifts when the rest comes; browsers that know `rel=expect` wait for it.
    <link key="expect-header" rel="expect" href={`#${MENU_ID}`} blocking="render" />,
    // The font global.css asks for (the same URL): requested with the HTML, so it is there by the first paint (font-display: optional).
    <link key="site-font" rel="preload" href={siteFontUrl} as="font" type="font/woff2" crossOrigin="anonymous" />,
  ])
}

/**
 * Puts the consent script before every other head element, Gatsby's inlined CSS included, and a page's own CSS (its view's,
 * gatsby-node.ts) after the site's, where client navigation appends it too.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  const head = getHeadComponents() as ReactElement<{ "data-href"?: string }>[]
  const rank = (element: (typeof head)[number] | null | undefined) =>
    element?.key === CONSENT_SCRIPT_ID ? 0 : element?.props["data-href"]?.startsWith("/component---") ? 2 : 1
  replaceHeadComponents(head.toSorted((a, b) => rank(a) - rank(b)))
}

export { wrapPageElement, wrapRootElement } from "./src/root-wrapper"

/**
 * Gatsby's renderToPipeableStream (React 19) moves a large Suspense boundary to the page's end, shown by a script, so
 * without JavaScript it stays hidden. renderToString keeps every boundary in place (Layout.tsx: they only slice hydration).
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(renderToString(bodyComponent))
}
