/**
 * The consent feature's public module for routes, views and components. The app shell uses `app-shell.ts`, so
 * the browser entry does not pull the banner's CSS in ahead of the page frame's.
 */
export { CookieBanner } from "./CookieBanner/CookieBanner"
export { CookieSettingsButton } from "./CookieSettingsButton"
export { consentSettings } from "./ConsentProvider"
