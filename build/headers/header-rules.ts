/**
 * Builds the rules of `public/_headers` from the files in public/ and the
 * policy in build/headers/header-policy.ts.
 *
 * Shape (so that it means the same on every host, whatever a host does when
 * two rules set one header):
 *   1. `/*` — every header every response gets: security headers,
 *      `Cache-Control: public, max-age=0, must-revalidate`, noindex for
 *      previews, and the CSP of the error pages (404.html, 500.html). Unknown
 *      paths get exactly this, together with the 404 page.
 *   2. one rule per page URL (`/kontakt/` and `/kontakt/index.html`): its own CSP.
 *   3. one rule per immutable file (hashed webpack output, `/static/…`):
 *      `Cache-Control: public, max-age=31536000, immutable`. Exact file paths,
 *      not `/static/*`, so a 404 below /static/ is never cached for a year.
 *   4. one rule per file of the CMS (`/admin/…`, build/admin/): noindex; its
 *      page (`/admin/`, `/admin/index.html`) also gets the CMS's own CSP and
 *      opener policy, its hashed bundle the immutable caching. The site's
 *      pages never get these.
 * Every later rule is an exact path that overrides only the names it sets.
 */
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"

import type { SiteEnvironment } from "../site-environment.ts"
import {
  ADMIN_HEADERS,
  ADMIN_PAGE_HEADERS,
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  NOINDEX_HEADERS,
  SECURITY_HEADERS,
  cacheControlFor,
} from "./header-policy.ts"
import type { HeaderRule } from "./netlify-headers.ts"
import { adminContentSecurityPolicy, contentSecurityPolicy, inlineHashes, mergeHashes } from "./csp.ts"

/** Netlify configuration files: never served, never listed. */
const HOST_CONFIG_FILES = new Set(["/_headers", "/_redirects"])

/** Error pages: served for unknown paths and server errors, so their CSP is the `/*` one. */
const ERROR_PAGES = ["/404.html", "/404/index.html", "/500.html", "/500/index.html"]

/** URL paths (POSIX, leading slash) of every file below `root`, precompressed variants excluded. */
export function listSiteFiles(root: string): string[] {
  const files: string[] = []
  const walk = (dir: string, prefix: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const abs = join(dir, name)
      const urlPath = `${prefix}/${name}`
      if (statSync(abs).isDirectory()) walk(abs, urlPath)
      else if (!/\.(?:br|gz)$/.test(name) && !HOST_CONFIG_FILES.has(urlPath)) files.push(urlPath)
    }
  }
  walk(root, "")
  return files
}

/** Files of the CMS (build/admin/), which is not part of the site. */
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
  const fallbackCsp = contentSecurityPolicy(mergeHashes(errorPages.map((file) => inlineHashes(read(file)))), environment)

  const fallback: HeaderRule = {
    path: "/*",
    headers: Object.entries({
      ...SECURITY_HEADERS,
      ...(environment === "preview" ? NOINDEX_HEADERS : {}),
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
    const headers: Record<string, string> = { ...ADMIN_HEADERS }
    if (cacheControlFor(file) === CACHE_IMMUTABLE) headers["Cache-Control"] = CACHE_IMMUTABLE
    if (file.endsWith(".html")) Object.assign(headers, ADMIN_PAGE_HEADERS, { "Content-Security-Policy": csp })
    return pageUrls(file).map((path) => ({ path, headers: Object.entries(headers) }))
  })
}

const ADAPTER_BLOCK = /# gatsby-adapter-netlify start\n([\s\S]*?)# gatsby-adapter-netlify end/g

/**
 * Compares our caching with what gatsby-adapter-netlify wrote (Gatsby's own
 * routes manifest) and returns one message per disagreement. Known adapter
 * quirk: with trailingSlash "always" it writes `/styles.<hash>.css/`; a
 * trailing slash after a file name is read as the file.
 */
export function compareWithAdapter(adapterHeadersText: string, files: readonly string[]): string[] {
  const problems: string[] = []
  const fileSet = new Set(files)
  for (const block of adapterHeadersText.matchAll(ADAPTER_BLOCK)) {
    let path: string | undefined
    for (const line of (block[1] ?? "").split("\n")) {
      if (line.startsWith("/")) path = decodeURI(line.trim())
      const match = /^\s+cache-control:\s*(.+)$/i.exec(line)
      if (!match || path === undefined) continue
      const theirs = (match[1] ?? "").trim()
      if (path === "/*") continue // the default, ours too
      const targets = path.endsWith("/*")
        ? files.filter((file) => file.startsWith(path!.slice(0, -1)))
        : [fileSet.has(path.replace(/\/$/, "")) ? path.replace(/\/$/, "") : path]
      for (const target of targets) {
        const ours = cacheControlFor(target)
        if (ours !== theirs) problems.push(`${target}: gatsby-adapter-netlify says "${theirs}", our policy "${ours}"`)
      }
    }
  }
  return problems
}
