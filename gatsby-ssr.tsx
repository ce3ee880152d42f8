/**
 * Server-rendering APIs: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/
 *
 * Every page's <head> starts with the consent head script (src/consent/head-script.ts, compiled at
 * build time). Not gatsby-plugin-google-tagmanager: its data layer cannot express a
 * `gtag("consent", …)` command, its snippet lands before ours, and its <noscript> iframe would
 * contact Google for visitors who cannot consent.
 */
import type { GatsbySSR } from "gatsby"
import type { ReactElement } from "react"
import { renderToString } from "react-dom/server"

import { MENU_ID } from "./src/components/SiteHeader/SiteHeader"
import { siteSettings } from "./src/config/runtime-settings"
import { CONSENT_SCRIPT_ID, consentHeadScript } from "./src/consent/app-shell"
import { PageWrapper, RootWrapper } from "./src/root-wrapper"

const consentScript = consentHeadScript()

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: siteSettings.language })
  setHeadComponents([
    <script key={CONSENT_SCRIPT_ID} id={CONSENT_SCRIPT_ID} dangerouslySetInnerHTML={{ __html: consentScript }} />,
    // On a slow line the HTML arrives in parts, and a paint of a half-parsed header (the menu button before its
    // label) moves it once the rest comes (a layout shift). Browsers that know `rel=expect` wait for the header.
    <link key="expect-header" rel="expect" href={`#${MENU_ID}`} blocking="render" />,
  ])
}

/** Puts the consent script before every other head element, Gatsby's inlined global CSS included. */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  const head = getHeadComponents() as ReactElement[]
  const isConsent = (element: ReactElement | null | undefined) => element?.key === CONSENT_SCRIPT_ID
  replaceHeadComponents([...head.filter(isConsent), ...head.filter((element) => !isConsent(element))])
}

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <RootWrapper element={element} />

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => <PageWrapper element={element} />

/**
 * Gatsby renders with renderToPipeableStream, whose React 19 moves a large finished Suspense boundary to the
 * end of the page, shown by an inline script: without JavaScript it would stay hidden. renderToString writes
 * every boundary in place (the boundaries only slice hydration, src/components/Layout/Layout.tsx).
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(renderToString(bodyComponent))
}
