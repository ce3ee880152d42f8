/**
 * The inline script that is the first element of every page's <head>
 * (gatsby-ssr.tsx), compiled at build time by gatsby/inline-scripts/head-script.ts:
 * Consent Mode, <html data-consent> and the tag manager are set up before the first paint.
 *
 * Until React has hydrated, the banner's buttons (in the static HTML) have no
 * handler: a choice made then is applied here exactly as the provider would,
 * focus moves on to the skip link. The provider marks <html
 * data-consent-ready> once it handles clicks itself; it then reads the stored
 * choice.
 *
 * This module runs on import; nothing but the compiler imports it.
 */
import type { LoadingMode } from "../../content-model/schemas"
// Imported first: esbuild emits modules in import order, so the consent default comes before gtm.js in the text too.
import { pushConsentDefault, pushConsentUpdate } from "./google-consent-mode"
import { getStorage, readConsent } from "./consent-policy"
import {
  applyChoice,
  CONSENT_CHOICE_ATTRIBUTE,
  CONSENT_READY_ATTRIBUTE,
  focusAfterChoice,
  isKeyboardClick,
  setConsentAttribute,
  type ChoiceSettings,
} from "./choice"
import { loadTagManager } from "./tag-manager"

/** The build-time settings the script reads (gatsby/inline-scripts/head-script.ts). */
export interface HeadScriptSettings extends ChoiceSettings {
  /** Anything but "advanced" counts as "basic", the privacy-preserving choice. */
  loadingMode: LoadingMode
}

/** The settings as JSON text: the compiler defines it (a string literal, placed where it is read). */
declare const __CONSENT_HEAD_SETTINGS__: string

function start(settings: HeadScriptSettings): void {
  pushConsentDefault()
  const record = readConsent(getStorage(), settings.consent)
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
}

start(JSON.parse(__CONSENT_HEAD_SETTINGS__) as HeadScriptSettings)
