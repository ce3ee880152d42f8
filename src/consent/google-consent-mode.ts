/**
 * Google Consent Mode v2 and the Google Tag Manager loader, without React.
 *
 * buildHeadScript renders the one inline <head> script (gatsby-ssr puts it
 * first): gtag stub → consent default → update from the stored choice →
 * data-consent attribute for the banner's CSS → GTM loader. The other exports
 * are for the React consent provider after the visitor decides; they are
 * browser-only and never throw.
 *
 * Facts this relies on (the project brief CONSENT-AND-LEGAL.md §2): gtag must push the
 * `arguments` object — GTM ignores a plain array; the default must be queued
 * before gtm.js; "basic" mode loads GTM only after analytics consent.
 */
import { AFTER_FIRST_PAINT } from "../performance/after-first-paint"
import type { LoadingMode } from "../../build/content-model/schemas"
import { CONSENT_STORAGE_KEY, assertConsentSettings, parseConsent, type ConsentSettings } from "./consent-policy"

export type { LoadingMode }

/** Tag Manager settings from content/site/index.yaml (+ GTM_ID / GTM_AUTH / GTM_PREVIEW from the environment). */
export interface TagManagerSettings {
  containerId: string | null
  loadingMode: LoadingMode
  /** GTM environment parameters; used only when both are set. */
  gtmAuth?: string
  gtmPreview?: string
}

/** Consent Mode values. */
export type ConsentValue = "granted" | "denied"

/**
 * The `consent default` on every page (SPEC "Calls the site makes"): all
 * denied except security storage, waiting up to 500 ms for the banner's update.
 */
export const CONSENT_DEFAULTS = Object.freeze({
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
  functionality_storage: "denied",
  personalization_storage: "denied",
  security_storage: "granted",
  wait_for_update: 500,
} as const)

/**
 * Tag types GTM must refuse: custom HTML/JS tags and variables would need
 * 'unsafe-inline'/'unsafe-eval' under our CSP (GTM "gtm.blocklist").
 */
export const GTM_BLOCKLIST: readonly string[] = Object.freeze(["customScripts", "html", "jsm"])

/** id of the GTM <script>; the loader checks it so GTM is never inserted twice. */
export const GTM_LOADER_ID = "gtm-loader"

/** Attribute on <html>: "decided"/"undecided", set before first paint; CSS shows the banner for "undecided". */
export const CONSENT_ATTRIBUTE = "data-consent"

/**
 * On the banner's choice buttons: "all" or "necessary". The head script reads it
 * to apply a choice made before React has hydrated.
 */
export const CONSENT_CHOICE_ATTRIBUTE = "data-consent-choice"

/** Set on <html> by the consent provider once React handles the banner's clicks itself. */
export const CONSENT_READY_ATTRIBUTE = "data-consent-ready"

/** Where focus goes after a choice (the banner disappears): the skip link, which leads to the content. */
export const AFTER_CHOICE_FOCUS_SELECTOR = 'a[href="#inhalt"]'

const CONTAINER_ID = /^GTM-[A-Z0-9]{4,10}$/

/** Whether `id` looks like a GTM container id (GTM-XXXX…); anything else never reaches a URL. */
export function isValidContainerId(id: unknown): id is string {
  return typeof id === "string" && CONTAINER_ID.test(id)
}

/**
 * The gtm.js address, or null without a valid container id (then nothing is
 * requested). GTM environment parameters are added only when both
 * `gtmAuth` and `gtmPreview` are set.
 */
export function gtmScriptUrl(s: TagManagerSettings): string | null {
  if (!isValidContainerId(s.containerId)) return null
  let url = `https://www.googletagmanager.com/gtm.js?id=${s.containerId}`
  if (s.gtmAuth && s.gtmPreview) {
    url += `&gtm_auth=${encodeURIComponent(s.gtmAuth)}&gtm_preview=${encodeURIComponent(s.gtmPreview)}&gtm_cookies_win=x`
  }
  return url
}

/**
 * JSON for embedding in an inline <script>: `<`, `>` and the JS line
 * separators are escaped, so no value can close the script element.
 */
export function toScriptJson(value: unknown): string {
  const json = JSON.stringify(value)
  if (json === undefined) throw new TypeError("toScriptJson: value is not serialisable")
  return json
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029")
}

/**
 * Drops the whitespace a JS printer (Babel) puts into a function's source, so
 * the embedded parseConsent stays small. Strings are copied untouched; one
 * space is kept between identifier characters and inside `+ +` / `- -`.
 * Relies on every statement ending with `;` (Babel always prints them) and on
 * regex literals holding no whitespace or quotes. Where it meets a template
 * literal or a comment it only strips indentation (always safe there).
 */
export function compactSource(source: string): string {
  const indentOnly = source.replace(/\n[ \t]+/g, "\n")
  const isWord = (c: string | undefined): boolean => c !== undefined && /[\w$]/.test(c)
  let out = ""
  let space = false
  for (let i = 0; i < source.length; i++) {
    const c = source.charAt(i)
    if (c === "`" || (c === "/" && (source[i + 1] === "/" || source[i + 1] === "*"))) return indentOnly
    if (/\s/.test(c)) {
      space = out !== ""
      continue
    }
    const prev = out[out.length - 1]
    if (space && ((isWord(prev) && isWord(c)) || (prev === c && (c === "+" || c === "-")))) out += " "
    space = false
    if (c === '"' || c === "'") {
      let j = i + 1
      while (j < source.length && source[j] !== c) j += source[j] === "\\" ? 2 : 1
      if (j >= source.length) return indentOnly
      out += source.slice(i, j + 1)
      i = j
      continue
    }
    out += c
  }
  return out
}

/** parseConsent as the head script embeds it: its own source text, compacted. */
export function embeddedParseConsent(): string {
  return compactSource(parseConsent.toString())
}

/**
 * Body of the inline <head> script (no <script> tags). Deterministic for
 * the same settings, so a CSP hash can be computed from it. Throws at build
 * time for invalid consent settings. A loading mode other than "advanced" is
 * treated as "basic" (the privacy-preserving choice).
 */
export function buildHeadScript(tm: TagManagerSettings, consent: ConsentSettings): string {
  const settings = assertConsentSettings(consent)
  const url = gtmScriptUrl(tm)
  // The same function the module runs (one implementation), compacted.
  const parse = embeddedParseConsent()
  // L() queues the blocklist and the gtm.js event once and inserts the loader after the first contentful
  // paint (src/performance/after-first-paint.ts); the consent commands are queued before it, so they come first.
  const loader =
    url === null
      ? "L=function(){};"
      : `L=function(){if(l++||d.getElementById(${toScriptJson(GTM_LOADER_ID)}))return;` +
        `w.dataLayer.push({"gtm.blocklist":${toScriptJson(GTM_BLOCKLIST)}});` +
        `w.dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});` +
        `(${AFTER_FIRST_PAINT})(w,d,function(){if(d.getElementById(${toScriptJson(GTM_LOADER_ID)}))return;` +
        `var j=d.createElement("script");j.async=true;j.id=${toScriptJson(GTM_LOADER_ID)};j.src=${toScriptJson(url)};` +
        `(d.head||d.documentElement).appendChild(j)})};`
  // "advanced": the loader runs at once; "basic" (and anything else): only with analytics consent.
  const loadNow = tm.loadingMode === "advanced" ? "L();" : "if(r&&r.analytics)L();"
  // Before React has hydrated, the banner's buttons (in the static HTML) have no handler yet: a choice made
  // then is stored, sent and applied here, as the provider would (ConsentProvider marks the page
  // CONSENT_READY_ATTRIBUTE once it handles clicks itself; it then reads the stored choice).
  const earlyChoice =
    `d.addEventListener("click",function(e){var t=e.target,b=t&&t.closest&&t.closest(${toScriptJson(`[${CONSENT_CHOICE_ATTRIBUTE}]`)}),a;` +
    `if(!b||h.hasAttribute(${toScriptJson(CONSENT_READY_ATTRIBUTE)}))return;` +
    `a=b.getAttribute(${toScriptJson(CONSENT_CHOICE_ATTRIBUTE)})=="all";` +
    `try{w.localStorage.setItem(${toScriptJson(CONSENT_STORAGE_KEY)},JSON.stringify({analytics:a,necessary:true,revision:${settings.revision},updatedAt:new Date().toISOString()}))}` +
    `catch(x){console.warn("[consent] could not store the choice ("+(x&&x.name)+"); it applies to this page only")}` +
    `g("consent","update",{analytics_storage:a?"granted":"denied"});` +
    `h.setAttribute(${toScriptJson(CONSENT_ATTRIBUTE)},"decided");` +
    `if(a)L();` +
    `t=d.querySelector(${toScriptJson(AFTER_CHOICE_FOCUS_SELECTOR)});t&&t.focus()});`
  const script =
    `(function(w,d){var P=${parse};` +
    `w.dataLayer=w.dataLayer||[];` +
    `w.gtag=w.gtag||function gtag(){w.dataLayer.push(arguments)};` +
    `var g=w.gtag,h=d.documentElement,r=null,p=null,l=0,t,L;` +
    `g("consent","default",${toScriptJson(CONSENT_DEFAULTS)});` +
    `try{t=P(w.localStorage.getItem(${toScriptJson(CONSENT_STORAGE_KEY)}),${toScriptJson(settings)},Date.now());` +
    `r=t.record;p=t.problem&&"stored choice ignored: "+t.problem}` +
    `catch(e){p="could not read the stored choice ("+(e&&e.name)+"); treated as undecided"}` +
    `if(r)g("consent","update",{analytics_storage:r.analytics?"granted":"denied"});` +
    `if(p)console.warn("[consent] "+p);` +
    `h.setAttribute(${toScriptJson(CONSENT_ATTRIBUTE)},r?"decided":"undecided");` +
    loader +
    loadNow +
    earlyChoice +
    `})(window,document);`
  if (/<\/script|<!--/i.test(script)) throw new Error("buildHeadScript: output would end the inline script early")
  return script
}

type Gtag = (...args: unknown[]) => void
interface GtagWindow {
  dataLayer?: unknown[]
  gtag?: Gtag
}

/** The window with dataLayer ensured, or null outside the browser. */
function gtagWindow(): (Window & GtagWindow & { dataLayer: unknown[] }) | null {
  if (typeof window === "undefined") return null
  const w = window as Window & GtagWindow
  if (!Array.isArray(w.dataLayer)) w.dataLayer = []
  return w as Window & GtagWindow & { dataLayer: unknown[] }
}

/** window.gtag, defined as the standard stub if missing (it must push `arguments`, not an array). */
function ensureGtag(w: Window & GtagWindow & { dataLayer: unknown[] }): Gtag {
  if (typeof w.gtag !== "function") {
    w.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- GTM only accepts the Arguments object
      ;(w.dataLayer as unknown[]).push(arguments)
    }
  }
  return w.gtag
}

function warn(message: string, error: unknown): void {
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  console.warn(`[consent] ${message} (${detail.slice(0, 200)})`)
}

/** Tells Consent Mode about the visitor's decision: `gtag("consent","update",{analytics_storage})`. */
export function pushConsentUpdate(analytics: boolean): void {
  try {
    const w = gtagWindow()
    if (w === null) return
    const value: ConsentValue = analytics ? "granted" : "denied"
    ensureGtag(w)("consent", "update", { analytics_storage: value })
  } catch (error) {
    warn("could not send the consent update", error)
  }
}

/**
 * Inserts the GTM loader once (for "basic" mode after consent, or when the
 * head script did not run), with the same blocklist and gtm.js pushes as the
 * head script. Returns whether it inserted it; false without a valid id, when
 * already present, or outside the browser.
 */
export function loadTagManager(tm: TagManagerSettings): boolean {
  try {
    const url = gtmScriptUrl(tm)
    const w = gtagWindow()
    if (url === null || w === null) return false
    const d = w.document
    if (d.getElementById(GTM_LOADER_ID) !== null) return false
    w.dataLayer.push({ "gtm.blocklist": GTM_BLOCKLIST.slice() })
    w.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" })
    const script = d.createElement("script")
    script.async = true
    script.id = GTM_LOADER_ID
    script.src = url
    ;(d.head ?? d.documentElement).appendChild(script)
    return true
  } catch (error) {
    warn("could not load the tag manager", error)
    return false
  }
}

/** Sets data-consent on <html> after a decision, so the banner's CSS agrees with React. */
export function setConsentAttribute(decided: boolean, doc?: Document): void {
  try {
    const d = doc ?? (typeof document === "undefined" ? null : document)
    d?.documentElement.setAttribute(CONSENT_ATTRIBUTE, decided ? "decided" : "undecided")
  } catch (error) {
    warn("could not set the consent attribute", error)
  }
}

/** Marks <html> with CONSENT_READY_ATTRIBUTE: the provider handles the banner now, the head script's early-choice handler steps back. */
export function markConsentReady(doc?: Document): void {
  try {
    const d = doc ?? (typeof document === "undefined" ? null : document)
    d?.documentElement.setAttribute(CONSENT_READY_ATTRIBUTE, "")
  } catch (error) {
    warn("could not mark the consent provider ready", error)
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

/** Names of the cookies visible in a document.cookie string. */
function cookieNames(cookie: string): string[] {
  return cookie
    .split(";")
    .map((part) => part.split("=")[0]?.trim() ?? "")
    .filter((name) => name !== "")
}

const isAnalyticsCookie = (name: string): boolean => name === "_ga" || name.startsWith("_ga_")

/**
 * Deletes the Google Analytics cookies (`_ga`, `_ga_*`) after a withdrawal:
 * for path=/ on the host and on every parent domain (GA sets them on the
 * highest possible one), never on the top-level label. Multi-label public
 * suffixes (co.uk) are tried too; browsers refuse those writes harmlessly.
 * Returns the names that were present and are gone now.
 */
export function deleteAnalyticsCookies(doc?: { cookie: string }, hostname?: string): string[] {
  try {
    const d = doc ?? (typeof document === "undefined" ? null : document)
    if (d === null) return []
    const host = hostname ?? (typeof location === "undefined" ? "" : location.hostname)
    const found = Array.from(new Set(cookieNames(d.cookie).filter(isAnalyticsCookie)))
    for (const name of found) {
      for (const domain of cookieDomains(host)) {
        d.cookie =
          `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/` + (domain === null ? "" : `; Domain=${domain}`)
      }
    }
    const left = new Set(cookieNames(d.cookie))
    const deleted = found.filter((name) => !left.has(name))
    if (deleted.length < found.length) {
      console.warn(`[consent] could not delete cookies: ${found.filter((n) => left.has(n)).join(", ").slice(0, 200)}`)
    }
    return deleted
  } catch (error) {
    warn("could not delete the analytics cookies", error)
    return []
  }
}

/** Reports a client-side route change to GTM (`{ event: "page_view", page_path }`). */
export function pushPageView(path: string): void {
  try {
    gtagWindow()?.dataLayer.push({ event: "page_view", page_path: path })
  } catch (error) {
    warn("could not report the page view", error)
  }
}
