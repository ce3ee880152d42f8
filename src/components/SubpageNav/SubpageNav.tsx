import { Link } from "gatsby"
import { ArrowLeft } from "lucide-react"
import type { MouseEvent } from "react"

import { useLayoutData } from "../Layout/layout-data"
import * as styles from "./SubpageNav.module.css"

/**
 * Top of every legal and contact page: breadcrumb, a back button and links to
 * home and contact. The back button is a link to the home page that, with
 * JavaScript, goes back in the browser history instead, when there is one.
 */
export function SubpageNav({ current }: { current: string }) {
  const { subpage } = useLayoutData().layout
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (window.history.length > 1) {
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
