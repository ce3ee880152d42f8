/** @jest-environment node */
import { mkdtempSync, writeFileSync, mkdirSync, cpSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import { buildManifest, buildRobots, buildSitemap, isPublicPagePath } from "../../gatsby/post-build"
import { loadSiteSettings } from "../../gatsby/site-settings"
import { projectRoot } from "../support/content"

describe("sitemap, robots.txt, manifest", () => {
  test("the sitemap lists the public pages, absolute, without 404/500", () => {
    const xml = buildSitemap("https://www.example.com", ["/", "/404/", "/404.html", "/500/", "/kontakt/", "/impressum/", "/dev-404-page/"])
    expect(xml).toContain("<loc>https://www.example.com/</loc>")
    expect(xml).toContain("<loc>https://www.example.com/kontakt/</loc>")
    expect(xml).toContain("<loc>https://www.example.com/impressum/</loc>")
    expect(xml).not.toMatch(/404|500|dev-404/)
    expect(isPublicPagePath("/datenschutz/")).toBe(true)
    expect(isPublicPagePath("/404.html")).toBe(false)
  })

  test("robots.txt points to the sitemap", () => {
    expect(buildRobots("https://www.example.com")).toMatch(/^Sitemap: https:\/\/www\.example\.com\/sitemap\.xml$/m)
  })

  test("the manifest uses the product name and theme colour", () => {
    const manifest = JSON.parse(buildManifest({ productName: "P", themeColor: "#123456", language: "de" }))
    expect(manifest).toMatchObject({ name: "P", theme_color: "#123456", lang: "de", start_url: "/" })
  })
})

describe("site settings from YAML", () => {
  function copyContent(): string {
    const dir = mkdtempSync(path.join(os.tmpdir(), "settings-"))
    cpSync(path.join(projectRoot, "content"), path.join(dir, "content"), { recursive: true })
    return dir
  }

  test("reads the real files; GTM_ID overrides the container id", () => {
    const settings = loadSiteSettings(projectRoot, {})
    expect(settings.siteUrl).toMatch(/^https:\/\//)
    expect(settings.siteUrl.endsWith("/")).toBe(false)
    expect(["advanced", "basic"]).toContain(settings.tagManager.loadingMode)
    expect(loadSiteSettings(projectRoot, { GTM_ID: "GTM-ABC1234" }).tagManager.containerId).toBe("GTM-ABC1234")
  })

  test("GTM_ID=none switches the tag manager off (previews without a GTM environment)", () => {
    expect(loadSiteSettings(projectRoot, { GTM_ID: "none" }).tagManager.containerId).toBeNull()
  })

  test("a wrong loading mode is reported with file and field", () => {
    const dir = copyContent()
    const file = path.join(dir, "content/site/index.yaml")
    writeFileSync(file, "siteUrl: https://x.example\nlanguage: de\nlocale: de_DE\nthemeColor: '#000'\nbookingUrl: https://b.example\nprivacyPdfUrl: https://p.example/a.pdf\ntagManager:\n  containerId: ''\n  loadingMode: sometimes\n")
    expect(() => loadSiteSettings(dir, {})).toThrow('content/site/index.yaml, Feld "tagManager.loadingMode"')
  })

  test("broken YAML is reported with the file name", () => {
    const dir = copyContent()
    mkdirSync(path.join(dir, "content/consent"), { recursive: true })
    writeFileSync(path.join(dir, "content/consent/index.yaml"), "revision: [1\n")
    expect(() => loadSiteSettings(dir, {})).toThrow(/content\/consent\/index\.yaml: kann nicht gelesen werden/)
  })

  test("an empty container id means no tag manager", () => {
    const dir = copyContent()
    const file = path.join(dir, "content/site/index.yaml")
    const yaml = require("node:fs").readFileSync(file, "utf8").replace(/containerId:.*/, 'containerId: ""')
    writeFileSync(file, yaml)
    expect(loadSiteSettings(dir, {}).tagManager.containerId).toBeNull()
  })
})
