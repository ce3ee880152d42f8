/**
 * The response-header policy: the rules of public/_headers, built from Gatsby's routes manifest ("One
 * header artifact" in docs/architecture.md). `/*` first, then exact paths only, each overriding just
 * what it sets; never `/static/*`, which would cache a 404 there. Whatever keeps its name across
 * deploys revalidates, as Gatsby's "Caching Static Sites" asks. The CSP has no 'strict-dynamic' (it
 * would block Gatsby's parser-inserted bundle tags) and `default-src 'self'`, not 'none': Firefox
 * checks Gatsby's prefetch links against it, and the manifest would need `manifest-src`, which WebKit
 * does not know.
 */
import { createHash } from "node:crypto"
import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"

import type { RoutesManifest } from "gatsby"

import { resolveSiteEnvironment, type SiteEnvironment } from "../../content-model/site-environment.ts"

export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate"
export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable"

const SECURITY_HEADERS = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Features the site does not use, all denied (names as Chromium knows them).
  "Permissions-Policy":
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(), geolocation=(), gyroscope=(), " +
    "magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), " +
    "serial=(), usb=(), xr-spatial-tracking=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "X-Frame-Options": "DENY",
}

/** Deploy previews, and the CMS in every environment, must never be indexed. */
const NOINDEX = { "X-Robots-Tag": "noindex" }

/**
 * Content-hashed files the routes manifest cannot know, written after the bundles: those below /static/ (Gatsby's
 * folder for them, "Caching Static Sites") and the CMS bundle (gatsby/admin/cms-bundle.ts).
 */
const HASHED_BY_US = /^\/static\/|^\/admin\/cms\.[0-9a-f]{20}\.js$/

/** Served for unknown paths and server errors, so their CSP is the `/*` one. */
const ERROR_PAGES = ["/404.html", "/404/index.html", "/500.html", "/500/index.html"]

/** The URL paths a built HTML file answers: `/x/index.html` → `/x/` and `/x/index.html`. */
export function pageUrls(file: string): string[] {
  return file.endsWith("/index.html") ? [file.slice(0, -"index.html".length), file] : [file]
}

/**
 * Every file of the build by its URL path, in the manifest's own stable order, and whether it is content-hashed: Gatsby's
 * routes manifest lists each file in public/ as a static route and gives those it named by their content (webpack's
 * bundles, `_gatsby/image|file`) a year's caching.
 */
function siteFiles(routes: RoutesManifest): Map<string, boolean> {
  const files = new Map<string, boolean>()
  for (const route of routes) {
    if (route.type !== "static") continue
    const file = `/${route.filePath.replace(/^public\//, "")}`
    const cached = route.headers.some(({ key, value }) => key.toLowerCase() === "cache-control" && value === CACHE_IMMUTABLE)
    files.set(file, cached || HASHED_BY_US.test(file))
  }
  return files
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

/** The entities React escapes attribute values with, back to what the browser hashes. */
const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" }

/**
 * The hashes of what CSP checks inline in React's and Gatsby's HTML (attributes always double-quoted):
 * executable scripts (no `src`, no data block such as JSON-LD), `<style>` elements, `style` attributes.
 */
function inlineHashes(html: string) {
  const unique = (texts: string[]) => [...new Set(texts.map(sha256))]
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = ""]) => !/\ssrc=/.test(attributes) && !/\stype="(?!text\/javascript|module)/.test(attributes))
    .map(([, , text = ""]) => text)
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, text = ""]) => text)
  const styleAttributes = [...html.matchAll(/<[a-z][^>]*?\sstyle="([^"]*)"/g)].map(([, value = ""]) =>
    value.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!),
  )
  return { scripts: unique(scripts), styles: unique(styles), styleAttributes: unique(styleAttributes) }
}

const LOCKED = ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]

const policy = (directives: (string | string[])[]) => directives.map((directive) => [directive].flat().join(" ")).join("; ")

const GTM = "https://*.googletagmanager.com"
const GA = "https://*.google-analytics.com"

/** The site's CSP for pages with these inline `hashes`; Tag Manager + GA4 hosts as Google's CSP guide lists them. */
function siteCsp({ scripts, styles, styleAttributes }: ReturnType<typeof inlineHashes>) {
  return policy([
    "default-src 'self'",
    ["script-src 'self'", ...scripts, GTM],
    ["style-src 'self'", ...styles],
    // `'unsafe-hashes'` lets hashes allow style attributes (CSP Level 3).
    ["style-src-attr", ...(styleAttributes.length > 0 ? ["'unsafe-hashes'", ...styleAttributes] : ["'none'"])],
    ["img-src 'self' data:", GA, GTM],
    ["connect-src 'self'", GA, "https://*.analytics.google.com", GTM, "https://www.google.com"],
    "font-src 'self'",
    ...LOCKED,
    "upgrade-insecure-requests",
  ])
}

/**
 * The CSP of the CMS's page: Decap injects its styles at run time (emotion: 'unsafe-inline', which the
 * site never allows) and compiles its configuration check with `new Function` (ajv: 'unsafe-eval').
 * It reaches GitHub (API, status page, avatars, raw files) and Netlify's OAuth token refresh; in
 * development builds also decap-server on the editor's machine, over plain http (so no upgrade).
 */
function adminCsp(environment: SiteEnvironment) {
  const development = environment === "development"
  return policy([
    "default-src 'none'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    [
      "connect-src 'self' https://api.github.com https://www.githubstatus.com https://api.netlify.com",
      ...(development ? ["http://localhost:* http://127.0.0.1:*"] : []),
    ],
    "font-src 'self' data:",
    ...LOCKED,
    ...(development ? [] : ["upgrade-insecure-requests"]),
  ])
}

/**
 * public/_headers in Netlify's format, written by the build's adapter (gatsby-config.ts) as its last step, from the
 * routes manifest Gatsby hands it.
 */
export function writeHeaderPolicy(
  projectRoot: string,
  routes: RoutesManifest,
  env: Readonly<Record<string, string | undefined>> = process.env,
): void {
  const root = join(projectRoot, "public")
  const environment = resolveSiteEnvironment(env)
  const built = siteFiles(routes)
  const files = [...built.keys()]
  const isImmutable = (file: string) => built.get(file) === true
  const isAdmin = (file: string) => file.startsWith("/admin/")
  const html = files.filter((file) => file.endsWith(".html") && !file.startsWith("/_gatsby/") && !isAdmin(file))
  const cspOf = (pages: string[]) => siteCsp(inlineHashes(pages.map((file) => readFileSync(join(root, file), "utf8")).join("")))
  const eachUrl = (file: string, headers: Record<string, string>) => pageUrls(file).map((path) => ({ path, headers }))

  const errorPages = html.filter((file) => ERROR_PAGES.includes(file))
  if (!errorPages.includes("/404.html")) throw new Error(`${root}/404.html is missing: the build is incomplete.`)
  const fallback = {
    ...SECURITY_HEADERS,
    ...(environment === "preview" ? NOINDEX : {}),
    "Cache-Control": CACHE_REVALIDATE,
    // The error pages share the `/*` rule: its CSP allows what any of them has inline.
    "Content-Security-Policy": cspOf(errorPages),
  }
  const rules = [
    { path: "/*", headers: fallback },
    ...html.filter((file) => !ERROR_PAGES.includes(file)).flatMap((file) => eachUrl(file, { "Content-Security-Policy": cspOf([file]) })),
    ...files.filter((file) => !isAdmin(file) && isImmutable(file)).map((path) => ({ path, headers: { "Cache-Control": CACHE_IMMUTABLE } })),
    ...files.filter(isAdmin).flatMap((file) =>
      eachUrl(file, {
        ...NOINDEX,
        ...(isImmutable(file) ? { "Cache-Control": CACHE_IMMUTABLE } : {}),
        // Decap's GitHub login reports back from a popup through window.opener, which `same-origin` would cut.
        ...(file.endsWith(".html")
          ? { "Cross-Origin-Opener-Policy": "same-origin-allow-popups", "Content-Security-Policy": adminCsp(environment) }
          : {}),
      }),
    ),
  ]
  // https://docs.netlify.com/routing/headers/
  const lines = rules.flatMap(({ path, headers }) => [
    encodeURI(path),
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
  ])
  // The environment's line is what `npm run serve` names (server/start.ts).
  const comment = `# Written by gatsby build (the adapter in gatsby-config.ts): the one header policy
# for Netlify and npm start (server/). Do not edit; see docs/architecture.md.
# Site environment: ${environment}.`
  writeFileSync(join(root, "_headers"), `${comment}\n${lines.join("\n")}\n`)
  console.log(`_headers: ${rules.length} rules (${environment})`)
}
