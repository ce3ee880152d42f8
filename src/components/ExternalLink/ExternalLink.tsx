import type { ReactNode } from "react"

interface ExternalLinkProps {
  href: string
  /** Read to screen-reader users after the link text, e.g. "(öffnet in neuem Tab)". */
  newTabHint: string
  className?: string
  children: ReactNode
}

/** A link to another site, opened in a new tab without giving that site access to ours. */
export function ExternalLink({ href, newTabHint, className, children }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden"> {newTabHint}</span>
    </a>
  )
}
