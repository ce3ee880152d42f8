/** Browser APIs: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/ */
import type { GatsbyBrowser } from "gatsby"

import "./src/styles/global.css"
import { pushPageView } from "./src/consent/app-shell"

export { wrapPageElement, wrapRootElement } from "./src/root-wrapper"

/** A client-side page change loads no HTML the tag manager would see; tags still obey the consent state. */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  if (prevLocation && prevLocation.pathname !== location.pathname) pushPageView(location.pathname)
}
