/**
 * Stand-in for the `gatsby` package in Jest (Gatsby docs: "Mocking gatsby").
 * `Link` renders a plain anchor; `graphql` tags (page queries and the fragments
 * views export at module scope) evaluate to nothing; `useStaticQuery` returns
 * what a test set with `setStaticQueryData` (normally the real YAML, see content.tsx).
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

let staticQueryData: unknown = {}
export function setStaticQueryData(data: unknown): void {
  staticQueryData = data
}
export const useStaticQuery = <T,>(): T => staticQueryData as T

export const navigate = jest.fn()
export const withPrefix = (path: string): string => path
