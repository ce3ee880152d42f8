/**
 * Files derived from the built pages, the content and the settings, written
 * after the build: sitemap.xml (public pages only), robots.txt,
 * manifest.webmanifest, the share images and icons (gatsby/images/), and the
 * editors' CMS at /admin/ (gatsby/admin/: not a Gatsby page, so never in the sitemap).
 * API: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onPostBuild
 */
import { writeFileSync } from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"

import { writeAdminApp } from "./admin/cms-bundle"
import { FAVICON_SVG, MANIFEST_ICONS } from "../src/components/Seo/site-icons"
import { writeSiteImages } from "./images/site-images"
import { buildContentCheck, buildSettings } from "./content-check"

/** Paths that are not pages a visitor or a search engine should find. */
function isPublicPagePath(pagePath: string): boolean {
  return !/^\/(404|500|dev-404-page)(\/|\.html$|$)/.test(pagePath)
}

const escapeXml = (s: string): string => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

function buildSitemap(siteUrl: string, paths: readonly string[]): string {
  const urls = [...new Set(paths)]
    .filter(isPublicPagePath)
    .sort()
    .map((p) => `  <url><loc>${escapeXml(siteUrl + p)}</loc></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`
}

function buildRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`
}

function buildManifest(settings: { productName: string; themeColor: string; language: string }): string {
  return `${JSON.stringify(
    {
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
    },
    null,
    2,
  )}\n`
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, store, reporter }) => {
  const { program } = store.getState() as { program: { directory: string } }
  const settings = buildSettings(program.directory)
  const result = await graphql<{ allSitePage: { nodes: { path: string }[] } }>(`
    query PostBuildPages {
      allSitePage {
        nodes {
          path
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Die Seitenliste für sitemap.xml konnte nicht gelesen werden.", result.errors)
    return
  }
  const publicDir = path.join(program.directory, "public")
  const paths = result.data.allSitePage.nodes.map((n) => n.path)
  writeFileSync(path.join(publicDir, "sitemap.xml"), buildSitemap(settings.siteUrl, paths))
  writeFileSync(path.join(publicDir, "robots.txt"), buildRobots(settings.siteUrl))
  writeFileSync(path.join(publicDir, "manifest.webmanifest"), buildManifest(settings))
  const { data } = buildContentCheck(program.directory)
  const images = await writeSiteImages({
    projectRoot: program.directory,
    publicDir,
    productName: settings.productName,
    themeColor: settings.themeColor,
    data,
  })
  reporter.info(`Share images and icons drawn: ${images.join(", ")}`)
  const admin = writeAdminApp(program.directory, publicDir, settings, data.get("site/index.yaml"))
  reporter.info(`CMS written to /admin/ (${admin.bundleName}, ${admin.bundle.length} bytes)`)
}
