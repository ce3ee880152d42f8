/**
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-config/ — no source plugins: gatsby-node.ts makes one node
 * per content file from the content check's output (content/home/index.yaml → HomeYaml).
 */
import type { GatsbyConfig } from "gatsby"

import { writeHeaderPolicy } from "./gatsby/headers/header-rules"

const config: GatsbyConfig = {
  // Gatsby 5's default, stated because server/ redirects `/kontakt` to `/kontakt/` and the header rules name pages so.
  trailingSlash: "always",
  jsxRuntime: "automatic",
  // Our own adapter, so no build (Netlify's included) installs gatsby-adapter-netlify: the site is static files and the
  // one header policy, which Gatsby lets it write after every onPostBuild hook, when public/ is complete.
  adapter: { name: "header-policy", adapt: () => writeHeaderPolicy(process.cwd()) },
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  // None (knip's Gatsby plugin reads the list).
  plugins: [],
}

export default config
