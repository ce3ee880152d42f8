import { Link } from "gatsby"
import { Menu, X } from "lucide-react"
import { useEffect, useRef, useState } from "react"

import { ExternalLink } from "../ExternalLink/ExternalLink"
import type { LayoutData } from "../Layout/layout-data"
import { LogoMark } from "../LogoMark/LogoMark"
import * as styles from "./SiteHeader.module.css"

const MENU_ID = "site-menu"

/**
 * Brand link, main navigation (anchors of the landing page, contact) and the demo call to action.
 *
 * Navigation and call to action sit in one `popover` element. On wide screens CSS shows it as the
 * header's row; on narrow ones it is the panel of the „Menü“ button (`popovertarget`), which the
 * browser opens, closes on Escape or a tap outside and returns focus from — in the prerendered HTML,
 * before hydration and without JavaScript. After hydration the effects below add what HTML cannot:
 * `aria-expanded` as an attribute, closing when a link is chosen, when focus leaves the menu, or
 * when the window grows past the breakpoint.
 */
export function SiteHeader({ data }: { data: LayoutData }) {
  const { layout, company, site } = data
  const button = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLDivElement>(null)
  // Undefined in the server HTML: until hydration the browser derives the state from `popovertarget`,
  // and a stale attribute would override it.
  const [expanded, setExpanded] = useState<boolean | undefined>(undefined)

  useEffect(() => {
    const panel = menu.current
    if (!panel) return
    const isOpen = () => panel.matches(":popover-open")
    const close = () => {
      if (isOpen()) panel.hidePopover()
    }
    setExpanded(isOpen())
    const onToggle = () => setExpanded(isOpen())
    // A chosen link (a section of this page, another page, the booking site) leaves nothing to show.
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("a")) close()
    }
    // Focus that moved on past the panel would sit under it.
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Node | null
      if (target && !panel.contains(target) && !button.current?.contains(target)) close()
    }
    // On a wide screen the panel is the header row; an open popover would float above it.
    const onResize = () => {
      if (button.current && getComputedStyle(button.current).display === "none") close()
    }
    panel.addEventListener("toggle", onToggle)
    panel.addEventListener("click", onClick)
    document.addEventListener("focusin", onFocusIn)
    window.addEventListener("resize", onResize)
    return () => {
      panel.removeEventListener("toggle", onToggle)
      panel.removeEventListener("click", onClick)
      document.removeEventListener("focusin", onFocusIn)
      window.removeEventListener("resize", onResize)
    }
  }, [])

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to="/" className={styles.brand}>
          <LogoMark />
          <span>{company.productName}</span>
          <span className="visually-hidden"> {layout.homeLinkLabel}</span>
        </Link>
        <button
          ref={button}
          type="button"
          className={`button button-secondary ${styles.menuButton}`}
          popoverTarget={MENU_ID}
          aria-controls={MENU_ID}
          aria-expanded={expanded}
        >
          <Menu aria-hidden="true" focusable="false" size={22} className={styles.iconOpen} />
          <X aria-hidden="true" focusable="false" size={22} className={styles.iconClose} />
          {layout.navigation.menuLabel}
        </button>
        <div ref={menu} id={MENU_ID} popover="auto" className={styles.menu}>
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
    </header>
  )
}
