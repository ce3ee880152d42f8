/**
 * Gatsby configuration: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-config/
 *
 * Content: every YAML file under content/ becomes a node; a single-object file
 * is typed after its folder (content/home/index.yaml → HomeYaml). The types are
 * declared in gatsby/schema.ts.
 */
import type { GatsbyConfig } from "gatsby"
import adapter from "gatsby-adapter-netlify"
import path from "node:path"

import { loadSiteSettings } from "./gatsby/site-settings"

const settings = loadSiteSettings(__dirname)

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: settings.siteUrl },
  trailingSlash: "always",
  jsxRuntime: "automatic",
  // Set explicitly (not left to Netlify detection) so every build — Netlify,
  // CI, local — runs it: it writes Gatsby's caching rules into public/_headers,
  // which scripts/finalize-build.ts then checks and turns into the one header
  // policy for all hosts (docs/architecture.md, "One header artifact").
  adapter: adapter({ imageCDN: false, excludeDatastoreFromEngineFunction: false }),
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: path.join(__dirname, "content"), ignore: ["**/*.md"] },
    },
    "gatsby-transformer-yaml",
  ],
}

export default config
