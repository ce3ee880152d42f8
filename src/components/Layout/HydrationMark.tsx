import { useEffect } from "react"

/** Set on <html> in the browser once the page has hydrated, for the browser tests (e2e/fixtures.ts). */
export const HYDRATED_ATTRIBUTE = "data-hydrated"

/**
 * Renders nothing. Put in Layout's last Suspense part: React hydrates a nested boundary only in a pass after its
 * parent's commit and effects (so after the consent provider's), and sibling boundaries in document order.
 */
export function HydrationMark() {
  useEffect(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ""), [])
  return null
}
