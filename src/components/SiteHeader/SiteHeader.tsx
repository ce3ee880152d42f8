import { Link } from "gatsby"

import { ExternalLink } from "../ExternalLink/ExternalLink"
import type { LayoutData } from "../Layout/layout-data"
import { LogoMark } from "../LogoMark/LogoMark"
import * as styles from "./SiteHeader.module.css"

/** Brand link, main navigation (anchors of the landing page, contact) and the demo call to action. */
export function SiteHeader({ data }: { data: LayoutData }) {
  const { layout, company, site } = data
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to="/" className={styles.brand}>
          <LogoMark />
          <span>{company.productName}</span>
          <span className="visually-hidden"> {layout.homeLinkLabel}</span>
        </Link>
        <nav aria-label={layout.navigation.label} className={styles.nav}>
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
    </header>
  )
}
