import { Suspense, type ReactNode } from "react"

import type { LoadingMode } from "../../../content-model/schemas"
import { siteSettings } from "../../config/runtime-settings"
import { CookieBanner } from "../../consent"
import { PreviewRibbon } from "../PreviewRibbon/PreviewRibbon"
import { SiteFooter } from "../SiteFooter/SiteFooter"
import { SiteHeader } from "../SiteHeader/SiteHeader"
import { SkipLink } from "../SkipLink/SkipLink"
import type { LayoutData } from "./layout-data"

/**
 * The frame of every page: skip link, header with the main navigation,
 * <main id="inhalt"> and the footer. The cookie banner comes first, before
 * the skip link, as in GOV.UK's pattern: it is the first thing read and
 * tabbed to while a choice is open, and it is in the flow, never over content.
 * Its text is the one for the site settings' loading mode, taken from the layout
 * data like every text: the CMS preview hands in the settings being edited.
 * Deploy previews put the "Vorschau" note above everything (not focusable).
 */
export function Layout({ data, children }: { data: LayoutData; children: ReactNode }) {
  return (
    <>
      {siteSettings.environment === "preview" ? <PreviewRibbon {...data.layout.previewRibbon} /> : null}
      {/* Each part hydrates in its own Suspense boundary: React then hydrates them one after another in short slices
          that yield to the browser, instead of the whole page in one long task (Total Blocking Time); an event on a
          part not yet hydrated hydrates that part first and is then replayed. */}
      <Suspense>
        <CookieBanner texts={data.consent} loadingMode={data.site.tagManager.loadingMode as LoadingMode} />
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
      </Suspense>
    </>
  )
}
