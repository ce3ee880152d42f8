/**
 * `gatsby` outside Gatsby's build, in the CMS preview (gatsby/admin/cms-bundle.ts) and in Jest: a plain link, and query
 * fragments that evaluate to nothing. There is no data layer: pages run the queries, views render from props.
 */
import type { AnchorHTMLAttributes } from "react"

export const Link = ({ to, children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) => (
  <a href={to} {...props}>
    {children}
  </a>
)

export const graphql = () => undefined
