/**
 * Browser APIs: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
 */
import type { GatsbyBrowser } from "gatsby"

import "./src/styles/global.css"
import { PageWrapper, RootWrapper } from "./src/root-wrapper"

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <RootWrapper element={element} />

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => <PageWrapper element={element} />
