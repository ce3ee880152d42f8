/**
 * Hands the build-time settings (build/gatsby/site-settings.ts) to the browser and
 * SSR bundles as the constant `__SITE_SETTINGS__`.
 * API: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onCreateWebpackConfig
 */
import type { GatsbyNode } from "gatsby"

import { loadSiteSettings } from "./site-settings"

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins, store }) => {
  const { program } = store.getState() as { program: { directory: string } }
  const settings = loadSiteSettings(program.directory)
  actions.setWebpackConfig({
    plugins: [plugins.define({ __SITE_SETTINGS__: JSON.stringify(settings) })],
  })
}
