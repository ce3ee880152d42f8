/**
 * Gatsby Node APIs, one file each under build/gatsby/.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
 */
export { onPreInit } from "./build/gatsby/content-check"
export { createSchemaCustomization } from "./build/gatsby/schema"
export { onCreateWebpackConfig } from "./build/gatsby/webpack"
export { onPostBuild } from "./build/gatsby/post-build"
export { onCreateDevServer } from "./build/gatsby/dev-server"
