/**
 * Link previews and icons as our server delivers them: every page's share
 * image (its absolute URL points at the live site, so it is requested here by
 * path from the local server), favicon.ico, the apple-touch-icon and the
 * manifest's icons, each checked for the size its bytes really have and for
 * the headers the header policy gives every file.
 */
import type { APIRequestContext, APIResponse } from "@playwright/test"

import { CACHE_REVALIDATE } from "../gatsby/headers/header-rules"
import { contact, datenschutz, home, impressum, site } from "./content"
import { expect, test } from "./fixtures"

/** Every page kind, and whose YAML gives its share image's alt text (the error page shows the home page's). */
const PAGES = [
  { path: "/", alt: home.seo.shareImage.alt },
  { path: "/impressum/", alt: impressum.seo.shareImage.alt },
  { path: "/datenschutz/", alt: datenschutz.seo.shareImage.alt },
  { path: "/kontakt/", alt: contact.seo.shareImage.alt },
  { path: "/gibt-es-nicht/", alt: home.seo.shareImage.alt },
]

/** Width and height from a PNG's IHDR chunk (the first chunk, right after the 8-byte signature). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a")
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR")
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

/** The sizes listed in an ICO file's directory (a width byte of 0 means 256). */
function icoSizes(bytes: Buffer): string[] {
  expect(bytes.readUInt16LE(0)).toBe(0)
  expect(bytes.readUInt16LE(2)).toBe(1)
  return Array.from({ length: bytes.readUInt16LE(4) }, (_, i) => {
    const entry = 6 + 16 * i
    return `${bytes[entry] || 256}x${bytes[entry + 1] || 256}`
  })
}

/** A file of the build as the server sends it, with the policy every unhashed file gets. */
async function served(request: APIRequestContext, urlPath: string, contentType: RegExp): Promise<APIResponse> {
  const response = await request.get(urlPath, { headers: { "Accept-Encoding": "br, gzip" } })
  expect(response.status(), urlPath).toBe(200)
  const headers = response.headers()
  expect(headers["content-type"], urlPath).toMatch(contentType)
  expect(headers["cache-control"], urlPath).toBe(CACHE_REVALIDATE)
  expect(headers["x-content-type-options"], urlPath).toBe("nosniff")
  return response
}

const metaContent = (html: string, key: string): string | undefined =>
  new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`).exec(html)?.[1]

for (const { path, alt } of PAGES) {
  test(`${path}: the share image is a 1200×630 PNG on the site URL, with its alt text from YAML and a large Twitter card`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text()
    const image = metaContent(html, "og:image")!
    expect(image.startsWith(`${site.siteUrl}/share/`)).toBe(true)
    expect(metaContent(html, "twitter:image")).toBe(image)
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image")
    expect([metaContent(html, "og:image:width"), metaContent(html, "og:image:height"), metaContent(html, "og:image:type")]).toEqual([
      "1200",
      "630",
      "image/png",
    ])

    const response = await served(request, new URL(image).pathname, /^image\/png$/)
    expect(response.headers()["content-encoding"]).toBeUndefined()
    expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 })

    // After hydration the browser's head says the same as the server's HTML.
    await page.goto(path)
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", image)
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", alt)
    await expect(page.locator('meta[name="twitter:image:alt"]')).toHaveAttribute("content", alt)
  })
}

test("favicon.ico holds 16, 32 and 48 px and is sent compressed; every page links it with the SVG and the apple-touch-icon", async ({
  request,
}) => {
  const html = await (await request.get("/")).text()
  expect(html).toMatch(/<link rel="icon" href="\/favicon\.ico" sizes="32x32"/)
  expect(html).toMatch(/<link rel="icon" href="\/favicon\.svg" type="image\/svg\+xml"/)
  expect(html).toMatch(/<link rel="apple-touch-icon" href="\/apple-touch-icon\.png"/)

  const ico = await served(request, "/favicon.ico", /^image\/(x-icon|vnd\.microsoft\.icon)$/)
  // Its entries are raw bitmaps, so it is precompressed like text (gatsby/precompress.ts).
  expect(ico.headers()["content-encoding"]).toBe("br")
  expect(icoSizes(await ico.body()).sort()).toEqual(["16x16", "32x32", "48x48"])
})

test("the apple-touch-icon is 180×180 px", async ({ request }) => {
  const response = await served(request, "/apple-touch-icon.png", /^image\/png$/)
  expect(pngSize(await response.body())).toEqual({ width: 180, height: 180 })
})

test("the manifest's PNG icons (192, 512 and maskable 512 px) are as large as it says", async ({ request }) => {
  const manifest = (await (await served(request, "/manifest.webmanifest", /^application\/manifest\+json/)).json()) as {
    icons: Array<{ src: string; sizes: string; type: string; purpose: string }>
  }
  const pngs = manifest.icons.filter((icon) => icon.type === "image/png")
  expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"])
  for (const icon of pngs) {
    const { width, height } = pngSize(await (await served(request, icon.src, /^image\/png$/)).body())
    expect(`${width}x${height}`).toBe(icon.sizes)
  }
})
