import { graphql, Link } from "gatsby"
import { X } from "lucide-react"
import { type MouseEvent as ReactMouseEvent, useState } from "react"

import type { LoadingMode } from "../../../content-model/schemas"
import { CATEGORY_DETAILS } from "../../../content-model/notation"
import { Tooltip } from "../../components/Tooltip/Tooltip"
import { CONSENT_CHOICE_ATTRIBUTE, isKeyboardClick } from "../choice"
import { useConsent } from "../ConsentProvider"
import * as styles from "./CookieBanner.module.css"

/** Spread into the layout's static query: every page loads one static-query result, not a second one for the banner. @public */
export const cookieBannerTextsFragment = graphql`
  fragment CookieBannerTexts on ConsentYaml {
    banner {
      regionLabel
      heading
      text {
        advanced
        basic
      }
      details {
        advanced
        basic
      }
      privacyLinkLabel
      imprintLinkLabel
      acceptAllLabel
      necessaryOnlyLabel
      closeLabel
      closeTooltip
      detailsShowLabel
      detailsHideLabel
    }
    categories {
      key
      title
      description
      provider
      purpose
      cookies
      lifetime
      transfer
      status
    }
    detailLabels {
      provider
      purpose
      cookies
      lifetime
      transfer
      status
    }
    confirmation {
      accepted
      necessaryOnly
    }
  }
`

/** Focused when „Cookie-Einstellungen“ reopens it (CookieSettingsButton). */
export const BANNER_ID = "cookie-banner"

/**
 * A non-modal region at the very top, in the flow, never over content. „Alle akzeptieren“ and „Nur notwendige“
 * carry equal weight; the close icon means necessary-only. In every page's static HTML, CSS shows it before first
 * paint only when the head script found no valid choice.
 */
export function CookieBanner({ texts, loadingMode }: { texts: Queries.CookieBannerTextsFragment; loadingMode: LoadingMode }) {
  const { banner, lastChoice, choose } = useConsent()
  const [detailsOpen, setDetailsOpen] = useState(false)
  const b = texts.banner

  // A choice button's attribute, for the head script before hydration, and its handler after: both make the same choice.
  const choice = (analytics: boolean) => ({
    [CONSENT_CHOICE_ATTRIBUTE]: analytics ? "all" : "necessary",
    onClick: (event: ReactMouseEvent) => {
      choose(analytics, isKeyboardClick(event.nativeEvent))
      setDetailsOpen(false)
    },
  })

  const message =
    lastChoice === "accepted" ? texts.confirmation.accepted : lastChoice === "necessary" ? texts.confirmation.necessaryOnly : ""

  return (
    <>
      <section id={BANNER_ID} className={styles.banner} data-banner={banner} aria-label={b.regionLabel} tabIndex={-1}>
        <div className={`container ${styles.inner}`}>
          <h2 className={styles.heading}>{b.heading}</h2>
          <p className={styles.text}>{b.text[loadingMode]}</p>
          <div className={styles.actions}>
            <button type="button" className={`button ${styles.choice}`} {...choice(true)}>
              {b.acceptAllLabel}
            </button>
            <button type="button" className={`button ${styles.choice}`} {...choice(false)}>
              {b.necessaryOnlyLabel}
            </button>
          </div>
          {/* The explanation one click away, beside the legal pages: the banner itself stays a few lines high. */}
          <p className={styles.links}>
            <button
              type="button"
              className={`link-button ${styles.details}`}
              aria-expanded={detailsOpen}
              aria-controls="cookie-details"
              onClick={() => setDetailsOpen((open) => !open)}
            >
              {detailsOpen ? b.detailsHideLabel : b.detailsShowLabel}
            </button>
            <Link to="/datenschutz/">{b.privacyLinkLabel}</Link>
            <Link to="/impressum/">{b.imprintLinkLabel}</Link>
          </p>
          <div id="cookie-details" className={styles.panel} hidden={!detailsOpen}>
            <p className={styles.explanation}>{b.details[loadingMode]}</p>
            {texts.categories.map((category) => (
              <section key={category.key} className={styles.category} aria-labelledby={`cookie-category-${category.key}`}>
                <h3 id={`cookie-category-${category.key}`}>{category.title}</h3>
                <p>{category.description}</p>
                <dl className={styles.facts}>
                  {CATEGORY_DETAILS.map((key) => (
                    <div key={key}>
                      <dt>{texts.detailLabels[key]}</dt>
                      <dd>{category[key]}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            ))}
          </div>
          <div className={styles.close}>
            <Tooltip content={b.closeTooltip} id="cookie-banner-close-tooltip" align="end">
              <button type="button" className={styles.closeButton} aria-label={b.closeLabel} {...choice(false)}>
                <X aria-hidden="true" focusable="false" size={22} />
              </button>
            </Tooltip>
          </div>
        </div>
      </section>
      <p role="status" className="visually-hidden" data-testid="consent-status">
        {message}
      </p>
    </>
  )
}
