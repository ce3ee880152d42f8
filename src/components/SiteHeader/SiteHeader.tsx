import { Link } from "gatsby"
import { Menu, X } from "lucide-react"
import { useEffect, useRef, useState } from "react"

import { ExternalLink } from "../ExternalLink/ExternalLink"
import type { LayoutData } from "../Layout/layout-data"
import { LogoMark } from "../LogoMark/LogoMark"
import * as styles from "./SiteHeader.module.css"

/** The header's last element: gatsby-ssr.tsx holds the first paint until it is parsed. */
export const MENU_ID = "site-menu"

/** "popover" where the engine has the popover API (the prerendered HTML's behaviour), "disclosure" where not (Safari ≤ 16, Firefox ≤ 124). */
type MenuMode = "popover" | "disclosure"

/**
 * Navigation and call to action sit in one `popover`: the header's row on wide screens, on narrow ones the panel
 * of the „Menü“ button (`popovertarget`), which the browser opens, closes and returns focus from even before
 * hydration. The effects add what HTML cannot: `aria-expanded`, closing on a chosen link, on focus leaving or on
 * growing past the breakpoint, the panel's place without CSS anchor positioning, and a disclosure without popovers.
 */
export function SiteHeader({ data }: { data: LayoutData }) {
  const { layout, company, site } = data
  const header = useRef<HTMLElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLDivElement>(null)
  const [mode, setMode] = useState<MenuMode | undefined>(undefined)
  // Undefined in the server HTML: a stale aria-expanded would override what the browser derives from `popovertarget`.
  const [open, setOpen] = useState<boolean | undefined>(undefined)

  useEffect(() => {
    const panel = menu.current
    if (!panel) return
    // Not `"popover" in …`: an engine may know the attribute's name but not the API.
    const native = typeof panel.showPopover === "function"
    setMode(native ? "popover" : "disclosure")
    setOpen(native && panel.matches(":popover-open"))
  }, [])

  useEffect(() => {
    const panel = menu.current
    const toggle = button.current
    const bar = header.current
    if (!mode || !panel || !toggle || !bar) return
    const native = mode === "popover"
    const isOpen = () => (native ? panel.matches(":popover-open") : panel.hasAttribute("data-open"))
    const close = () => {
      if (!isOpen()) return
      if (native) panel.hidePopover()
      else setOpen(false)
    }
    // Where `anchor()` is unknown, CSS falls back to this: the header's bottom edge in page coordinates
    // (the open panel is positioned against the page in both modes).
    const place = () => panel.style.setProperty("--menu-top", `${bar.getBoundingClientRect().bottom + window.scrollY}px`)
    const onBeforeToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === "open") place()
    }
    const onToggle = () => setOpen(isOpen())
    const onButtonClick = () => {
      place()
      setOpen(!isOpen())
    }
    // A chosen link (a section of this page, another page, the booking site) leaves nothing to show.
    const onPanelClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("a")) close()
    }
    // Focus that moved on past the panel would sit under it; a tap outside closes the disclosure as it does a popover.
    const onOutside = (event: Event) => {
      if (event.target instanceof Node && !panel.contains(event.target) && !toggle.contains(event.target)) close()
    }
    // On a wide screen the panel is the header row; an open panel would float above it.
    const onResize = () => {
      if (getComputedStyle(toggle).display === "none") close()
      else if (isOpen()) place()
    }
    // What the browser does for a popover, done by hand for the disclosure: Escape closes it.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !isOpen()) return
      close()
      toggle.focus()
    }
    const controller = new AbortController()
    const options = { signal: controller.signal }
    panel.addEventListener("click", onPanelClick, options)
    document.addEventListener("focusin", onOutside, options)
    window.addEventListener("resize", onResize, options)
    if (native) {
      panel.addEventListener("beforetoggle", onBeforeToggle, options)
      panel.addEventListener("toggle", onToggle, options)
    } else {
      toggle.addEventListener("click", onButtonClick, options)
      document.addEventListener("keydown", onKeyDown, options)
      document.addEventListener("pointerdown", onOutside, options)
    }
    return () => controller.abort()
  }, [mode])

  const disclosure = mode === "disclosure"
  return (
    <header ref={header} className={styles.header} data-menu={mode}>
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
          popoverTarget={disclosure ? undefined : MENU_ID}
          aria-controls={MENU_ID}
          aria-expanded={open}
        >
          <Menu aria-hidden="true" focusable="false" size={22} className={styles.iconOpen} />
          <X aria-hidden="true" focusable="false" size={22} className={styles.iconClose} />
          {layout.navigation.menuLabel}
        </button>
        <div
          ref={menu}
          id={MENU_ID}
          popover={disclosure ? undefined : "auto"}
          data-open={disclosure && open ? "" : undefined}
          className={styles.menu}
        >
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
