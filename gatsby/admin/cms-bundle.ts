/**
 * The editors' CMS at /admin/, built beside the site rather than by Gatsby (no site layout, no consent
 * banner, no sitemap entry): esbuild bundles src/admin/cms.ts (Decap CMS from npm) with its configuration,
 * generated from the content model, and its live preview (src/admin/preview.tsx: the site's views, their CSS
 * and the checked content) into one content-hashed file, which a small index.html loads.
 */
import { createHash } from "node:crypto"

import { cmsConfig } from "../../content-model/cms-config.ts"
import { bundleDefines, type SiteSettings } from "../../content-model/settings.ts"
import { bundleBrowserScript } from "../browser-script.ts"

/** Stands for the preview's CSS in the bundle until esbuild has made it (from the same build: the same class names). */
const CSS_MARK = JSON.stringify("PREVIEW_CSS")

/**
 * The files of public/admin/ by URL path: deterministic, so unchanged sources keep the bundle's name. `content`: the
 * checked files by path under content/ (the preview shows those an editor is not editing from it).
 */
export function adminApp(projectRoot: string, settings: SiteSettings, content: ReadonlyMap<string, unknown>) {
  const config = cmsConfig(projectRoot, settings.environment, content.get("site/index.yaml"))
  const files = config.collections.flatMap((collection) => collection.files)
  const preview = {
    files: files.map(({ name, file }) => ({ name, file, data: content.get(file.replace(/^content\//, "")) })),
  }
  const { script, css } = bundleBrowserScript(projectRoot, "src/admin/cms.ts", {
    // Decap's own browser support (it ships ES2020 syntax); the CMS is for the editors' current browsers only.
    target: "es2020",
    define: {
      // React and Decap's libraries pick their production code by this value.
      "process.env.NODE_ENV": JSON.stringify("production"),
      CMS_CONFIG_FROM_CONTENT_MODEL: JSON.stringify(config),
      PREVIEW_CONTENT: JSON.stringify(preview),
      PREVIEW_CSS: CSS_MARK,
      ...bundleDefines(settings),
    },
    // The views as the preview renders them: Gatsby's Link and graphql by what they stand for.
    alias: { gatsby: "./src/admin/gatsby-stand-in.tsx" },
    // The site's font, inside the preview's CSS (the CMS's CSP allows data: fonts).
    loader: { ".woff2": "dataurl" },
  })
  if (script.split(CSS_MARK).length !== 2) throw new Error("src/admin/preview.tsx must read PREVIEW_CSS once.")
  const bundle = script.replace(CSS_MARK, () => JSON.stringify(css))
  // The shape the header policy caches for a year.
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
<script src="/admin/${bundleName}"></script>
</body>
</html>
`
  return new Map([
    [`/admin/${bundleName}`, Buffer.from(bundle)],
    ["/admin/index.html", Buffer.from(indexHtml)],
  ])
}
