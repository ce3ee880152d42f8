/** @jest-environment node */
import { readFileSync } from "node:fs"
import path from "node:path"

import sharp from "sharp"

import { loadContent } from "../support/content"
import { builtPages, ERROR_PAGE_PATHS, fileForPath, publicDir, publicPages } from "../support/built-site"

const content = loadContent()
const siteUrl: string = content.siteYaml.siteUrl

describe("sitemap.xml", () => {
  const xml = readFileSync(path.join(publicDir, "sitemap.xml"), "utf8")
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)

  test("lists exactly the public pages: every built page except 404, 500 and dev-404", () => {
    const expected = publicPages().map((p) => `${siteUrl}${p.urlPath}`)
    expect(expected.length).toBeGreaterThanOrEqual(4)
    expect([...locs].sort()).toEqual([...expected].sort())
  })

  test("lists no error page and no page twice", () => {
    for (const errorPath of ERROR_PAGE_PATHS) expect(locs).not.toContain(`${siteUrl}${errorPath}`)
    expect(new Set(locs).size).toBe(locs.length)
    // The error pages really exist in the build (so the exclusion above is tested, not vacuous).
    expect(builtPages().map((p) => p.urlPath)).toEqual(expect.arrayContaining(["/404/", "/404.html", "/500/", "/500.html"]))
  })

  test("is a sitemaps.org urlset", () => {
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/)
    expect(xml.trim().endsWith("</urlset>")).toBe(true)
  })

  test("every listed page says it may be indexed and names itself as canonical", () => {
    for (const page of publicPages()) {
      expect(page.html).not.toMatch(/<meta name="robots" content="[^"]*noindex/)
      expect(page.html).toContain(`<link rel="canonical" href="${siteUrl}${page.urlPath}"`)
    }
  })
})

describe("robots.txt and manifest.webmanifest", () => {
  const manifest = JSON.parse(readFileSync(path.join(publicDir, "manifest.webmanifest"), "utf8"))

  test("robots.txt allows crawling and points to the sitemap at the site URL", () => {
    const robots = readFileSync(path.join(publicDir, "robots.txt"), "utf8")
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).not.toMatch(/^Disallow: \/$/m)
    expect(robots).toMatch(new RegExp(`^Sitemap: ${siteUrl.replace(/[.]/g, "\\.")}/sitemap\\.xml$`, "m"))
  })

  test("every page links the manifest; it names the product, the page language and colour", () => {
    for (const page of builtPages()) expect(page.html).toContain('<link rel="manifest" href="/manifest.webmanifest"')
    expect(manifest).toMatchObject({
      name: content.companyYaml.productName,
      lang: content.siteYaml.language,
      theme_color: content.siteYaml.themeColor,
      start_url: "/",
    })
  })

  test("the manifest's icons: the SVG, 192 and 512 px PNGs and a maskable 512 px PNG, each as large as it says", async () => {
    const icons = manifest.icons as Array<{ src: string; sizes: string; type: string; purpose: string }>
    expect(icons.map(({ sizes, type, purpose }) => `${sizes} ${type} ${purpose}`)).toEqual([
      "any image/svg+xml any",
      "192x192 image/png any",
      "512x512 image/png any",
      "512x512 image/png maskable",
    ])
    for (const icon of icons) {
      const file = fileForPath(icon.src)
      expect(file).not.toBeNull()
      if (icon.type !== "image/png") continue
      const { format, width, height } = await sharp(file!).metadata()
      expect(`${format} ${width}x${height}`).toBe(`png ${icon.sizes}`)
    }
  })
})
