/** Gatsby Node APIs; the build steps they run are in gatsby/ and content-model/. */
import type { GatsbyNode, Store } from "gatsby"

import type { ContentCheckResult } from "./content-model/check"
import { graphqlTypes, queried } from "./content-model/graphql-types"
import { bundleDefines, settingsFromCheck } from "./content-model/settings"
import { factsOf } from "./content-model/facts"
import { type Company, contentKinds, type Layout } from "./content-model/schemas"
import { shownText } from "./content-model/typography"
import { writeDerivedFiles } from "./gatsby/derived-files"
import { checkAtStart, onContentFile } from "./gatsby/content-nodes"
import { compileHeadScript } from "./gatsby/compile-head-script"
import { exampleReport } from "./gatsby/example-report"
import { writeSiteFont } from "./gatsby/site-font"

const rootOf = (store: Store) => (store.getState() as { program: { directory: string } }).program.directory

/** The content check's result once the content is in (createPages), which the later steps take. */
let checked: ContentCheckResult | undefined

/** Each content file read by gatsby-transformer-yaml, in `gatsby develop` checked again on a save (gatsby/content-nodes.ts). */
export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => onContentFile(args, rootOf(args.store))

/**
 * The GraphQL types come from the zod schemas, nothing is inferred from the data: a misspelt key never
 * becomes a field, and typegen emits non-nullable types for required fields. The nodes hold each file as checked
 * (gatsby/content-nodes.ts); their fields resolve to what `queried` makes of it, as the CMS preview shows it:
 * the company's facts filled in for their tokens (content-model/facts.ts), texts typeset for German, a cleared
 * optional field null.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  // Not from the content check: Gatsby's workers build the schema too, and they read no content.
  const sources = contentKinds.map((kind) => ({ folder: kind.name, schema: kind.pageSchema }))
  const types = graphqlTypes(sources, async (field, value, { nodeModel }) => {
    // The facts as saved now, so a changed price shows on every page at the next query, in `gatsby develop` too.
    const [company, layout] = await Promise.all(["CompanyYaml", "LayoutYaml"].map((type) => nodeModel.findOne({ type, query: {} })))
    const facts = factsOf(company as Company, (layout as Layout).timeSuffix)
    return queried(field, value, shownText(facts))
  })
  actions.createTypes(types.map((type) => ("values" in type ? schema.buildEnumType(type) : schema.buildObjectType(type))))
}

let report: ReturnType<typeof exampleReport> | undefined

/**
 * Once the content is in: the check (a problem stops the build here, before public/ is written). Then, before webpack
 * compiles global.css, which imports it, the pages' font, cut to what the checked content writes; and the example
 * report's PDF, drawn before the pages so its page can give its size. `gatsby develop` runs createPages again after a
 * save; this runs once.
 */
export const createPages: GatsbyNode["createPages"] = async (args) => {
  if (checked) return
  const { store, reporter } = args
  const root = rootOf(store)
  checked = await checkAtStart(args, root)
  await writeSiteFont(root, checked.data.values())
  report = exampleReport(root, checked.data, reporter)
}

export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => report!.withFigures(page, actions)

/**
 * React and Gatsby's runtime run almost every function while hydrating; V8's compile hint (Chrome 136+, ignored
 * elsewhere) compiles them while they download instead of one by one on the main thread, which halves
 * hydration's longest task (docs/benchmarks.md). Added after minifying (stage 400), before source maps (500).
 * A build's CSS is cut to what each page needs (every page inlines its CSS, and its HTML should stay within 14 KB brotli).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, getConfig, plugins, stage, store }) => {
  const root = rootOf(store)
  const settings = settingsFromCheck(checked!)
  const headScript =
    stage === "build-html" || stage === "develop-html" ? { __CONSENT_HEAD_SCRIPT__: JSON.stringify(compileHeadScript(root, settings)) } : {}
  const compileHint = plugins.banner({ banner: "//# allFunctionsCalledOnLoad", raw: true, test: /^(framework|app)-/, stage: 450 })
  actions.setWebpackConfig({
    plugins: [plugins.define({ ...bundleDefines(settings), ...headScript }), ...(stage === "build-javascript" ? [compileHint] : [])],
  })
  if (!stage.startsWith("build-")) return
  const config = getConfig()
  // Class names a short hash of file and name, not Gatsby's `File-module--name--hash`: each recurs in HTML, CSS and bundle.
  const shortNames = (rule: unknown): void => {
    if (Array.isArray(rule)) return rule.forEach(shortNames)
    const { loader, options } = (rule ?? {}) as { loader?: string; options?: { modules?: object } }
    if (loader?.includes("css-loader") && options?.modules) options.modules = { ...options.modules, localIdentName: "[hash:base62:5]" }
    else if (rule && typeof rule === "object") Object.values(rule).forEach(shortNames)
  }
  shortNames(config.module.rules)
  // Gatsby's one sheet of all CSS, which every page inlines, leaves out the views' CSS: each stays in its page's chunk, which
  // that page inlines too (after the site's: gatsby-ssr.tsx) and client navigation loads before it renders the page.
  const styles = config.optimization.splitChunks?.cacheGroups?.styles
  if (styles)
    styles.test = (module: { type: string; identifier(): string }) =>
      module.type === "css/mini-extract" && !module.identifier().includes("/src/views/")
  actions.replaceWebpackConfig(config)
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, store, reporter }) => {
  // Every page Gatsby built, as gatsby-plugin-sitemap finds them: a new page reaches the sitemap by itself.
  const { data } = await graphql<{ allSitePage: { nodes: { path: string }[] } }>("{ allSitePage { nodes { path } } }")
  const pages = data!.allSitePage.nodes.map((page) => page.path)
  const written = await writeDerivedFiles(rootOf(store), settingsFromCheck(checked!), checked!.data, pages)
  reporter.info(`Written: ${[...written, report!.writePdf()].join(", ")}`)
}
