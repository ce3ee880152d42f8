/**
 * The editors' CMS at /admin/, built beside the site rather than by Gatsby:
 * esbuild bundles admin/cms.ts (Decap CMS from npm) with its configuration,
 * generated from the content model (content-model/cms-config.ts), into
 * one content-hashed file, and a small index.html loads it. Written from onPostBuild
 * (gatsby/derived-files.ts), i.e. before gatsby/finalize-build.ts lays down the
 * header rules (gatsby/headers/header-rules.ts gives /admin/ its own CSP) and
 * precompresses; served from memory by `gatsby develop`
 * (gatsby/dev-server.ts). Not a Gatsby page, so no site layout, no
 * consent banner, no sitemap entry, no prefetching from site pages.
 */
import { createHash } from "node:crypto"
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"

import { bundleBrowserScript } from "../browser-script.ts"
import { cmsConfig } from "../../content-model/cms-config.ts"
import type { SiteEnvironment } from "../site-environment.ts"

const ENTRY = "admin/cms.ts"

/** URL folder of the CMS. */
export const ADMIN_PATH = "/admin/"

/** `cms.<first 20 hex digits of its SHA-256>.js`: the shape gatsby/headers/header-rules.ts caches for a year. */
export const ADMIN_BUNDLE_NAME = /^cms\.[0-9a-f]{20}\.js$/

export interface AdminApp {
  /** File name of the bundle inside public/admin/. */
  bundleName: string
  bundle: string
  indexHtml: string
}

/** What the CMS takes from the site settings (content-model/settings.ts). */
interface AdminSettings {
  productName: string
  environment: SiteEnvironment
}

/**
 * Bundles the CMS; deterministic, so an unchanged entry and configuration keep their file name across builds.
 * `site`: the checked content/site/index.yaml.
 */
export function compileAdminApp(projectRoot: string, { productName, environment }: AdminSettings, site: unknown): AdminApp {
  const bundle = bundleBrowserScript(projectRoot, ENTRY, {
    // Decap's own browser support (it ships ES2020 syntax); the CMS is for the editors' current browsers only.
    target: "es2020",
    define: {
      // React and Decap's libraries pick their production code by this value.
      "process.env.NODE_ENV": JSON.stringify("production"),
      CMS_CONFIG_FROM_CONTENT_MODEL: JSON.stringify(cmsConfig(projectRoot, environment, site)),
    },
    legalComments: "eof",
  })
  const hash = createHash("sha256").update(bundle, "utf8").digest("hex").slice(0, 20)
  const bundleName = `cms.${hash}.js`
  return { bundleName, bundle, indexHtml: adminIndexHtml(bundleName, productName) }
}

const escapeHtml = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

/** The page Decap mounts into (it adds its own root element to <body>). */
function adminIndexHtml(bundleName: string, productName: string): string {
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Inhalte bearbeiten – ${escapeHtml(productName)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<script src="${ADMIN_PATH}${bundleName}"></script>
</body>
</html>
`
}

/** Writes public/admin/index.html and the bundle; removes bundles of earlier builds. */
export function writeAdminApp(projectRoot: string, publicDir: string, settings: AdminSettings, site: unknown): AdminApp {
  const app = compileAdminApp(projectRoot, settings, site)
  const dir = path.join(publicDir, ADMIN_PATH)
  mkdirSync(dir, { recursive: true })
  for (const name of readdirSync(dir)) {
    if (ADMIN_BUNDLE_NAME.test(name.replace(/\.(?:br|gz)$/, "")) && !name.startsWith(app.bundleName)) rmSync(path.join(dir, name))
  }
  writeFileSync(path.join(dir, app.bundleName), app.bundle)
  writeFileSync(path.join(dir, "index.html"), app.indexHtml)
  return app
}
