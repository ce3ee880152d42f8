import { Link } from "gatsby"

import { CookieSettingsButton } from "../../consent"
import { PostalAddress } from "../Address/Address"
import type { LayoutData } from "../Layout/layout-data"
import { PhoneLink } from "../PhoneLink/PhoneLink"
import * as styles from "./SiteFooter.module.css"

export function SiteFooter({ data }: { data: LayoutData }) {
  const { layout, company, buildYear } = data
  const { footer } = layout
  const years = buildYear > company.foundingYear ? `${company.foundingYear}–${buildYear}` : `${buildYear}`
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div>
          <p className={styles.brand}>{company.productName}</p>
          <p className={styles.tagline}>{footer.tagline}</p>
        </div>
        <PostalAddress
          name={company.companyName}
          address={company.address}
          lines={[<PhoneLink phone={company.phone} />, <a href={`mailto:${company.email}`}>{company.email}</a>]}
          className={styles.address}
        />
        <nav aria-label={footer.navigationLabel}>
          <ul className={styles.links}>
            {footer.links.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            ))}
            <li>
              <CookieSettingsButton label={footer.cookieSettingsLabel} />
            </li>
          </ul>
        </nav>
      </div>
      <div className="container">
        <p className={styles.copyright}>
          © {years} {company.companyName}
        </p>
      </div>
    </footer>
  )
}
