/**
 * Gatsby configuration: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-config/
 * Every YAML file under content/ becomes a node, typed after its folder (content/home/index.yaml →
 * HomeYaml); the types are declared in gatsby/schema.ts.
 */
import type { GatsbyConfig } from "gatsby"
import adapter from "gatsby-adapter-netlify"
import path from "node:path"

import { buildSettings } from "./gatsby/content-check"

/**
 * The settings are read after the full content check; a problem in content/ (in production also
 * every placeholder) ends the build here, before Gatsby writes anything, with the same German
 * report as `npm run check:content`.
 */
function settingsOrExit() {
  try {
    return buildSettings(__dirname)
  } catch (error) {
    if ((error as Error).name !== "ContentCheckError") throw error
    // Straight to stderr: Gatsby's console wrapper would add "ERROR UNKNOWN" and re-wrap the lines.
    process.stderr.write(`\nInhaltsprüfung fehlgeschlagen – der Build wird abgebrochen.\n\n${(error as Error).message}\n\n`)
    process.exit(1)
  }
}

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: settingsOrExit().siteUrl },
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
