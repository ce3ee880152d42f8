import { Suspense, type ReactNode } from "react"

import { build } from "../../site-environment"
import { CookieBanner } from "../../consent"
import { PreviewRibbon } from "../PreviewRibbon/PreviewRibbon"
import { SiteFooter } from "../SiteFooter/SiteFooter"
import { SiteHeader } from "../SiteHeader/SiteHeader"
import { SkipLink } from "../SkipLink/SkipLink"
import { HydrationMark } from "./HydrationMark"
import type { LayoutData } from "./layout-data"

/**
 * The cookie banner comes before the skip link, as in GOV.UK's pattern: it is the first thing read and tabbed to
 * while a choice is open. Its loading mode comes from the layout data, so the CMS preview shows the edited one.
 */
export function Layout({ data, children }: { data: LayoutData; children: ReactNode }) {
  return (
    <>
      {build.environment === "preview" ? <PreviewRibbon {...data.layout.previewRibbon} /> : null}
      {/* One Suspense boundary per part: React hydrates them in short slices, not the page in one long task (Total
          Blocking Time); an event on a part not yet hydrated hydrates that part first and is then replayed. */}
      <Suspense>
        <CookieBanner texts={data.consent} loadingMode={data.loadingMode} />
      </Suspense>
      <SkipLink label={data.layout.skipLinkLabel} />
      <Suspense>
        <SiteHeader data={data} />
      </Suspense>
      <main id="inhalt" tabIndex={-1}>
        <Suspense>{children}</Suspense>
      </main>
      <Suspense>
        <SiteFooter data={data} />
        <HydrationMark />
      </Suspense>
    </>
  )
}
