import { Link } from "gatsby"
import { ArrowLeft } from "lucide-react"
import type { MouseEvent } from "react"

import type { LayoutData } from "../Layout/layout-data"
import * as styles from "./SubpageNav.module.css"

/**
 * Top of every legal and contact page: breadcrumb, a back button and links to
 * home and contact. The back button is a link to the home page that, with
 * JavaScript, goes back in the browser history instead when the visitor came
 * from a page of this site (a client-side navigation leaves a `key` in
 * history.state; a full page load leaves a same-origin referrer). A visitor
 * who arrived from elsewhere goes to the home page, not off the site.
 */
function cameFromThisSite(): boolean {
  const state = window.history.state as { key?: unknown } | null
  if (state && typeof state.key === "string") return true
  try {
    return document.referrer !== "" && new URL(document.referrer).origin === window.location.origin
  } catch {
    return false
  }
}

/** The labels of the subpage navigation (content/layout, `subpage`). */
export type SubpageLabels = LayoutData["layout"]["subpage"]

export function SubpageNav({ current, labels: subpage }: { current: string; labels: SubpageLabels }) {
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (cameFromThisSite()) {
      event.preventDefault()
      window.history.back()
    }
  }
  return (
    <div className={styles.subnav}>
      <nav aria-label={subpage.breadcrumbLabel}>
        <ol className={styles.breadcrumb}>
          <li>
            <Link to="/">{subpage.homeLabel}</Link>
          </li>
          <li aria-current="page">{current}</li>
        </ol>
      </nav>
      <div className={styles.actions}>
        <a href="/" onClick={goBack} className={`button button-secondary ${styles.back}`} data-testid="back-button">
          <ArrowLeft aria-hidden="true" focusable="false" size={18} />
          {subpage.backLabel}
        </a>
        <Link to="/" className={styles.link}>
          {subpage.homeLabel}
        </Link>
        <Link to="/kontakt/" className={styles.link}>
          {subpage.contactLabel}
        </Link>
      </div>
    </div>
  )
}
