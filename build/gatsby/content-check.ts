/**
 * The content check at the very start of `gatsby build` / `gatsby develop`
 * (onPreInit runs before Gatsby touches .cache or public/): every problem in
 * content/ stops the build with the same German report as
 * `npm run check:content`; placeholders stop production builds and are a
 * visible warning in previews and local builds.
 * The config-time settings reader (site-settings.ts) runs the same check
 * first, so whichever step meets a problem reports it identically.
 * API: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onPreInit
 */
import type { GatsbyNode } from "gatsby"

import { resolveSiteEnvironment } from "../site-environment.ts"
import { checkContent, formatReport } from "../content-model/check.ts"

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter, store }) => {
  const { program } = store.getState() as { program: { directory: string } }
  const result = checkContent({ root: program.directory, environment: resolveSiteEnvironment(process.env) })
  const report = formatReport(result)
  if (result.errors.length > 0) {
    reporter.panic(`Inhaltsprüfung fehlgeschlagen – der Build wird abgebrochen.\n\n${report}`)
  } else if (result.warnings.length > 0) {
    reporter.warn(report)
  } else {
    reporter.info(report)
  }
}
