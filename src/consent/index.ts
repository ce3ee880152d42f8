/**
 * The consent feature's public module: everything code outside src/consent/
 * may use. The rest of the folder is its inside (policy, Consent Mode, tag
 * manager, head script), shared by the head script and the React provider.
 */
export { ConsentProvider, useConsent } from "./ConsentProvider"
export type { BannerState, ConsentContextValue } from "./ConsentProvider"
export { CookieBanner } from "./CookieBanner/CookieBanner"
export { CookieSettingsButton } from "./CookieSettingsButton"
export { pushPageView } from "./google-consent-mode"
export { CONSENT_SCRIPT_ID, consentHeadScript } from "./head-script-text"
