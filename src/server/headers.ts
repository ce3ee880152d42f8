/**
 * All response-header settings of the `npm start` server live in this module
 * (security headers such as CSP are added here in a later issue; keep it the
 * single place).
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

/** Sent with every response, whatever its status. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
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

const IMMUTABLE: readonly RegExp[] = [/^\/static\//, /^\/_gatsby\/(?:image|file)\//, HASHED_ROOT_ASSET]

/** The Cache-Control value for a (decoded) URL path. */
export function cacheControlFor(urlPath: string): string {
  // A precompressed variant requested by name is cached like the original.
  const path = urlPath.replace(/\.(?:br|gz)$/, "")
  if (ALWAYS_REVALIDATE.some((re) => re.test(path))) return CACHE_REVALIDATE
  if (IMMUTABLE.some((re) => re.test(path))) return CACHE_IMMUTABLE
  return CACHE_REVALIDATE
}

/**
 * Headers for a response that serves a file from the site (also applied before
 * the file lookup, so 304 Not Modified answers carry them too).
 */
export function responseHeaders(urlPath: string): Record<string, string> {
  return {
    "Cache-Control": cacheControlFor(urlPath),
    // Every file may have a precompressed .br/.gz variant; a 304 must carry Vary too.
    Vary: "Accept-Encoding",
    ...SECURITY_HEADERS,
  }
}

/**
 * Headers for responses the server generates itself (301, 400, 404, 405,
 * 414, 500): never long-lived, never stored when the server failed.
 */
export function generatedResponseHeaders(status: number): Record<string, string> {
  return {
    "Cache-Control": status >= 500 ? CACHE_NO_STORE : CACHE_REVALIDATE,
    ...SECURITY_HEADERS,
  }
}
