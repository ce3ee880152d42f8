/** gatsby-transformer-yaml ships no types; gatsby/content-nodes.ts runs its onCreateNode. */
declare module "gatsby-transformer-yaml/gatsby-node" {
  import type { CreateNodeArgs } from "gatsby"

  export function onCreateNode(args: CreateNodeArgs, pluginOptions: object): Promise<void>
}
