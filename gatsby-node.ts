/** Gatsby Node APIs, one file each under gatsby/: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/ */
export { onPreInit } from "./gatsby/content-check"
export { createSchemaCustomization } from "./gatsby/schema"
export { onCreateWebpackConfig } from "./gatsby/webpack"
export { onPostBuild } from "./gatsby/derived-files"
export { onCreateDevServer } from "./gatsby/admin/cms-bundle"
