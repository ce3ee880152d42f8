/** @jest-environment node */
/**
 * The header policy as the hosts read it: writeHeaderPolicy (the build's last step) runs on a small built site,
 * Netlify's own parser reads the public/_headers it writes, and a path gets the headers of every rule
 * matching it, as on Netlify and in server/.
 */

import type { SiteEnvironment } from "../../content-model/site-environment.ts"
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, writeHeaderPolicy } from "../../gatsby/headers/header-rules.ts"
import { builtProject, CONSENT, H, loader, netlifyHeaders, routesManifest, sha } from "../support/built-fixture.ts"

/** Files of a build by how long they may be cached: as Gatsby's routes manifest says, below /static/ a year (a missing file revalidates). */
const CACHING = {
  immutable: [`/styles.${H}.css`, "/static/logo.svg"],
  revalidate: ["/", "/page-data/app-data.json", "/static/missing.svg"],
}
const project = builtProject(["index.html", "kontakt/index.html", "über/index.html", "404.html", "404/index.html", "500.html"], {
  [`public/styles.${H}.css`]: "{}",
  "public/static/logo.svg": "{}",
  "public/page-data/app-data.json": "{}",
})
jest.spyOn(console, "log").mockImplementation(() => {})

/** The headers per path of an `environment` build. */
async function policy(environment: SiteEnvironment): Promise<(path: string) => Record<string, string>> {
  writeHeaderPolicy(project, routesManifest(project, [`/app-${H}.js`, `/styles.${H}.css`]), { SITE_ENV: environment })
  return netlifyHeaders(project)
}

/** What the site's and the CMS's CSP lock down alike: plugins, the base URL, form targets, framing. */
const LOCKED = ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]

/** The site's CSP (production) with these script hashes. */
const siteCsp = (scripts: string[]) =>
  [
    "default-src 'self'",
    `script-src 'self' ${scripts.join(" ")} https://*.googletagmanager.com`,
    `style-src 'self' ${sha("body{color:red}")}`,
    `style-src-attr 'unsafe-hashes' ${sha("outline:none")} ${sha('clip:rect(0, 0, 0, 0);font-family:"A"')}`,
    "img-src 'self' data: https://*.google-analytics.com https://*.googletagmanager.com",
    "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com https://www.google.com",
    "font-src 'self'",
    ...LOCKED,
    "upgrade-insecure-requests",
  ].join("; ")

test("every response: the security headers, revalidation, noindex in preview builds only", async () => {
  for (const environment of ["production", "preview", "development"] as const) {
    const headersOf = await policy(environment)
    for (const path of ["/", "/über/", "/nope", "/page-data/app-data.json"]) {
      expect(headersOf(path)).toMatchObject({
        "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "strict-origin-when-cross-origin",
        "Cross-Origin-Opener-Policy": "same-origin",
        "Cross-Origin-Resource-Policy": "same-origin",
        "X-Frame-Options": "DENY",
        "Cache-Control": CACHE_REVALIDATE,
      })
      expect(headersOf(path)["X-Robots-Tag"]).toBe(environment === "preview" ? "noindex" : undefined)
    }
  }
  // Every feature the site does not use is denied, none allowed.
  const features = (await policy("production"))("/")["Permissions-Policy"]!.split(", ")
  expect(features).toEqual(expect.arrayContaining(["camera=()", "microphone=()", "geolocation=()", "payment=()"]))
  expect(features.filter((feature) => !/^[a-z-]+=\(\)$/.test(feature))).toEqual([])
})

test("each page has a CSP with the hashes of its own inline scripts, style elements and style attributes, nothing unsafe for scripts", async () => {
  const headersOf = await policy("production")
  for (const path of ["/", "/kontakt/", "/über/"])
    expect(headersOf(path)["Content-Security-Policy"]).toBe(siteCsp([sha(CONSENT), sha(loader(path))]))
  expect(headersOf("/kontakt/index.html")).toEqual(headersOf("/kontakt/"))
  // Unknown paths get the 404 page: the CSP of `/*` allows what the error pages have inline.
  const errorPages = ["/404.html", "/404/", "/500.html"].map((path) => sha(loader(path)))
  expect(headersOf("/nope")["Content-Security-Policy"]).toBe(siteCsp([sha(CONSENT), ...errorPages]))
})

test("a year's caching for content-hashed files only", async () => {
  const headersOf = await policy("production")
  for (const path of CACHING.immutable) expect([path, headersOf(path)["Cache-Control"]]).toEqual([path, CACHE_IMMUTABLE])
  for (const path of CACHING.revalidate) expect([path, headersOf(path)["Cache-Control"]]).toEqual([path, CACHE_REVALIDATE])
})

test("the CMS: noindex in every environment, its page its own CSP and the opener policy its GitHub login needs", async () => {
  const csp = [
    "default-src 'none'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "connect-src 'self' https://api.github.com https://www.githubstatus.com https://api.netlify.com",
    "font-src 'self' data:",
    ...LOCKED,
    "upgrade-insecure-requests",
  ].join("; ")
  // Development builds let it reach decap-server on the editor's machine, over plain http.
  const developmentCsp = csp
    .replace("api.netlify.com", "api.netlify.com http://localhost:* http://127.0.0.1:*")
    .replace("; upgrade-insecure-requests", "")
  for (const environment of ["production", "preview", "development"] as const) {
    const headersOf = await policy(environment)
    expect(headersOf("/admin/")).toMatchObject({
      "X-Robots-Tag": "noindex",
      "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
      "Content-Security-Policy": environment === "development" ? developmentCsp : csp,
      "Cache-Control": CACHE_REVALIDATE,
      "X-Frame-Options": "DENY",
    })
    // Its bundle: immutable and noindex, under the CSP of `/*`.
    const bundle = headersOf(`/admin/cms.${H}.js`)
    expect(bundle).toMatchObject({ "Cache-Control": CACHE_IMMUTABLE, "X-Robots-Tag": "noindex" })
    expect(bundle["Content-Security-Policy"]).toBe(headersOf("/nope")["Content-Security-Policy"])
  }
})

test("the header policy refuses a build without 404.html", () => {
  const incomplete = builtProject(["index.html"])
  expect(() => writeHeaderPolicy(incomplete, routesManifest(incomplete), {})).toThrow(/404\.html is missing/)
})
