/** The consent feature's public module for the app shell (gatsby-browser, gatsby-ssr, root-wrapper). */
export { ConsentProvider } from "./ConsentProvider"
export { pushPageView } from "./google-consent-mode"
export { CONSENT_SCRIPT_ID, consentHeadScript } from "./consent-settings"
