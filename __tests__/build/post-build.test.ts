/** @jest-environment node */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"

import { buildManifest, buildRobots, buildSitemap, isPublicPagePath } from "../../build/gatsby/post-build"
import { loadSiteSettings } from "../../build/gatsby/site-settings"
import { copyContent, projectWithContent } from "../content-schema/content-copy"
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
  /** A project copy: the real content and pages (the content check needs both). */
  function copyProject(): string {
    return projectWithContent(copyContent())
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

  test("a wrong loading mode is reported with file, line and field", () => {
    const dir = copyProject()
    const file = path.join(dir, "content/site/index.yaml")
    writeFileSync(file, readFileSync(file, "utf8").replace(/^  loadingMode: "advanced"/m, "  loadingMode: sometimes"))
    expect(() => loadSiteSettings(dir, {})).toThrow(
      'content/site/index.yaml, Zeile 26, Feld "tagManager.loadingMode": "sometimes" ist hier nicht erlaubt. Erlaubt sind "advanced" oder "basic".',
    )
  })

  test("broken YAML is reported with file and line in German", () => {
    const dir = copyProject()
    mkdirSync(path.join(dir, "content/consent"), { recursive: true })
    writeFileSync(path.join(dir, "content/consent/index.yaml"), "revision: [1\n")
    expect(() => loadSiteSettings(dir, {})).toThrow(
      'content/consent/index.yaml, Zeile 1, Feld "revision": Eine eckige [ oder geschweifte { Klammer wurde geöffnet, aber nicht geschlossen.',
    )
  })

  test("an empty container id means no tag manager", () => {
    const dir = copyProject()
    const file = path.join(dir, "content/site/index.yaml")
    writeFileSync(file, readFileSync(file, "utf8").replace(/containerId:.*/, 'containerId: ""'))
    expect(loadSiteSettings(dir, {}).tagManager.containerId).toBeNull()
  })
})
