import { Link } from "gatsby"
import { Menu, X } from "lucide-react"
import { useEffect, useRef } from "react"

import { ExternalLink } from "../ExternalLink/ExternalLink"
import type { LayoutData } from "../Layout/layout-data"
import * as styles from "./SiteHeader.module.css"

const CURVE = "M6 22 C11 21 13 12 17 12 S23 17 26 9"

/** The header's last element: gatsby-ssr.tsx holds the first paint until it is parsed. */
export const MENU_ID = "site-menu"

/**
 * Navigation and call to action: the header's row on wide screens; on narrow ones the panel a `<details>` opens, whose
 * `<summary>` every engine makes an expandable button without JavaScript (the panel is its sibling, not its content, so
 * the wide row can show it whatever the toggle's state). The effect adds what the disclosure pattern wants and HTML
 * lacks: Escape closes and returns focus, and a chosen link, a tap or focus outside close it.
 */
export function SiteHeader({ data }: { data: LayoutData }) {
  const { layout, company, site } = data
  const menu = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLDetailsElement>(null)

  useEffect(() => {
    const root = menu.current!
    const details = toggle.current!
    const close = () => details.removeAttribute("open")
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return
      close()
      details.querySelector("summary")!.focus()
    }
    // A tap outside or a chosen link (a section, another page, the booking site) leaves nothing to show.
    const onClick = (event: Event) => {
      const target = event.target as Element
      if (!root.contains(target) || target.closest("a")) close()
    }
    // Focus moved on past the panel would sit under it.
    const onFocusIn = (event: Event) => {
      if (!root.contains(event.target as Node)) close()
    }
    const controller = new AbortController()
    const options = { signal: controller.signal }
    document.addEventListener("keydown", onKeyDown, options)
    document.addEventListener("click", onClick, options)
    document.addEventListener("focusin", onFocusIn, options)
    return () => controller.abort()
  }, [])

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to="/" className={styles.brand}>
          {/* The product's mark: a measurement curve within its confidence band. */}
          <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="7" fill="#0b4f6c" />
            <path d={CURVE} fill="none" stroke="#9fd3c7" strokeWidth="6" strokeLinecap="round" opacity="0.45" />
            <path d={CURVE} fill="none" stroke="#ffffff" strokeWidth="2.2" strokeLinecap="round" />
            <circle cx="17" cy="12" r="2.2" fill="#ffffff" />
          </svg>
          <span>{company.productName}</span>
          <span className="visually-hidden"> {layout.homeLinkLabel}</span>
        </Link>
        <div ref={menu} className={styles.menu}>
          <details ref={toggle} className={styles.toggle}>
            <summary className="button button-secondary">
              <Menu aria-hidden="true" focusable="false" size={22} className={styles.iconOpen} />
              <X aria-hidden="true" focusable="false" size={22} className={styles.iconClose} />
              {layout.navigation.menuLabel}
            </summary>
          </details>
          <div id={MENU_ID} className={styles.panel}>
            <nav aria-label={layout.navigation.label}>
              <ul className={styles.navList}>
                {layout.navigation.items.map((item) => (
                  <li key={item.href}>
                    <Link to={item.href} className={styles.navLink}>
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <ExternalLink href={site.bookingUrl} newTabHint={layout.subpage.newTabHint} className={`button ${styles.cta}`}>
              {layout.navigation.ctaLabel}
            </ExternalLink>
          </div>
        </div>
      </div>
    </header>
  )
}
