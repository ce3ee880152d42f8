/**
 * Server-rendering APIs: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/
 */
import type { GatsbySSR } from "gatsby"

import { siteSettings } from "./src/config/runtime-settings"
import { PageWrapper, RootWrapper } from "./src/root-wrapper"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: siteSettings.language })
}

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <RootWrapper element={element} />

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => <PageWrapper element={element} />
