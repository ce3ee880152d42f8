/** `gatsby` in the CMS preview (gatsby/admin/cms-bundle.ts): a plain link, and no query fragments outside Gatsby's build. */
import type { AnchorHTMLAttributes } from "react"

export const Link = ({ to, children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) => (
  <a href={to} {...props}>
    {children}
  </a>
)

export const graphql = () => undefined
