/** The consent feature's public module for the app shell (gatsby-browser, gatsby-ssr, root-wrapper). */
export { ConsentProvider } from "./ConsentProvider"
export { pushPageView } from "./google-consent-mode"

/** The head script's text (no <script> tags), defined in the HTML stage only (gatsby-node.ts), hence read lazily. */
declare const __CONSENT_HEAD_SCRIPT__: string
export const consentHeadScript = (): string => __CONSENT_HEAD_SCRIPT__
export const CONSENT_SCRIPT_ID = "consent-mode"
