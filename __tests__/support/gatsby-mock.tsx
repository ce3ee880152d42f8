/**
 * Stand-in for the `gatsby` package in Jest (Gatsby docs: "Mocking gatsby"). `Link` renders a
 * plain anchor; `graphql` tags (page queries and the fragments views export at module scope)
 * evaluate to nothing. There is no data layer: pages run the queries, views and components
 * render from props, and tests hand them the real content (content.tsx).
 */
import * as React from "react"

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string
  activeClassName?: string
  partiallyActive?: boolean
}

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _a, partiallyActive: _p, children, ...rest },
  ref,
) {
  return (
    <a ref={ref} href={to} {...rest}>
      {children}
    </a>
  )
})

export const graphql = (): string => ""
