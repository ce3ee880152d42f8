/**
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-config/ — no source plugins: gatsby-node.ts makes one node
 * per content file from the content check's output (content/home/index.yaml → HomeYaml).
 */
import type { GatsbyConfig } from "gatsby"
import adapter from "gatsby-adapter-netlify"

const config: GatsbyConfig = {
  trailingSlash: "always",
  jsxRuntime: "automatic",
  // Set explicitly, not left to Netlify detection, so every build runs it alike: its caching rules in
  // public/_headers are replaced by the postbuild step (docs/architecture.md, "One header artifact").
  adapter: adapter({ imageCDN: false, excludeDatastoreFromEngineFunction: false }),
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  // None (knip's Gatsby plugin reads the list).
  plugins: [],
}

export default config
