/**
 * Content-Security-Policy from the HTML Gatsby wrote: no nonces on a static site, so every inline
 * script, style element and style attribute is allowed by its SHA-256 hash. Hosts: Google's for Tag
 * Manager and GA4 (its preview hosts in preview builds). No unsafe script sources, no 'strict-dynamic'
 * (it would block Gatsby's parser-inserted bundle tags). `default-src 'self'`, not 'none': Firefox
 * checks Gatsby's prefetch links against it, and the manifest would need `manifest-src`, which WebKit
 * does not know. The server drops `upgrade-insecure-requests` on plain http (server/server.ts).
 */
import { createHash } from "node:crypto"

import type { SiteEnvironment } from "../site-environment.ts"

export interface InlineHashes {
  scripts: string[]
  styles: string[]
  styleAttributes: string[]
}

const sha256 = (text: string): string => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

/** The entities React escapes attribute values with, back to what the browser hashes. */
const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" }

const unique = (values: string[]): string[] => [...new Set(values)]

/**
 * Hashes of everything inline in a page that CSP checks: executable inline scripts (no `src`,
 * no data block such as JSON-LD), `<style>` elements and `style` attributes. The pages are
 * React's and Gatsby's output, whose attributes are always double-quoted.
 */
export function inlineHashes(html: string): InlineHashes {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = ""]) => !/\ssrc=/.test(attributes) && !/\stype="(?!text\/javascript|module)/.test(attributes))
    .map(([, , text = ""]) => sha256(text))
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, text = ""]) => sha256(text))
  const styleAttributes = [...html.matchAll(/<[a-z][^>]*?\sstyle="([^"]*)"/g)].map(([, value = ""]) =>
    sha256(value.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!)),
  )
  return { scripts: unique(scripts), styles: unique(styles), styleAttributes: unique(styleAttributes) }
}

/** Tag Manager + GA4 hosts, as Google's CSP guide lists them. */
const GOOGLE_TAG_HOSTS = {
  script: ["https://*.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com", "https://www.google.com"],
} as const

/** Extra hosts Tag Manager's preview/debug mode needs (preview builds only). */
const GTM_PREVIEW_HOSTS = {
  script: ["https://tagmanager.google.com"],
  style: ["https://tagmanager.google.com", "https://fonts.googleapis.com"],
  img: ["https://ssl.gstatic.com", "https://www.gstatic.com"],
  font: ["https://fonts.gstatic.com"],
} as const

/** What both policies lock down alike. */
const LOCKED = ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]

const directive = (...parts: readonly string[]): string => parts.join(" ")

export function contentSecurityPolicy(hashes: InlineHashes, environment: SiteEnvironment): string {
  const preview = environment === "preview" ? GTM_PREVIEW_HOSTS : { script: [], style: [], img: [], font: [] }
  // `'unsafe-hashes'` lets hashes allow style attributes (CSP Level 3).
  const styleAttributes = hashes.styleAttributes.length > 0 ? ["'unsafe-hashes'", ...hashes.styleAttributes] : ["'none'"]
  return [
    "default-src 'self'",
    directive("script-src 'self'", ...hashes.scripts, ...GOOGLE_TAG_HOSTS.script, ...preview.script),
    directive("style-src 'self'", ...hashes.styles, ...preview.style),
    directive("style-src-attr", ...styleAttributes),
    directive("img-src 'self' data:", ...GOOGLE_TAG_HOSTS.img, ...preview.img),
    directive("connect-src 'self'", ...GOOGLE_TAG_HOSTS.connect),
    directive("font-src 'self'", ...preview.font),
    ...LOCKED,
    "upgrade-insecure-requests",
  ].join("; ")
}

/** Decap's GitHub backend: API, status page (checked before login), Netlify's OAuth token refresh, avatars and raw files. */
const DECAP_HOSTS = {
  connect: ["https://api.github.com", "https://www.githubstatus.com", "https://api.netlify.com"],
  img: ["https://avatars.githubusercontent.com", "https://raw.githubusercontent.com"],
} as const

/** decap-server on the editor's machine (`npx decap-server`), allowed in development builds only. */
const LOCAL_BACKEND_HOSTS = ["http://localhost:*", "http://127.0.0.1:*"]

/**
 * The CSP of /admin/ only: Decap CMS injects its styles at run time (emotion: `'unsafe-inline'` for
 * styles, which the site never allows) and compiles its configuration check with `new Function`
 * (ajv: `'unsafe-eval'`). Scripts come from this origin only: one bundle, no CDN.
 */
export function adminContentSecurityPolicy(environment: SiteEnvironment): string {
  const development = environment === "development"
  return [
    "default-src 'none'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    directive("img-src 'self' data: blob:", ...DECAP_HOSTS.img),
    directive("connect-src 'self'", ...DECAP_HOSTS.connect, ...(development ? LOCAL_BACKEND_HOSTS : [])),
    "font-src 'self' data:",
    ...LOCKED,
    // Not in development: it would turn the request to decap-server on http://localhost into https.
    ...(development ? [] : ["upgrade-insecure-requests"]),
  ].join("; ")
}
