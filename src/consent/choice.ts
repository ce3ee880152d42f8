/** A visitor's choice, applied the same way before hydration (head-script.ts) and after it (ConsentProvider.tsx). */
import { saveConsent, type ConsentSettings } from "./consent-policy"
import { loadTagManager, pushConsentUpdate } from "./google-consent-mode"

/** Attribute on <html>: "decided"/"undecided", set before first paint; CSS shows the banner for "undecided". */
const CONSENT_ATTRIBUTE = "data-consent"

/** On the banner's choice buttons: "all" or "necessary", for the head script to apply a choice made before hydration. */
export const CONSENT_CHOICE_ATTRIBUTE = "data-consent-choice"

/** Set on <html> by the consent provider once React handles the banner's clicks itself. */
export const CONSENT_READY_ATTRIBUTE = "data-consent-ready"

/** Where focus goes after a choice (the banner disappears): the skip link, which leads to the content. */
const AFTER_CHOICE_FOCUS_SELECTOR = 'a[href="#inhalt"]'

export function setConsentAttribute(decided: boolean): void {
  document.documentElement.setAttribute(CONSENT_ATTRIBUTE, decided ? "decided" : "undecided")
}

/** Replaces any stored choice. In "advanced" mode the tag manager runs already; loading it again is a no-op. */
export function applyChoice(analytics: boolean, settings: ConsentSettings): void {
  saveConsent(analytics, settings)
  pushConsentUpdate(analytics)
  setConsentAttribute(true)
  if (analytics) loadTagManager(settings.gtmUrl)
}

/** A click that Enter or Space made on a button: browsers give it `detail` 0, a mouse or touch click a count of 1 or more. */
export function isKeyboardClick(event: MouseEvent): boolean {
  return event.detail === 0
}

/**
 * Focus once the banner disappears: back to its opener, else after a keyboard choice to the skip link. After a
 * mouse or touch choice nothing is focused, so no focus box appears where the visitor did not look.
 */
export function focusAfterChoice(opener: HTMLElement | null, byKeyboard: boolean): void {
  if (opener?.isConnected) opener.focus()
  else if (byKeyboard) document.querySelector<HTMLElement>(AFTER_CHOICE_FOCUS_SELECTOR)?.focus()
}
