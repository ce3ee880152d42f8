/**
 * What the views use of `gatsby`, for the CMS preview (gatsby/admin/cms-bundle.ts puts this file in
 * the package's place): a link is a plain link; query fragments are for Gatsby's build only.
 */
import type { AnchorHTMLAttributes } from "react"

export const Link = ({ to, children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) => (
  <a href={to} {...props}>
    {children}
  </a>
)

export const graphql = () => undefined
