/**
 * The consent feature's public module for the app shell (gatsby-browser,
 * gatsby-ssr, root-wrapper): the provider around every page, the page-view
 * push on client-side navigation and the inline head script. Routes, views and
 * components use `index.ts`.
 */
export { ConsentProvider } from "./ConsentProvider"
export { pushPageView } from "./google-consent-mode"
export { CONSENT_SCRIPT_ID, consentHeadScript } from "./head-script-text"
