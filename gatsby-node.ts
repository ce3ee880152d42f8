/** Gatsby Node APIs: the content check, GraphQL nodes and types, the bundles' settings, the files written after the build (parts in gatsby/). */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"

import type { GatsbyNode, Store } from "gatsby"

import { checkContent, formatReport, type ContentCheckResult } from "./content-model/check"
import { graphqlTypes, nodeTypeName, queried } from "./content-model/graphql-types"
import { contentKindsOf, routesFromPages } from "./content-model/routes"
import { settingsFromCheck } from "./content-model/settings"
import { typeset } from "./content-model/typography"
import { adminApp } from "./gatsby/admin/cms-bundle"
import { renderIcons } from "./gatsby/images/icons"
import { renderShareImage, sharePages } from "./gatsby/images/share-image"
import { compileHeadScript } from "./gatsby/inline-scripts/head-script"
import { resolveSiteEnvironment } from "./gatsby/site-environment"
import { FAVICON_SVG, MANIFEST_ICONS, shareImagePath } from "./src/components/Seo/site-icons"

const rootOf = (store: Store) => (store.getState() as { program: { directory: string } }).program.directory

let checked: ContentCheckResult | undefined

/** The content check, run once per process (first by onPreInit); every later step takes its result. */
function contentCheck(root: string): ContentCheckResult {
  return (checked ??= checkContent({ root, environment: resolveSiteEnvironment(process.env) }))
}

/** Before Gatsby writes public/ or its caches: a content problem stops the build, sample data warns. */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter, store }) => {
  const result = contentCheck(rootOf(store))
  const report = formatReport(result)
  if (result.errors.length > 0) reporter.panic(`Inhaltsprüfung fehlgeschlagen – der Build wird abgebrochen.\n\n${report}`)
  else if (result.warnings.length > 0) reporter.warn(report)
  else reporter.info(report)
}

/**
 * One node per content file, typed after its folder (content/home/index.yaml → HomeYaml): the content check's output,
 * as `queried` gives it the CMS preview too (texts typeset for German, a cleared optional field null).
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, createContentDigest, createNodeId, store }) => {
  const root = rootOf(store)
  const kinds = contentKindsOf(root)
  for (const [file, data] of contentCheck(root).data) {
    const kind = kinds.find((known) => known.file === file)!
    const fields = queried(kind.content, data, typeset) as Record<string, unknown>
    const internal = { type: nodeTypeName(kind.name), contentDigest: createContentDigest(fields) }
    actions.createNode({ ...fields, id: createNodeId(file), internal })
  }
}

/**
 * The GraphQL types come from the zod schemas, nothing is inferred from the data: a misspelt key never
 * becomes a field, and typegen emits non-nullable types for required fields.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema, store }) => {
  // Not from the content check: Gatsby's workers build the schema too, and reading the content there is work for nothing.
  const kinds = contentKindsOf(rootOf(store))
  const types = graphqlTypes(kinds.map((kind) => ({ folder: kind.name, schema: kind.content })))
  actions.createTypes(types.map((type) => schema.buildObjectType(type)))
}

/**
 * React and Gatsby's runtime run almost every function while hydrating; V8's compile hint (Chrome 136+, ignored
 * elsewhere) compiles them while they download instead of one by one on the main thread, which halves
 * hydration's longest task (docs/benchmarks.md). Added after minifying (stage 400), before source maps (500).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins, stage, store }) => {
  const root = rootOf(store)
  const settings = settingsFromCheck(contentCheck(root))
  const headScript =
    stage === "build-html" || stage === "develop-html" ? { __CONSENT_HEAD_SCRIPT__: JSON.stringify(compileHeadScript(root, settings)) } : {}
  const compileHint = plugins.banner({ banner: "//# allFunctionsCalledOnLoad", raw: true, test: /^(framework|app)-/, stage: 450 })
  actions.setWebpackConfig({
    plugins: [
      plugins.define({ __SITE_SETTINGS__: JSON.stringify(settings), ...headScript }),
      ...(stage === "build-javascript" ? [compileHint] : []),
    ],
  })
}

/** Files derived from the pages, the content and the settings, written to public/ so every host serves them under the same header policy. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter }) => {
  const root = rootOf(store)
  const check = contentCheck(root)
  const settings = settingsFromCheck(check)
  const { productName, siteUrl, themeColor, language } = settings
  const logoSvg = readFileSync(path.join(root, "static", "favicon.svg"), "utf8")

  const files = new Map([...(await renderIcons(logoSvg, themeColor)), ...adminApp(root, settings, check.data)])
  for (const { contentFile, title, line } of sharePages(check.data)) {
    files.set(shareImagePath(contentFile), await renderShareImage({ productName, title, line }, logoSvg, root))
  }
  // Site address and routes need no XML escaping (their formats allow no "&" or "<").
  const urls = routesFromPages(root).map((route) => `  <url><loc>${siteUrl + route}</loc></url>`)
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`
  files.set("/sitemap.xml", Buffer.from(sitemap))
  files.set("/robots.txt", Buffer.from(`User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`))
  const manifest = {
    name: productName,
    short_name: productName,
    lang: language,
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
  reporter.info(`Written: ${[...files.keys()].sort().join(", ")}`)
}
