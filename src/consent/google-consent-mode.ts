/**
 * Google Consent Mode v2 and the Tag Manager's loader, for the head script and the provider; browser-only, and nothing
 * here throws. gtag must push the `arguments` object (GTM ignores a plain array); the default must be queued before gtm.js.
 */

import { warn } from "./consent-policy"

/** On every page: all denied except security storage, waiting up to 500 ms for the banner's update. */
const CONSENT_DEFAULTS = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
  functionality_storage: "denied",
  personalization_storage: "denied",
  security_storage: "granted",
  wait_for_update: 500,
} as const

/** Custom HTML/JS tags and variables would need 'unsafe-inline'/'unsafe-eval' under our CSP. */
const GTM_BLOCKLIST: readonly string[] = ["customScripts", "html", "jsm"]

/** id of the GTM <script>; the loader checks it so GTM is never inserted twice. */
const GTM_LOADER_ID = "gtm-loader"

type GtagWindow = typeof window & { dataLayer: unknown[]; gtag?: (...args: unknown[]) => void }

/** The window with dataLayer ensured (every caller runs in the browser: the head script, effects and handlers). */
function gtagWindow(): GtagWindow {
  const w = window as typeof window & { dataLayer?: unknown }
  if (!Array.isArray(w.dataLayer)) w.dataLayer = []
  return w as GtagWindow
}

/** Through window.gtag, defined as Google's standard stub if missing. */
function gtag(...args: unknown[]): void {
  const w = gtagWindow()
  w.gtag ??= function () {
    // eslint-disable-next-line prefer-rest-params -- GTM only accepts the Arguments object
    w.dataLayer.push(arguments)
  }
  w.gtag(...args)
}

/** Runs `action`; a failure (storage, cookies, the tag manager's own code) is warned about, and the page goes on. */
function safely(what: string, action: () => void): void {
  try {
    action()
  } catch (error) {
    warn(`could not ${what}`, error)
  }
}

/** First thing on every page, before anything can load gtm.js. */
export function pushConsentDefault(): void {
  gtag("consent", "default", { ...CONSENT_DEFAULTS })
}

export const pushConsentUpdate = (analytics: boolean) =>
  safely("send the consent update", () => gtag("consent", "update", { analytics_storage: analytics ? "granted" : "denied" }))

/** Starts GTM once, as Google's snippet does, after the consent commands already queued. */
export function loadTagManager(url: string | null): void {
  safely("load the tag manager", () => {
    const w = gtagWindow()
    if (url === null || w.document.getElementById(GTM_LOADER_ID) !== null) return
    if (w.dataLayer.some((entry) => (entry as { event?: unknown } | null)?.event === "gtm.js")) return
    w.dataLayer.push({ "gtm.blocklist": GTM_BLOCKLIST.slice() })
    w.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" })
    const script = w.document.createElement("script")
    script.async = true
    script.id = GTM_LOADER_ID
    script.src = url
    w.document.head.append(script)
  })
}

/**
 * After a withdrawal, Google Analytics' cookies go: host-only and on the host and each parent domain, as GA sets them
 * on the highest one it can. A browser refuses the writes that name a public suffix (co.uk) or an IP address, harmlessly.
 */
export function deleteAnalyticsCookies(): void {
  safely("delete the analytics cookies", () => {
    const names = document.cookie.split(";").map((cookie) => cookie.split("=")[0]!.trim())
    const labels = location.hostname.split(".")
    const domains = ["", ...labels.slice(0, -1).map((_, index) => `; Domain=${labels.slice(index).join(".")}`)]
    for (const name of names.filter((name) => name === "_ga" || name.startsWith("_ga_")))
      for (const domain of domains) document.cookie = `${name}=; Max-Age=0; Path=/${domain}`
  })
}

/** For client-side route changes, which GTM cannot see as page loads. */
export const pushPageView = (path: string) =>
  safely("report the page view", () => gtagWindow().dataLayer.push({ event: "page_view", page_path: path }))
