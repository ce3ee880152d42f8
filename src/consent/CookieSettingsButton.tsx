import { BANNER_ID } from "./CookieBanner/CookieBanner"
import { useConsent } from "./ConsentProvider"
import * as styles from "./CookieSettingsButton.module.css"

/**
 * Reopens the banner, so a choice can be withdrawn as easily as it was given (Art. 7(3) GDPR).
 * Hidden without JavaScript, where nothing is tracked and there is nothing to change.
 */
export function CookieSettingsButton({ label, variant = "link" }: { label: string; variant?: "link" | "button" }) {
  const { openSettings } = useConsent()
  return (
    <button
      type="button"
      className={`${styles.settings} ${variant === "button" ? "button button-secondary" : "link-button"}`}
      aria-controls={BANNER_ID}
      onClick={(event) => {
        openSettings(event.currentTarget)
        // Next frame: once React shows the banner, focus moves to it, so the choice is what is read and tabbed to next.
        requestAnimationFrame(() => document.getElementById(BANNER_ID)?.focus())
      }}
    >
      {label}
    </button>
  )
}
