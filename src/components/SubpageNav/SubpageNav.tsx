import { Link } from "gatsby"
import { ArrowLeft } from "lucide-react"
import { useSyncExternalStore } from "react"

import type { LayoutData } from "../Layout/layout-data"
import { Passages } from "../Passages/Passages"
import * as styles from "./SubpageNav.module.css"

/**
 * The back button goes back in history, so it shows only where that leads to a page of this site: after a
 * client-side navigation (a `key` in history.state) or a page load from this site (a same-origin referrer).
 */
function cameFromThisSite(): boolean {
  const state = window.history.state as { key?: unknown } | null
  if (state && typeof state.key === "string") return true
  // A page opened in a new tab keeps the referrer but has nothing to go back to.
  if (window.history.length < 2) return false
  return document.referrer !== "" && new URL(document.referrer).origin === window.location.origin
}

/** History state and referrer stay as they are while the page is shown: nothing to subscribe to. */
const unchanging = () => () => {}

export type SubpageLabels = LayoutData["layout"]["subpage"]

const CONTACT_PATH = "/kontakt/"

/** `path`: the page's own, which it does not link to. */
export function SubpageNav({ current, path, labels: subpage }: { current: string; path?: string; labels: SubpageLabels }) {
  // The server renders no back button; hydration adds it where there is a page to go back to.
  const canGoBack = useSyncExternalStore(unchanging, cameFromThisSite, () => false)
  return (
    <div className={styles.subnav}>
      <nav aria-label={subpage.breadcrumbLabel}>
        <ol className={styles.breadcrumb}>
          <li>
            <Link to="/">{subpage.homeLabel}</Link>
          </li>
          <li aria-current="page">
            <Passages text={current} />
          </li>
        </ol>
      </nav>
      <div className={styles.actions}>
        {canGoBack ? (
          <button
            type="button"
            onClick={() => window.history.back()}
            className={`button button-secondary ${styles.back}`}
            data-testid="back-button"
          >
            <ArrowLeft aria-hidden="true" focusable="false" size={18} />
            {subpage.backLabel}
          </button>
        ) : null}
        <Link to="/" className={styles.link}>
          {subpage.homeLabel}
        </Link>
        {path === CONTACT_PATH ? null : (
          <Link to={CONTACT_PATH} className={styles.link}>
            {subpage.contactLabel}
          </Link>
        )}
      </div>
    </div>
  )
}
