/** @jest-environment node */
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"

import { loadSiteSettings } from "../../gatsby/site-settings"
import { copyContent, projectWithContent } from "../content-model/content-copy"
import { projectRoot } from "../support/content"

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

  test("content the check rejects is refused with the check's German report (file, line, field)", () => {
    const dir = copyProject()
    const file = path.join(dir, "content/site/index.yaml")
    const patched = readFileSync(file, "utf8").replace(/^( {2}loadingMode:) .*$/m, "$1 sometimes")
    writeFileSync(file, patched)
    const line = patched.split("\n").findIndex((text) => text === "  loadingMode: sometimes") + 1
    expect(line).toBeGreaterThan(0)
    expect(() => loadSiteSettings(dir, {})).toThrow(
      `content/site/index.yaml, Zeile ${line}, Feld "tagManager.loadingMode": "sometimes" ist hier nicht erlaubt. Erlaubt sind "advanced" oder "basic".`,
    )
  })

  test("an empty container id means no tag manager", () => {
    const dir = copyProject()
    const file = path.join(dir, "content/site/index.yaml")
    writeFileSync(file, readFileSync(file, "utf8").replace(/containerId:.*/, 'containerId: ""'))
    expect(loadSiteSettings(dir, {}).tagManager.containerId).toBeNull()
  })
})
