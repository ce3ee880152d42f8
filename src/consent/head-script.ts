/**
 * The first element of every page's <head>, compiled at build time (gatsby/compile-head-script.ts), so
 * Consent Mode, <html data-consent> and the tag manager are set up before first paint. Until hydration the banner's
 * buttons have no handler: a choice made then is applied here, until the provider sets data-consent-ready.
 * Runs on import; nothing but the compiler imports it.
 */
import { loadTagManager, pushConsentDefault, pushConsentUpdate } from "./google-consent-mode"
import { readConsent, type ConsentSettings } from "./consent-policy"
import {
  applyChoice,
  CONSENT_CHOICE_ATTRIBUTE,
  CONSENT_READY_ATTRIBUTE,
  focusAfterChoice,
  isKeyboardClick,
  setConsentAttribute,
} from "./choice"

/** Defined at compile time, as in the bundles (content-model/settings.ts: consentDefine). */
declare const __CONSENT_SETTINGS__: ConsentSettings

const settings = __CONSENT_SETTINGS__
pushConsentDefault()
const record = readConsent(settings)
if (record !== null) pushConsentUpdate(record.analytics)
setConsentAttribute(record !== null)
if (settings.loadingMode === "advanced" || record?.analytics === true) loadTagManager(settings.gtmUrl)

document.addEventListener("click", (event) => {
  const target = event.target
  const button = target instanceof Element ? target.closest(`[${CONSENT_CHOICE_ATTRIBUTE}]`) : null
  if (button === null || document.documentElement.hasAttribute(CONSENT_READY_ATTRIBUTE)) return
  applyChoice(button.getAttribute(CONSENT_CHOICE_ATTRIBUTE) === "all", settings)
  focusAfterChoice(null, isKeyboardClick(event))
})
