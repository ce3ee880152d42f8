/**
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-config/ — gatsby-transformer-yaml is not listed:
 * gatsby/content-nodes.ts runs it on the File nodes of content/, so the content check sees what it reads.
 */
import path from "node:path"
import type { GatsbyConfig, RoutesManifest } from "gatsby"

import { writeHeaderPolicy } from "./gatsby/headers/header-rules"

const config: GatsbyConfig = {
  // Gatsby 5's default, stated because server/ redirects `/kontakt` to `/kontakt/` and the header rules name pages so.
  trailingSlash: "always",
  jsxRuntime: "automatic",
  // Our own adapter, so no build (Netlify's included) installs gatsby-adapter-netlify: the site is static files and the
  // one header policy, which Gatsby lets it write after every onPostBuild hook, when public/ is complete, from the
  // routes manifest: every file of the build, those Gatsby named by their content marked for a year's caching.
  adapter: {
    name: "header-policy",
    adapt: ({ routesManifest }: { routesManifest: RoutesManifest }) => writeHeaderPolicy(process.cwd(), routesManifest),
  },
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    // `gatsby develop` watches the files: a saved change reaches the open page.
    { resolve: "gatsby-source-filesystem", options: { name: "content", path: path.join(__dirname, "content"), ignore: ["**/*.md"] } },
  ],
}

export default config
