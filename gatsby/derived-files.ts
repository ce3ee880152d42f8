/**
 * Files derived from the pages, the content and the settings, written to public/ by onPostBuild, so
 * every host serves them under the same header policy.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"

import { FAVICON_SVG, MANIFEST_ICONS, SHARE_IMAGE } from "../src/components/Seo/site-icons"
import { fillFacts } from "../content-model/facts"
import type { SiteSettings } from "../content-model/settings"
import { adminApp } from "./admin/cms-bundle"
import { renderIcons } from "./images/icons"
import { renderShareImage } from "./images/share-image"

/** Served for unknown paths and server errors (and `gatsby develop`'s own 404 page): in no sitemap. */
const ERROR_PAGE = /^\/(?:404|500|dev-404-page)(?:\/|\.html)$/

/** `pages`: the URL paths of the pages Gatsby built. Returns the URL paths written. */
export async function writeDerivedFiles(root: string, settings: SiteSettings, data: Map<string, unknown>, pages: string[]) {
  const { productName, siteUrl, themeColor, shareImage, facts } = settings
  const logoSvg = readFileSync(path.join(root, "static", "favicon.svg"), "utf8")

  const files = new Map([...(await renderIcons(logoSvg, themeColor)), ...adminApp(root, settings, data)])
  const shareText = { productName, title: fillFacts(shareImage.title, facts), line: fillFacts(shareImage.line, facts) }
  files.set(SHARE_IMAGE.src, await renderShareImage(shareText, logoSvg, root))
  // Site address and routes need no XML escaping (their formats allow no "&" or "<").
  const routes = pages.filter((page) => !ERROR_PAGE.test(page)).sort()
  const urls = routes.map((route) => `  <url><loc>${siteUrl + route}</loc></url>`)
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`
  files.set("/sitemap.xml", Buffer.from(sitemap))
  files.set("/robots.txt", Buffer.from(`User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`))
  const manifest = {
    name: productName,
    short_name: productName,
    lang: "de",
    start_url: "/",
    scope: "/",
    display: "browser",
    background_color: "#ffffff",
    theme_color: themeColor,
    icons: [
      { src: FAVICON_SVG, sizes: "any", type: "image/svg+xml", purpose: "any" },
      ...MANIFEST_ICONS.map(({ src, size, purpose }) => ({ src, sizes: `${size}x${size}`, type: "image/png", purpose })),
    ],
  }
  files.set("/manifest.webmanifest", Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`))
  for (const [urlPath, bytes] of files) {
    mkdirSync(path.dirname(path.join(root, "public", urlPath)), { recursive: true })
    writeFileSync(path.join(root, "public", urlPath), bytes)
  }
  return [...files.keys()].sort()
}
