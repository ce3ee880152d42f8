/**
 * @jest-environment node
 *
 * What the build drew from YAML and static/favicon.svg (gatsby/images/): each
 * page's share image and alt text, and the opaque icons for home screens.
 * That the server delivers them (real sizes, headers) is e2e/serving.spec.ts.
 */
import sharp from "sharp"

import { loadContent } from "../support/content"
import { builtPages, ERROR_PAGE_PATHS, fileForPath } from "../support/built-site"

const content = loadContent()
const siteUrl: string = content.siteYaml.siteUrl

/** The YAML whose share image a built page shows: its own file, or the home page's for the error pages. */
const YAML_BY_PATH: Record<string, { seo: { shareImage: { alt: string } } }> = {
  "/": content.homeYaml,
  "/impressum/": content.impressumYaml,
  "/datenschutz/": content.datenschutzYaml,
  "/kontakt/": content.contactYaml,
}

const meta = (html: string, key: string): string | undefined =>
  new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`).exec(html)?.[1]
const unescapeHtml = (s: string): string =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")

describe("share images in the build", () => {
  const pages = builtPages().filter((p) => p.urlPath !== "/dev-404-page/")

  test("every page names its share image with the alt text from its YAML (error pages: the home page's)", () => {
    expect(pages.length).toBeGreaterThanOrEqual(8)
    for (const page of pages) {
      const yaml = ERROR_PAGE_PATHS.includes(page.urlPath) ? content.homeYaml : YAML_BY_PATH[page.urlPath]
      expect(yaml).toBeDefined()
      expect(unescapeHtml(meta(page.html, "og:image:alt") ?? "")).toBe(yaml!.seo.shareImage.alt)
      expect(meta(page.html, "twitter:image:alt")).toBe(meta(page.html, "og:image:alt"))
      expect(meta(page.html, "og:image")).toMatch(new RegExp(`^${siteUrl.replace(/\./g, "\\.")}/share/[a-z-]+\\.png$`))
      expect(meta(page.html, "twitter:image")).toBe(meta(page.html, "og:image"))
    }
  })

  test("each public page has an image of its own", () => {
    const images = Object.keys(YAML_BY_PATH).map((urlPath) => meta(pages.find((p) => p.urlPath === urlPath)!.html, "og:image"))
    expect(new Set(images).size).toBe(images.length)
  })
})

describe("icons for home screens", () => {
  const theme = content.siteYaml.themeColor
    .slice(1)
    .match(/../g)!
    .map((hex: string) => parseInt(hex, 16))

  /**
   * The largest difference (0–255, any channel) from the theme colour among the pixels farther than
   * `radius` (a share of the width) from the centre: 0–2 where only the background is (colour rounding).
   */
  async function deviationOutside(urlPath: string, radius: number): Promise<number> {
    const { data, info } = await sharp(fileForPath(urlPath)!).raw().toBuffer({ resolveWithObject: true })
    let deviation = 0
    const centre = info.width / 2
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        if (Math.hypot(x + 0.5 - centre, y + 0.5 - centre) <= radius * info.width) continue
        const i = (y * info.width + x) * info.channels
        for (let c = 0; c < 3; c++) deviation = Math.max(deviation, Math.abs(data[i + c]! - theme[c]!))
      }
    }
    return deviation
  }

  test.each(["/apple-touch-icon.png", "/icons/icon-maskable-512.png"])("%s is opaque, its edge the theme colour", async (urlPath) => {
    expect((await sharp(fileForPath(urlPath)!).metadata()).hasAlpha).toBe(false)
    expect(await deviationOutside(urlPath, 0.45)).toBeLessThanOrEqual(2)
  })

  test("the maskable icon's logo stays inside the safe zone (the central circle of 80 % diameter)", async () => {
    expect(await deviationOutside("/icons/icon-maskable-512.png", 0.4)).toBeLessThanOrEqual(2)
    // The logo's white line does reach into the zone (the check above is not met by an empty icon).
    expect(await deviationOutside("/icons/icon-maskable-512.png", 0.1)).toBeGreaterThan(100)
  })
})
