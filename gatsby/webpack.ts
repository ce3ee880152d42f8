/**
 * Hands the build-time settings (gatsby/site-settings.ts) to the browser and
 * SSR bundles as the constant `__SITE_SETTINGS__`, and to the SSR bundle the
 * compiled consent head script (gatsby/inline-scripts/head-script.ts) as
 * `__CONSENT_HEAD_SCRIPT__` (src/consent/head-script-text.ts).
 * API: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onCreateWebpackConfig
 */
import type { GatsbyNode } from "gatsby"

import { compileHeadScript, headScriptSettings } from "./inline-scripts/head-script"
import { buildSettings } from "./content-check"

/** The stages that render HTML (gatsby-ssr.tsx); only they need the head script's text. */
const HTML_STAGES = new Set(["build-html", "develop-html"])

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins, stage, store }) => {
  const { program } = store.getState() as { program: { directory: string } }
  const settings = buildSettings(program.directory)
  const headScript = HTML_STAGES.has(stage)
    ? { __CONSENT_HEAD_SCRIPT__: JSON.stringify(compileHeadScript(program.directory, headScriptSettings(settings))) }
    : {}
  actions.setWebpackConfig({
    plugins: [plugins.define({ __SITE_SETTINGS__: JSON.stringify(settings), ...headScript })],
  })
}
