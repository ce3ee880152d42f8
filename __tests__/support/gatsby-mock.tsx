/**
 * Stand-in for the `gatsby` package in Jest (Gatsby docs: "Mocking gatsby"). `Link` renders a
 * plain anchor; `graphql` tags (page queries and the fragments views export at module scope)
 * evaluate to nothing. There is no data layer: pages run the queries, views and components
 * render from props, and tests hand them the real content (content.tsx).
 */
import type { AnchorHTMLAttributes } from "react"

export function Link({ to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  )
}

export const graphql = (): string => ""
