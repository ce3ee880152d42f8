/**
 * The response-header policy and the rules of `public/_headers` built from it and the files in
 * public/ — the one artifact Netlify and `npm start` (server/) both apply. `/*` first: what every
 * response gets (security headers, revalidation, noindex for previews, the error pages' CSP, as
 * unknown paths get the 404 page); then exact paths only, each overriding just what it sets: a
 * page's own CSP, a year's caching for content-hashed files (never `/static/*`, which would cache a
 * 404 there), and the CMS at /admin/ (noindex, its page its own CSP). Whatever keeps its name across
 * deploys revalidates, as Gatsby's "Caching Static Sites" asks.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join, relative, sep } from "node:path"

import type { SiteEnvironment } from "../site-environment.ts"
import { adminContentSecurityPolicy, contentSecurityPolicy, inlineHashes } from "./csp.ts"

/** `path`: decoded, `/*` or an exact path such as `/kontakt/`. */
type HeaderRule = { path: string; headers: Array<[name: string, value: string]> }

export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate"
export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable"

/** Features the site does not use, all denied (names as Chromium knows them). */
const UNUSED_FEATURES =
  "accelerometer autoplay camera display-capture encrypted-media fullscreen geolocation gyroscope magnetometer " +
  "microphone midi payment picture-in-picture publickey-credentials-get screen-wake-lock serial usb xr-spatial-tracking"
const PERMISSIONS_POLICY = UNUSED_FEATURES.split(" ")
  .map((feature) => `${feature}=()`)
  .join(", ")

const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": PERMISSIONS_POLICY,
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "X-Frame-Options": "DENY",
}

/** Deploy previews, and the CMS in every environment, must never be indexed. */
const NOINDEX = { "X-Robots-Tag": "noindex" }

/**
 * Content-addressed files: Gatsby's /static/ and image/file CDN folders (named by content hash), webpack's
 * output at the root (`[name]-[contenthash].js`, `[name].[contenthash].css`: 20 hex digits, plus source maps
 * and licence files) and the CMS bundle.
 */
const IMMUTABLE = [
  /^\/static\//,
  /^\/_gatsby\/(?:image|file)\//,
  /^\/[^/]*[-.][0-9a-f]{20}\.(?:m?js|css)(?:\.map|\.LICENSE\.txt)?$/,
  /^\/admin\/cms\.[0-9a-f]{20}\.js$/,
]

/** The Cache-Control value for a decoded URL path. */
const cacheControlFor = (path: string): string => (IMMUTABLE.some((re) => re.test(path)) ? CACHE_IMMUTABLE : CACHE_REVALIDATE)

/** Netlify configuration files: never served, never listed. */
const HOST_CONFIG_FILES = new Set(["/_headers", "/_redirects"])

/** Error pages: served for unknown paths and server errors, so their CSP is the `/*` one. */
const ERROR_PAGES = ["/404.html", "/404/index.html", "/500.html", "/500/index.html"]

/** URL paths (leading slash, sorted) of every file below `root`, precompressed variants and host files excluded. */
export function listSiteFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(root, join(entry.parentPath, entry.name)).split(sep).join("/")}`)
    .filter((path) => !/\.(?:br|gz)$/.test(path) && !HOST_CONFIG_FILES.has(path))
    .sort()
}

/** Files of the CMS (gatsby/admin/), which is not part of the site. */
const isAdminFile = (file: string): boolean => file.startsWith("/admin/")

/** The URL paths a built HTML file answers: `/x/index.html` → `/x/` and `/x/index.html`. */
export function pageUrls(file: string): string[] {
  return file.endsWith("/index.html") ? [file.slice(0, -"index.html".length), file] : [file]
}

export function buildHeaderRules(root: string, environment: SiteEnvironment): HeaderRule[] {
  const files = listSiteFiles(root)
  const html = files.filter((file) => file.endsWith(".html") && !file.startsWith("/_gatsby/") && !isAdminFile(file))
  const read = (file: string): string => readFileSync(join(root, file), "utf8")

  const errorPages = html.filter((file) => ERROR_PAGES.includes(file))
  if (!errorPages.includes("/404.html")) throw new Error(`${root}/404.html is missing: the build is incomplete.`)
  // The error pages share the `/*` rule: its CSP allows what any of them has inline.
  const fallbackCsp = contentSecurityPolicy(inlineHashes(errorPages.map(read).join("")), environment)

  const fallback: HeaderRule = {
    path: "/*",
    headers: Object.entries({
      ...SECURITY_HEADERS,
      ...(environment === "preview" ? NOINDEX : {}),
      "Cache-Control": CACHE_REVALIDATE,
      "Content-Security-Policy": fallbackCsp,
    }),
  }

  const pages: HeaderRule[] = html
    .filter((file) => !ERROR_PAGES.includes(file))
    .flatMap((file) => {
      const csp = contentSecurityPolicy(inlineHashes(read(file)), environment)
      return pageUrls(file).map((path) => ({ path, headers: [["Content-Security-Policy", csp]] as Array<[string, string]> }))
    })

  const immutable: HeaderRule[] = files
    .filter((file) => !isAdminFile(file) && cacheControlFor(file) === CACHE_IMMUTABLE)
    .map((path) => ({ path, headers: [["Cache-Control", CACHE_IMMUTABLE]] }))

  return [fallback, ...pages, ...immutable, ...adminRules(files.filter(isAdminFile), environment)]
}

/** The CMS's rules: exact paths, one per URL, so every host resolves them alike. */
function adminRules(files: readonly string[], environment: SiteEnvironment): HeaderRule[] {
  const csp = adminContentSecurityPolicy(environment)
  return files.flatMap((file) => {
    const headers: Record<string, string> = { ...NOINDEX }
    if (cacheControlFor(file) === CACHE_IMMUTABLE) headers["Cache-Control"] = CACHE_IMMUTABLE
    // Decap's GitHub login reports back from a popup through window.opener, which `same-origin` would cut.
    if (file.endsWith(".html"))
      Object.assign(headers, { "Cross-Origin-Opener-Policy": "same-origin-allow-popups", "Content-Security-Policy": csp })
    return pageUrls(file).map((path) => ({ path, headers: Object.entries(headers) }))
  })
}

/** `_headers` in Netlify's format (https://docs.netlify.com/routing/headers/), a comment on top. */
export function serializeHeaderRules(rules: readonly HeaderRule[], comment: string): string {
  const head = comment
    .split("\n")
    .map((line) => `# ${line}\n`)
    .join("")
  const body = rules.map((rule) => `${encodeURI(rule.path)}\n${rule.headers.map(([name, value]) => `  ${name}: ${value}\n`).join("")}`)
  return head + body.join("")
}
