/**
 * The site's response-header policy, in one module: caching, security
 * headers, noindex for previews. The build turns it (plus the per-page CSP of
 * build/headers/csp.ts) into `public/_headers`, the one artifact that Netlify, the
 * `npm start` server and the generated nginx config all apply
 * (build/headers/header-rules.ts, build/headers/netlify-headers.ts).
 *
 * Caching follows Gatsby's "Caching Static Sites" docs and what Gatsby's own
 * adapter manager emits (packages/gatsby/src/utils/adapter/manager.ts):
 * HTML, page-data, app-data, chunk-map, webpack.stats, sw.js, robots and
 * sitemaps must revalidate because they keep their names across deploys;
 * `/static/**`, `_gatsby/image|file/**` and the content-hashed webpack files
 * at the root are immutable for a year.
 */

/** Files whose names stay the same across deploys. */
export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate"
/** Content-addressed files: the name changes whenever the bytes change. */
export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable"
/** Server errors must never be stored by a cache. */
export const CACHE_NO_STORE = "no-store"

/** One year, as the issue and the HSTS preload list ask. */
const HSTS = "max-age=31536000; includeSubDomains"

/**
 * Features the site does not use, all denied (W3C Permissions Policy; names as
 * Chromium knows them, unknown ones would only log a console warning).
 */
const PERMISSIONS_POLICY = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ")

/** Sent with every response, whatever its status (the `/*` rule of `_headers`). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "Strict-Transport-Security": HSTS,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": PERMISSIONS_POLICY,
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "X-Frame-Options": "DENY",
})

/** Deploy previews and branch deploys must never be indexed. */
export const NOINDEX_HEADERS: Readonly<Record<string, string>> = Object.freeze({ "X-Robots-Tag": "noindex" })

/**
 * The CMS at /admin/ (build/admin/) is for editors, not visitors: never
 * indexed, in every environment.
 */
export const ADMIN_HEADERS: Readonly<Record<string, string>> = Object.freeze({ "X-Robots-Tag": "noindex" })

/**
 * The CMS page only: Decap's GitHub login opens Netlify's OAuth page in a popup that reports back
 * through `window.opener.postMessage`; `same-origin` would cut that link (the popup gets a new
 * browsing context group), `same-origin-allow-popups` keeps it for popups the page opens itself.
 */
export const ADMIN_PAGE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
})

/**
 * Paths that must always revalidate, checked before the immutable rules so a
 * future rule can never make them long-lived by accident.
 */
const ALWAYS_REVALIDATE: readonly RegExp[] = [
  /^\/page-data\//, // incl. /page-data/app-data.json and /page-data/sq/d/*.json
  /^\/(?:[^/]*\/)*app-data\.json$/,
  /^\/chunk-map\.json$/,
  /^\/webpack\.stats\.json$/,
  /^\/sw\.js$/,
  /^\/robots\.txt$/,
  /^\/sitemap[^/]*\.xml$/, // sitemap.xml, sitemap-index.xml, sitemap-0.xml
  /^\/_gatsby\/slices\//,
  /^\/~partytown\//,
]

/**
 * webpack output at the root as configured by Gatsby 5
 * (`[name]-[contenthash].js`, `[name].[contenthash].css`; webpack's default
 * hash length is 20 hex digits), plus source maps and extracted licence files:
 * app-…js, framework-…js, webpack-runtime-…js, component---src-pages-…-….js,
 * numbered chunks (231-….js), styles.….css.
 */
const HASHED_ROOT_ASSET = /^\/[^/]*[-.][0-9a-f]{20}\.(?:m?js|css)(?:\.map|\.LICENSE\.txt)?$/

/** The CMS bundle (build/admin/cms-bundle.ts): `cms.` + 20 hex digits of its SHA-256. */
const ADMIN_BUNDLE = /^\/admin\/cms\.[0-9a-f]{20}\.js$/

const IMMUTABLE: readonly RegExp[] = [/^\/static\//, /^\/_gatsby\/(?:image|file)\//, HASHED_ROOT_ASSET, ADMIN_BUNDLE]

/** The Cache-Control value for a (decoded) URL path. */
export function cacheControlFor(urlPath: string): string {
  // A precompressed variant requested by name is cached like the original.
  const path = urlPath.replace(/\.(?:br|gz)$/, "")
  if (ALWAYS_REVALIDATE.some((re) => re.test(path))) return CACHE_REVALIDATE
  if (IMMUTABLE.some((re) => re.test(path))) return CACHE_IMMUTABLE
  return CACHE_REVALIDATE
}
