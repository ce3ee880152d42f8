/**
 * The stand-in for the `gatsby` module wherever views run without Gatsby: in the CMS preview (gatsby/admin/cms-bundle.ts
 * aliases it) and in Jest (jest.config.mjs maps it). A plain link, and query fragments that evaluate to nothing: there is
 * no data layer, pages run the queries and views render from props.
 */
import type { AnchorHTMLAttributes } from "react"

export const Link = ({ to, children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) => (
  <a href={to} {...props}>
    {children}
  </a>
)

export const graphql = () => undefined
