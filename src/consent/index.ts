/**
 * The consent feature's public module for routes, views and components: the
 * banner and the „Cookie-Einstellungen“ control. The app shell
 * (gatsby-browser, gatsby-ssr, root-wrapper) uses `app-shell.ts` instead, so the
 * browser entry does not pull the banner's CSS in ahead of the page frame's.
 * The rest of the folder is inside (policy, Consent Mode, tag manager, head
 * script), shared by the head script and the React provider.
 */
export { CookieBanner } from "./CookieBanner/CookieBanner"
export { CookieSettingsButton } from "./CookieSettingsButton"
