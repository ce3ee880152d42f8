/**
 * @jest-environment node
 *
 * The editors' CMS in the build: its own page and bundle under /admin/, kept
 * apart from the site — not in the sitemap, never linked, prefetched or named
 * by a site page or Gatsby's page data, so the site's bundles and byte budgets
 * know nothing of it. Its headers are tested in __tests__/gatsby/header-artifact.test.ts
 * and e2e/serving.spec.ts, editing in e2e/cms-editing.spec.ts.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"

import { ADMIN_BUNDLE_NAME } from "../../gatsby/admin/cms-bundle"
import { cmsConfig } from "../../content-model/cms-config"
import { listSiteFiles } from "../../gatsby/headers/header-rules"
import { loadContent, projectRoot } from "../support/content"
import { builtPages, publicDir, requireBuild } from "../support/built-site"

requireBuild()
const adminDir = path.join(publicDir, "admin")
const html = readFileSync(path.join(adminDir, "index.html"), "utf8")
const bundles = readdirSync(adminDir).filter((name) => ADMIN_BUNDLE_NAME.test(name))

test("/admin/ is a German, noindex page that loads exactly the one hashed bundle", () => {
  expect(html).toMatch(/<html lang="de">/)
  expect(html).toContain('<meta name="robots" content="noindex">')
  expect(html).toContain(`<title>Inhalte bearbeiten – ${loadContent().companyYaml.productName}</title>`)
  expect(bundles).toHaveLength(1)
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
  expect(scripts.map((m) => [m[1]!.trim(), m[2]])).toEqual([[`src="/admin/${bundles[0]}"`, ""]])
  expect(html).not.toMatch(/<style|style=|https?:\/\//)
})

test("the configuration generated from the content model is in the bundle: no config.yml to fetch or drift", () => {
  const bundle = readFileSync(path.join(adminDir, bundles[0]!), "utf8")
  const { collections } = cmsConfig(projectRoot, "development") as { collections: { files: { file: string }[] }[] }
  const files = collections.flatMap((collection) => collection.files.map((entry) => entry.file))
  expect(files.length).toBeGreaterThanOrEqual(10)
  for (const file of files) expect(bundle).toContain(`"${file}"`)
  expect(bundle).toMatch(/load_config_file:(?:false|!1)/)
  expect(existsSync(path.join(adminDir, "config.yml"))).toBe(false)
})

test("the bundle is Decap CMS from npm, with nothing loaded from a CDN", () => {
  const bundle = readFileSync(path.join(adminDir, bundles[0]!), "utf8")
  expect(bundle).toContain("decap-cms-app")
  expect(bundle).not.toMatch(/https:\/\/(?:unpkg\.com|cdn\.jsdelivr\.net)\/[^"'`\s]*decap/)
})

test("no site page, page data or sitemap entry names /admin/", () => {
  const pages = builtPages()
  expect(pages.length).toBeGreaterThanOrEqual(4)
  expect(pages.map((p) => p.urlPath).filter((p) => p.startsWith("/admin"))).toEqual([])
  for (const page of pages)
    expect({ page: page.urlPath, admin: page.html.includes("/admin") }).toEqual({ page: page.urlPath, admin: false })
  const siteData = listSiteFiles(publicDir).filter((file) =>
    /^\/(?:page-data\/.*\.json|sitemap\.xml|robots\.txt|manifest\.webmanifest)$/.test(file),
  )
  expect(siteData.length).toBeGreaterThan(4)
  for (const file of siteData) {
    expect({ file, admin: readFileSync(path.join(publicDir, file), "utf8").includes("/admin") }).toEqual({ file, admin: false })
  }
})

test("the site's own JavaScript never names the CMS", () => {
  const siteScripts = listSiteFiles(publicDir).filter((file) => file.endsWith(".js") && !file.startsWith("/admin/"))
  expect(siteScripts.length).toBeGreaterThan(3)
  for (const file of siteScripts) {
    const text = readFileSync(path.join(publicDir, file), "utf8")
    expect({ file, decap: /decap-cms|\/admin\//.test(text) }).toEqual({ file, decap: false })
  }
})
