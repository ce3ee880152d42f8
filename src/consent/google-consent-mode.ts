/**
 * Google Consent Mode v2 for the head script and the provider; browser-only, and nothing here throws. gtag must
 * push the `arguments` object (GTM ignores a plain array); the default must be queued before gtm.js.
 */

import { warn } from "./log"

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

type Gtag = (...args: unknown[]) => void
type GtagWindow = typeof window & { dataLayer: unknown[]; gtag?: Gtag }

/** The window with dataLayer ensured, or null outside the browser. */
export function gtagWindow(): GtagWindow | null {
  if (typeof window === "undefined") return null
  const w = window as typeof window & { dataLayer?: unknown }
  if (!Array.isArray(w.dataLayer)) w.dataLayer = []
  return w as GtagWindow
}

/** window.gtag, defined as Google's standard stub if missing. */
function ensureGtag(w: GtagWindow): Gtag {
  if (typeof w.gtag !== "function") {
    w.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- GTM only accepts the Arguments object
      w.dataLayer.push(arguments)
    }
  }
  return w.gtag
}

/** First thing on every page, before anything can load gtm.js. */
export function pushConsentDefault(): void {
  const w = gtagWindow()
  if (w !== null) ensureGtag(w)("consent", "default", { ...CONSENT_DEFAULTS })
}

export function pushConsentUpdate(analytics: boolean): void {
  try {
    const w = gtagWindow()
    if (w !== null) ensureGtag(w)("consent", "update", { analytics_storage: analytics ? "granted" : "denied" })
  } catch (error) {
    warn("could not send the consent update", error)
  }
}

/** Cookie domains to try for `hostname`: host-only, then the host and each parent with and without a leading dot, never the last label (.com). */
function cookieDomains(hostname: string): Array<string | null> {
  const host = hostname.toLowerCase().replace(/\.$/, "")
  const domains: Array<string | null> = [null]
  // IP addresses and single-label hosts (localhost) take no Domain attribute.
  if (host === "" || host.includes(":") || /^[\d.]+$/.test(host) || !host.includes(".")) return domains
  const labels = host.split(".")
  for (let i = 0; i < labels.length - 1; i++) {
    const domain = labels.slice(i).join(".")
    domains.push(domain, `.${domain}`)
  }
  return domains
}

function cookieNames(cookie: string): string[] {
  return cookie
    .split(";")
    .map((part) => part.split("=")[0]?.trim() ?? "")
    .filter((name) => name !== "")
}

/**
 * After a withdrawal: on the host and every parent domain, as GA sets its cookies on the highest one it can.
 * Public suffixes like co.uk are tried too; browsers refuse those writes harmlessly. Returns the names now gone.
 */
export function deleteAnalyticsCookies(doc?: { cookie: string }, hostname?: string): string[] {
  try {
    const d = doc ?? (typeof document === "undefined" ? null : document)
    if (d === null) return []
    const host = hostname ?? (typeof location === "undefined" ? "" : location.hostname)
    const found = Array.from(new Set(cookieNames(d.cookie).filter((name) => name === "_ga" || name.startsWith("_ga_"))))
    for (const name of found) {
      for (const domain of cookieDomains(host)) {
        d.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/` + (domain === null ? "" : `; Domain=${domain}`)
      }
    }
    const left = new Set(cookieNames(d.cookie))
    const kept = found.filter((name) => left.has(name))
    if (kept.length > 0) warn(`could not delete cookies: ${kept.join(", ").slice(0, 200)}`)
    return found.filter((name) => !left.has(name))
  } catch (error) {
    warn("could not delete the analytics cookies", error)
    return []
  }
}

/** For client-side route changes, which GTM cannot see as page loads. */
export function pushPageView(path: string): void {
  try {
    gtagWindow()?.dataLayer.push({ event: "page_view", page_path: path })
  } catch (error) {
    warn("could not report the page view", error)
  }
}
