/**
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-config/ — every YAML file under content/ becomes a node
 * typed after its folder (content/home/index.yaml → HomeYaml), declared in gatsby-node.ts.
 */
import type { GatsbyConfig } from "gatsby"
import adapter from "gatsby-adapter-netlify"
import path from "node:path"

const config: GatsbyConfig = {
  trailingSlash: "always",
  jsxRuntime: "automatic",
  // Set explicitly, not left to Netlify detection, so every build runs it alike: its caching rules in
  // public/_headers are replaced by the postbuild step (docs/architecture.md, "One header artifact").
  adapter: adapter({ imageCDN: false, excludeDatastoreFromEngineFunction: false }),
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    { resolve: "gatsby-source-filesystem", options: { name: "content", path: path.join(__dirname, "content"), ignore: ["**/*.md"] } },
    "gatsby-transformer-yaml",
  ],
}

export default config
