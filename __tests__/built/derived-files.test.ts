/**
 * @jest-environment node
 *
 * What the build derives after the pages (gatsby/derived-files.ts): sitemap.xml, robots.txt, the manifest,
 * the share image and icons drawn from YAML and static/favicon.svg, and the editors' CMS at /admin/,
 * kept apart from the site. That the server delivers them with their headers is e2e's.
 */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"

import sharp from "sharp"

import { listSiteFiles } from "../../server/server"
import { loadContent } from "../support/content"
import { builtPages as pages, fileForPath, isErrorPage, publicDir } from "../support/built-site"

const content = loadContent()
const siteUrl: string = content.siteYaml.siteUrl
const publicPages = pages.filter((page) => !isErrorPage(page.urlPath))
const read = (file: string) => readFileSync(path.join(publicDir, file), "utf8")
const meta = (html: string, key: string): string | undefined =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`)
    .exec(html)?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")

// That each is indexable and its own canonical: e2e/launch-rehearsal.spec.ts (production) and __tests__/seo/structured-data.test.tsx.
test("sitemap.xml lists exactly the public pages; robots.txt points to it", () => {
  expect(publicPages.length).toBeGreaterThanOrEqual(4)
  // The error pages exist, so leaving them out is tested.
  expect(pages.filter((page) => isErrorPage(page.urlPath)).length).toBeGreaterThanOrEqual(3)
  const xml = read("sitemap.xml")
  expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n/)
  expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(publicPages.map((page) => `${siteUrl}${page.urlPath}`).sort())
  expect(read("robots.txt")).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`)
})

test("every page links the manifest; it names the product, language and colour, and icons as large as they say", async () => {
  for (const page of pages) expect(page.html).toContain('<link rel="manifest" href="/manifest.webmanifest"')
  const manifest = JSON.parse(read("manifest.webmanifest"))
  const { themeColor: theme_color } = content.siteYaml
  expect(manifest).toMatchObject({ name: content.companyYaml.productName, lang: "de", theme_color, start_url: "/" })
  const icons = manifest.icons as Array<{ src: string; sizes: string; type: string; purpose: string }>
  expect(icons.map(({ sizes, type, purpose }) => `${sizes} ${type} ${purpose}`)).toEqual([
    "any image/svg+xml any",
    "192x192 image/png any",
    "512x512 image/png any",
    "512x512 image/png maskable",
  ])
  expect(fileForPath(icons[0]!.src)).not.toBeNull()
  for (const icon of icons.slice(1)) {
    const { format, width, height } = await sharp(fileForPath(icon.src)!).metadata()
    expect(`${format} ${width}x${height}`).toBe(`png ${icon.sizes}`)
  }
})

test("every page names the site's one share image, its alt text the product name and the site's YAML", async () => {
  const alt = `${content.companyYaml.productName} – ${content.siteYaml.shareImage.alt}`
  for (const page of pages) {
    expect([page.urlPath, meta(page.html, "og:image"), meta(page.html, "og:image:alt")]).toEqual([
      page.urlPath,
      `${siteUrl}/share.png`,
      alt,
    ])
  }
  expect(await sharp(fileForPath("/share.png")!).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 })
})

test("favicon.ico holds 16, 32 and 48 px; the apple-touch-icon is 180 px", async () => {
  const ico = readFileSync(fileForPath("/favicon.ico")!)
  // The ICO header (reserved 0, type 1, the count), then 16 bytes per image from its width and height (0 means 256).
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1])
  const sizes = Array.from({ length: ico.readUInt16LE(4) }, (_, i) => `${ico[6 + 16 * i] || 256}x${ico[7 + 16 * i] || 256}`)
  expect(sizes.sort()).toEqual(["16x16", "32x32", "48x48"])
  expect(await sharp(fileForPath("/apple-touch-icon.png")!).metadata()).toMatchObject({ format: "png", width: 180, height: 180 })
})

test("the maskable icon is opaque, its edge the theme colour, its logo inside the safe zone (the central circle of 80 % diameter)", async () => {
  const theme = content.siteYaml.themeColor.match(/[0-9a-f]{2}/gi)!.map((hex: string) => parseInt(hex, 16))
  const { data, info } = await sharp(fileForPath("/icons/icon-maskable-512.png")!).raw().toBuffer({ resolveWithObject: true })
  expect(info.channels).toBe(3)
  /** The largest difference (0–255, any channel) from the theme colour of the pixels farther than `radius` × width from the centre. */
  const deviationOutside = (radius: number): number => {
    let deviation = 0
    for (let pixel = 0; pixel < info.width * info.height; pixel++) {
      const x = (pixel % info.width) + 0.5 - info.width / 2
      const y = Math.floor(pixel / info.width) + 0.5 - info.height / 2
      if (Math.hypot(x, y) <= radius * info.width) continue
      for (let c = 0; c < 3; c++) deviation = Math.max(deviation, Math.abs(data[pixel * 3 + c]! - theme[c]!))
    }
    return deviation
  }
  expect(deviationOutside(0.4)).toBeLessThanOrEqual(2) // colour rounding
  // The logo's white line does reach into the zone (the check above is not met by an empty icon).
  expect(deviationOutside(0.1)).toBeGreaterThan(100)
})

// That it works, its configuration built in and nothing fetched from another host: e2e/cms-editing.spec.ts; that it is
// noindex: header-policy.test.ts.
test("the CMS: a German page that loads one script, its content-hashed bundle", () => {
  const html = read("admin/index.html")
  const scripts = readdirSync(path.join(publicDir, "admin")).filter((name) => name.endsWith(".js"))
  expect(scripts).toEqual([expect.stringMatching(/^cms\.[0-9a-f]{20}\.js$/)])
  expect([...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => m[1]! + m[2])).toEqual([` src="/admin/${scripts[0]}"`])
  expect(html).toMatch(/<html lang="de">/)
})

test("no site page, page data, sitemap, manifest or site script names the CMS", () => {
  const siteFiles = listSiteFiles(publicDir).filter((file) => /^\/(?!admin\/).*\.(?:html|json|xml|txt|webmanifest|js)$/.test(file))
  expect(siteFiles.length).toBeGreaterThan(20)
  expect(siteFiles.filter((file) => /\/admin\/|decap-cms/.test(read(file)))).toEqual([])
})
