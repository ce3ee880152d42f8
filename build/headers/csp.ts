/**
 * Content-Security-Policy from the HTML Gatsby actually wrote.
 *
 * A static site cannot use nonces (they need a new value per response), so
 * every inline `<script>` and `<style>` element and every `style="…"`
 * attribute of a built page is allowed by its SHA-256 hash. The hashes are
 * taken from the bytes in public/*.html after `gatsby build`, so whatever the
 * consent head script looks like for the current YAML settings and context
 * (container id, loading mode, GTM environment), the policy matches it.
 *
 * Hosts: exactly those Google documents for Tag Manager and GA4
 * (developers.google.com/tag-platform/security/guides/csp); the GTM preview
 * hosts only for preview builds. No 'unsafe-inline'/'unsafe-eval' in
 * script-src, no 'strict-dynamic' (Gatsby inserts its bundles with
 * parser-inserted `<script async src>`, which 'strict-dynamic' would block).
 *
 * `default-src 'self'`, not 'none': what has no directive of its own falls
 * back to it, and engines disagree on what that is — Firefox checks Gatsby's
 * `<link rel="prefetch">` of page data against it, and the web app manifest
 * would need `manifest-src`, which WebKit does not know. Every kind of request
 * the site makes comes from this origin or has its own directive below.
 *
 * `upgrade-insecure-requests` belongs to an https site only; the server drops
 * it on plain http (server/server.ts), where it would send the bundles to an
 * https port nobody listens on.
 */
import { createHash } from "node:crypto"

import type { SiteEnvironment } from "../site-environment.ts"

export interface InlineHashes {
  scripts: string[]
  styles: string[]
  styleAttributes: string[]
}

const sha256 = (text: string): string => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

const EXECUTABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module"])

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(attributes)
  if (!match) return new RegExp(`(?:^|\\s)${name}(?:\\s|$)`, "i").test(attributes) ? "" : undefined
  return match[1] ?? match[2] ?? match[3] ?? ""
}

/** Attribute values as the browser sees them (the entities React/Gatsby emit). */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|quot|apos|lt|gt);/gi, (whole, entity: string) => {
    const lower = entity.toLowerCase()
    if (lower.startsWith("#x")) return String.fromCodePoint(parseInt(lower.slice(2), 16))
    if (lower.startsWith("#")) return String.fromCodePoint(parseInt(lower.slice(1), 10))
    return { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">" }[lower] ?? whole
  })
}

const unique = (values: string[]): string[] => [...new Set(values)]

/**
 * Hashes of everything inline in one HTML document that CSP checks: executable
 * inline scripts (not `src=…`, not data blocks such as JSON-LD), `<style>`
 * elements and `style` attributes.
 */
export function inlineHashes(html: string): InlineHashes {
  const scripts: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? ""
    const type = (attribute(attributes, "type") ?? "").trim().toLowerCase()
    if (attribute(attributes, "src") !== undefined || !EXECUTABLE_TYPES.has(type)) continue
    scripts.push(sha256(match[2] ?? ""))
  }
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((m) => sha256(m[1] ?? ""))
  const styleAttributes: string[] = []
  for (const tag of html.matchAll(/<[a-z][^\s>/]*\s([^>]*)>/gi)) {
    const value = attribute(tag[1] ?? "", "style")
    if (value !== undefined) styleAttributes.push(sha256(decodeEntities(value)))
  }
  return { scripts: unique(scripts), styles: unique(styles), styleAttributes: unique(styleAttributes) }
}

/** Union of several pages' hashes (for the error pages, which share the `/*` rule). */
export function mergeHashes(list: readonly InlineHashes[]): InlineHashes {
  return {
    scripts: unique(list.flatMap((h) => h.scripts)),
    styles: unique(list.flatMap((h) => h.styles)),
    styleAttributes: unique(list.flatMap((h) => h.styleAttributes)),
  }
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

/** `'unsafe-hashes'` lets hashes allow style attributes (CSP Level 3). */
function styleAttrSource(hashes: readonly string[]): string {
  return hashes.length === 0 ? "'none'" : ["'unsafe-hashes'", ...hashes].join(" ")
}

export function contentSecurityPolicy(hashes: InlineHashes, environment: SiteEnvironment): string {
  const preview = environment === "preview"
  const directives: Array<[string, readonly string[]]> = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...hashes.scripts, ...GOOGLE_TAG_HOSTS.script, ...(preview ? GTM_PREVIEW_HOSTS.script : [])]],
    ["style-src", ["'self'", ...hashes.styles, ...(preview ? GTM_PREVIEW_HOSTS.style : [])]],
    ["style-src-attr", [styleAttrSource(hashes.styleAttributes)]],
    ["img-src", ["'self'", "data:", ...GOOGLE_TAG_HOSTS.img, ...(preview ? GTM_PREVIEW_HOSTS.img : [])]],
    ["connect-src", ["'self'", ...GOOGLE_TAG_HOSTS.connect]],
    ["font-src", ["'self'", ...(preview ? GTM_PREVIEW_HOSTS.font : [])]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
    ["upgrade-insecure-requests", []],
  ]
  return directives.map(([name, sources]) => [name, ...sources].join(" ")).join("; ")
}

/**
 * What Decap CMS talks to with the GitHub backend: GitHub's REST/GraphQL API,
 * GitHub's status page (Decap checks it before logging in), Netlify's OAuth
 * provider (the login itself is a popup, which CSP does not govern; its token
 * refresh is a fetch), and GitHub's avatars and raw files for images.
 */
const DECAP_HOSTS = {
  connect: ["https://api.github.com", "https://www.githubstatus.com", "https://api.netlify.com"],
  img: ["https://avatars.githubusercontent.com", "https://raw.githubusercontent.com"],
} as const

/**
 * decap-server on the editor's machine (`npx decap-server`, port 8081 unless PORT says otherwise).
 * Decap only looks for it when the CMS itself is opened on localhost or 127.0.0.1, and only
 * development builds (npm start, gatsby develop) allow it.
 */
const LOCAL_BACKEND_HOSTS = ["http://localhost:*", "http://127.0.0.1:*"]

/**
 * The CSP of /admin/ only (build/headers/header-rules.ts): Decap CMS is a
 * React application whose styles are injected at run time by emotion (so
 * `style-src 'unsafe-inline'`, which the site never allows) and which checks
 * its configuration with ajv, whose validators are compiled with
 * `new Function` (so `'unsafe-eval'`). Scripts come only from this origin;
 * the page loads one bundle and nothing from a CDN.
 */
export function adminContentSecurityPolicy(environment: SiteEnvironment): string {
  const development = environment === "development"
  const directives: Array<[string, readonly string[]]> = [
    ["default-src", ["'none'"]],
    ["script-src", ["'self'", "'unsafe-eval'"]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", ...DECAP_HOSTS.img]],
    ["connect-src", ["'self'", ...DECAP_HOSTS.connect, ...(development ? LOCAL_BACKEND_HOSTS : [])]],
    ["font-src", ["'self'", "data:"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
    // Not in development: it would turn the request to decap-server on http://localhost into https.
    ...(development ? [] : ([["upgrade-insecure-requests", []]] as Array<[string, readonly string[]]>)),
  ]
  return directives.map(([name, sources]) => [name, ...sources].join(" ")).join("; ")
}
