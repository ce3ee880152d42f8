/**
 * Files derived from the pages, the content and the settings, written after the build: sitemap.xml
 * (public pages only), robots.txt, manifest.webmanifest, the icons and a share image per page whose
 * YAML has `seo.shareImage` (gatsby/images/), and the editors' CMS at /admin/ (gatsby/admin/: not a
 * Gatsby page, so never in the sitemap). In public/, so every host serves them under the same header policy.
 * API: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onPostBuild
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"

import { writeAdminApp } from "./admin/cms-bundle"
import { FAVICON_SVG, MANIFEST_ICONS, shareImagePath } from "../src/components/Seo/site-icons"
import { renderIcons } from "./images/icons"
import { renderShareImage, sharePages } from "./images/share-image"
import { buildContentCheck, buildSettings } from "./content-check"

/** Paths that are not pages a visitor or a search engine should find. */
const isPublicPagePath = (pagePath: string): boolean => !/^\/(404|500|dev-404-page)(\/|\.html$|$)/.test(pagePath)

const escapeXml = (s: string): string => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

function sitemap(siteUrl: string, paths: readonly string[]): string {
  const urls = [...new Set(paths)]
    .filter(isPublicPagePath)
    .sort()
    .map((p) => `  <url><loc>${escapeXml(siteUrl + p)}</loc></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`
}

function manifest(settings: { productName: string; themeColor: string; language: string }): unknown {
  return {
    name: settings.productName,
    short_name: settings.productName,
    lang: settings.language,
    start_url: "/",
    scope: "/",
    display: "browser",
    background_color: "#ffffff",
    theme_color: settings.themeColor,
    icons: [
      { src: FAVICON_SVG, sizes: "any", type: "image/svg+xml", purpose: "any" },
      ...MANIFEST_ICONS.map(({ src, size, purpose }) => ({ src, sizes: `${size}x${size}`, type: "image/png", purpose })),
    ],
  }
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter }) => {
  const { program, pages } = store.getState() as { program: { directory: string }; pages: Map<string, unknown> }
  const root = program.directory
  const settings = buildSettings(root)
  const { data } = buildContentCheck(root)
  const logoSvg = readFileSync(path.join(root, "static", "favicon.svg"), "utf8")

  const files = await renderIcons(logoSvg, settings.themeColor)
  for (const { contentFile, title, line } of sharePages(data)) {
    files.set(shareImagePath(contentFile), await renderShareImage({ productName: settings.productName, title, line }, logoSvg, root))
  }
  files.set("/sitemap.xml", Buffer.from(sitemap(settings.siteUrl, [...pages.keys()])))
  files.set("/robots.txt", Buffer.from(`User-agent: *\nAllow: /\n\nSitemap: ${settings.siteUrl}/sitemap.xml\n`))
  files.set("/manifest.webmanifest", Buffer.from(`${JSON.stringify(manifest(settings), null, 2)}\n`))
  for (const [urlPath, bytes] of files) {
    mkdirSync(path.dirname(path.join(root, "public", urlPath)), { recursive: true })
    writeFileSync(path.join(root, "public", urlPath), bytes)
  }
  reporter.info(`Written: ${[...files.keys()].sort().join(", ")}`)
  const admin = writeAdminApp(root, settings, data.get("site/index.yaml"))
  reporter.info(`CMS written to /admin/ (${admin.bundleName}, ${admin.bundle.length} bytes)`)
}
