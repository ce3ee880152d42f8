import { Suspense, type ReactNode } from "react"

import { build } from "../../site-environment"
import { CookieBanner } from "../../consent"
import { SiteFooter } from "../SiteFooter/SiteFooter"
import { SiteHeader } from "../SiteHeader/SiteHeader"
import { HydrationMark } from "./HydrationMark"
import type { LayoutData } from "./layout-data"
import * as styles from "./Layout.module.css"

/**
 * The cookie banner comes before the skip link, as in GOV.UK's pattern: it is the first thing read and tabbed to
 * while a choice is open. Its loading mode comes from the layout data, so the CMS preview shows the edited one.
 * A preview build's ribbon comes first, in the flow and in the static HTML: it never covers the content or the banner
 * and never shifts the layout; a named landmark, so screen-reader users meet it too.
 */
export function Layout({ data, children }: { data: LayoutData; children: ReactNode }) {
  const { previewRibbon } = data.layout
  return (
    <>
      {build.environment === "preview" ? (
        <aside className={styles.ribbon} aria-label={previewRibbon.label}>
          <strong className={styles.label}>{previewRibbon.label}</strong> <span>{previewRibbon.text}</span>
        </aside>
      ) : null}
      {/* One Suspense boundary per part: React hydrates them in short slices, not the page in one long task (Total
          Blocking Time); an event on a part not yet hydrated hydrates that part first and is then replayed. */}
      <Suspense>
        <CookieBanner texts={data.consent} loadingMode={data.loadingMode} />
      </Suspense>
      <a className={styles.skipLink} href="#inhalt">
        {data.layout.skipLinkLabel}
      </a>
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
