/**
 * The editors' CMS at /admin/, built beside the site rather than by Gatsby: esbuild bundles
 * admin/cms.ts (Decap CMS from npm) with its configuration, generated from the content model
 * (content-model/cms-config.ts) and its live preview (admin/preview.tsx: the site's views, their CSS and
 * the checked content), into one content-hashed file, which a small index.html loads.
 * Written with the derived files, before the postbuild step gives /admin/ its own CSP; served from
 * memory by `gatsby develop` (gatsby-node.ts). Not a Gatsby page: no site layout, no consent
 * banner, no sitemap entry.
 */
import { createHash } from "node:crypto"
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"

import { cmsConfig } from "../../content-model/cms-config.ts"
import { routesFromPages } from "../../content-model/routes.ts"
import type { SiteSettings } from "../../content-model/settings.ts"
import { bundleBrowserScript } from "../browser-script.ts"

export const ADMIN_PATH = "/admin/"

/** `cms.<first 20 hex digits of its SHA-256>.js`: the shape the header policy caches for a year. */
export const ADMIN_BUNDLE_NAME = /^cms\.[0-9a-f]{20}\.js$/

/** Stands for the preview's CSS in the bundle until esbuild has made it (from the same build: the same class names). */
const CSS_MARK = JSON.stringify("PREVIEW_CSS")

/**
 * Deterministic: an unchanged entry, configuration and content keep their file name. `content`: the
 * checked files by path under content/ (the preview shows the files an editor is not editing from it).
 */
export function compileAdminApp(projectRoot: string, settings: SiteSettings, content: ReadonlyMap<string, unknown>) {
  const config = cmsConfig(projectRoot, settings.environment, content.get("site/index.yaml"))
  const files = config.collections.flatMap((collection) => collection.files)
  const preview = {
    routes: routesFromPages(path.join(projectRoot, "src", "pages")),
    files: files.map(({ name, file }) => ({ name, file, data: content.get(file.replace(/^content\//, "")) })),
  }
  const { script, css } = bundleBrowserScript(projectRoot, "admin/cms.ts", {
    // Decap's own browser support (it ships ES2020 syntax); the CMS is for the editors' current browsers only.
    target: "es2020",
    define: {
      // React and Decap's libraries pick their production code by this value.
      "process.env.NODE_ENV": JSON.stringify("production"),
      CMS_CONFIG_FROM_CONTENT_MODEL: JSON.stringify(config),
      PREVIEW_CONTENT: JSON.stringify(preview),
      PREVIEW_CSS: CSS_MARK,
      // What the views' page frame reads of the settings (src/config/runtime-settings.ts).
      __SITE_SETTINGS__: JSON.stringify(settings),
    },
    // The views as the preview renders them: Gatsby's Link and graphql by what they stand for.
    alias: { gatsby: "./admin/gatsby-shim.tsx" },
  })
  if (script.split(CSS_MARK).length !== 2) throw new Error("admin/preview.tsx must read PREVIEW_CSS once.")
  const bundle = script.replace(CSS_MARK, () => JSON.stringify(css))
  const bundleName = `cms.${createHash("sha256").update(bundle, "utf8").digest("hex").slice(0, 20)}.js`
  const title = settings.productName.replace(/&/g, "&amp;").replace(/</g, "&lt;")
  // Decap adds its own root element to <body>.
  const indexHtml = `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Inhalte bearbeiten – ${title}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<script src="${ADMIN_PATH}${bundleName}"></script>
</body>
</html>
`
  return { bundleName, bundle, indexHtml }
}

/** Writes public/admin/index.html and the bundle; removes bundles of earlier builds. */
export function writeAdminApp(projectRoot: string, settings: SiteSettings, content: ReadonlyMap<string, unknown>) {
  const app = compileAdminApp(projectRoot, settings, content)
  const dir = path.join(projectRoot, "public", ADMIN_PATH)
  mkdirSync(dir, { recursive: true })
  for (const name of readdirSync(dir)) {
    if (ADMIN_BUNDLE_NAME.test(name.replace(/\.(?:br|gz)$/, "")) && !name.startsWith(app.bundleName)) rmSync(path.join(dir, name))
  }
  writeFileSync(path.join(dir, app.bundleName), app.bundle)
  writeFileSync(path.join(dir, "index.html"), app.indexHtml)
  return app
}
