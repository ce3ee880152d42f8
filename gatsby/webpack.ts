/**
 * The settings (content-model/settings.ts) reach the browser and SSR bundles as `__SITE_SETTINGS__`,
 * and the bundles that render HTML (gatsby-ssr.tsx) the compiled consent head script as
 * `__CONSENT_HEAD_SCRIPT__` (src/consent/head-script-text.ts).
 * API: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onCreateWebpackConfig
 */
import type { GatsbyNode } from "gatsby"

import { buildSettings } from "./content-check"
import { compileHeadScript, headScriptSettings } from "./inline-scripts/head-script"

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins, stage, store }) => {
  const root = (store.getState() as { program: { directory: string } }).program.directory
  const settings = buildSettings(root)
  const headScript =
    stage === "build-html" || stage === "develop-html"
      ? { __CONSENT_HEAD_SCRIPT__: JSON.stringify(compileHeadScript(root, headScriptSettings(settings))) }
      : {}
  actions.setWebpackConfig({ plugins: [plugins.define({ __SITE_SETTINGS__: JSON.stringify(settings), ...headScript })] })
}
