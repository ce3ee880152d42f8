import type { ReactNode } from "react"

import { SiteFooter } from "../SiteFooter/SiteFooter"
import { SiteHeader } from "../SiteHeader/SiteHeader"
import { SkipLink } from "../SkipLink/SkipLink"
import { useLayoutData } from "./layout-data"

/**
 * The frame of every page: skip link, header with the main navigation,
 * <main id="inhalt"> and the footer. The cookie banner is rendered before
 * the skip link (see src/consent/), so it comes first in the reading order.
 */
export function Layout({ children }: { children: ReactNode }) {
  const data = useLayoutData()
  return (
    <>
      <SkipLink label={data.layout.skipLinkLabel} />
      <SiteHeader data={data} />
      <main id="inhalt" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter data={data} />
    </>
  )
}
