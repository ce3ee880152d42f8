/** @jest-environment node */
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, cacheControlFor, SECURITY_HEADERS } from "../../gatsby/headers/header-rules.ts"

const H = "3f2a1b9c4d5e6f708192" // 20 hex digits, webpack's default contenthash length

describe("cacheControlFor", () => {
  test.each([
    "/",
    "/index.html",
    "/kontakt/",
    "/404.html",
    "/page-data/index/page-data.json",
    "/page-data/app-data.json",
    "/page-data/sq/d/1234567890.json",
    `/page-data/${H}.json`,
    "/chunk-map.json",
    "/webpack.stats.json",
    "/sw.js",
    "/robots.txt",
    "/sitemap-index.xml",
    "/sitemap-0.xml",
    "/_gatsby/slices/_gatsby-scripts-1.html",
    "/~partytown/partytown.js",
    "/favicon.ico",
    "/manifest.webmanifest",
    "/app.js", // no hash
    "/app-0123.js", // too short for a content hash
    `/kontakt/app-${H}.js`, // not at the root
    `/app-${H}.json`,
    "/_headers",
    "/admin/",
    "/admin/index.html",
    "/admin/cms.js", // no hash
    `/admin/app-${H}.js`, // not the CMS bundle's name
  ])("%s must revalidate", (path) => {
    expect(cacheControlFor(path)).toBe(CACHE_REVALIDATE)
  })

  test.each([
    `/app-${H}.js`,
    `/app-${H}.js.map`,
    `/app-${H}.js.LICENSE.txt`,
    `/framework-${H}.js`,
    `/webpack-runtime-${H}.js`,
    `/component---src-pages-index-tsx-${H}.js`,
    `/231-${H}.js`,
    `/polyfill-${H}.js`,
    `/styles.${H}.css`,
    `/styles.${H}.css.map`,
    `/app-${H}.js.br`,
    `/app-${H}.js.gz`,
    "/static/x.svg",
    "/static/d41d8cd98f00b204e9800998ecf8427e/logo.png",
    "/_gatsby/image/abc/def/x.webp",
    "/_gatsby/file/abc/x.pdf",
    `/admin/cms.${H}.js`,
    `/admin/cms.${H}.js.br`,
  ])("%s is immutable", (path) => {
    expect(cacheControlFor(path)).toBe(CACHE_IMMUTABLE)
  })
})

describe("SECURITY_HEADERS", () => {
  test("Permissions-Policy denies every listed feature and allows none", () => {
    const entries = SECURITY_HEADERS["Permissions-Policy"]!.split(", ")
    expect(entries.length).toBeGreaterThanOrEqual(15)
    for (const entry of entries) expect(entry).toMatch(/^[a-z-]+=\(\)$/)
    expect(entries).toEqual(expect.arrayContaining(["camera=()", "microphone=()", "geolocation=()", "payment=()"]))
  })
})
