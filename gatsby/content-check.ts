/**
 * The content check of a Gatsby process, run once: gatsby-config runs it
 * first (through buildSettings) and every later step — onPreInit, the webpack
 * config, onPostBuild, the development server — takes its result from here.
 * Gatsby compiles gatsby-config and gatsby-node into bundles that share their
 * modules, so they share this one too.
 *
 * onPreInit reports it at the very start of `gatsby build` / `gatsby develop`
 * (before Gatsby touches .cache or public/): every problem in content/ stops
 * the build with the same German report as `npm run check:content`;
 * placeholders stop production builds and are a visible warning in previews
 * and local builds.
 * API: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onPreInit
 */
import type { GatsbyNode } from "gatsby"

import { resolveSiteEnvironment, type SiteEnvironment } from "./site-environment.ts"
import { checkContent, formatReport, type ContentCheckResult } from "../content-model/check.ts"
import { settingsFromCheck, type SiteSettings } from "./site-settings.ts"

let checked: { root: string; environment: SiteEnvironment; result: ContentCheckResult } | undefined

/** The check of the content under `root` for this process's environment, run on first use. */
export function buildContentCheck(root: string): ContentCheckResult {
  const environment = resolveSiteEnvironment(process.env)
  if (checked?.root !== root || checked.environment !== environment) {
    checked = { root, environment, result: checkContent({ root, environment }) }
  }
  return checked.result
}

/** Handed to Gatsby's worker processes (forked with this process's environment), which load gatsby-config again. */
const INHERITED_SETTINGS = "SITE_SETTINGS_OF_GATSBY_PROCESS"

/**
 * The settings (gatsby/site-settings.ts) of the checked content; throws
 * ContentCheckError when the check blocks the build. A worker takes its parent's.
 */
export function buildSettings(root: string): SiteSettings {
  const inherited = process.env[INHERITED_SETTINGS]
  if (inherited) {
    const parent = JSON.parse(inherited) as { pid: number; root: string; settings: SiteSettings }
    if (parent.pid === process.ppid && parent.root === root) return parent.settings
  }
  const settings = settingsFromCheck(buildContentCheck(root))
  process.env[INHERITED_SETTINGS] = JSON.stringify({ pid: process.pid, root, settings })
  return settings
}

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter, store }) => {
  const { program } = store.getState() as { program: { directory: string } }
  const result = buildContentCheck(program.directory)
  const report = formatReport(result)
  if (result.errors.length > 0) {
    reporter.panic(`Inhaltsprüfung fehlgeschlagen – der Build wird abgebrochen.\n\n${report}`)
  } else if (result.warnings.length > 0) {
    reporter.warn(report)
  } else {
    reporter.info(report)
  }
}
