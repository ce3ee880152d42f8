/**
 * The inline loader that replaces Gatsby's `<script src async>` bundle tags:
 * the same files, same order, async, inserted after the first contentful
 * paint by src/performance/after-first-paint.ts, whose compiled text it embeds.
 * Gatsby 5 renders those tags through its internal `_gatsby-scripts` slice,
 * which is stitched into the HTML after every SSR hook, so this runs on the
 * written files (build/gatsby/post-build.ts).
 */
import path from "node:path"
import { buildSync } from "esbuild"

const HELPER = "src/performance/after-first-paint.ts"

const BUNDLE_LOADER_ID = "bundle-loader"

/**
 * `afterFirstPaint` as an anonymous ES5 function expression `function(w,d,f){…}`: esbuild strips
 * the types and the whitespace (nothing is renamed), so the text is as short as the source is.
 */
export function afterFirstPaintSource(projectRoot: string): string {
  const result = buildSync({
    entryPoints: [path.join(projectRoot, HELPER)],
    absWorkingDir: projectRoot,
    format: "esm",
    target: "es5",
    minifyWhitespace: true,
    legalComments: "none",
    write: false,
    logLevel: "silent",
  })
  const code = result.outputFiles[0]!.text
  const match = /^function afterFirstPaint(\(w,d,f\)\{[^]*\})export\{afterFirstPaint\};\s*$/.exec(code)
  if (match === null) throw new Error(`afterFirstPaintSource: unexpected output of ${HELPER}: ${code.slice(0, 200)}`)
  return `function${match[1]}`
}

/** The loader's script text. Nothing in it may end the script element, hence the strict path check. */
export function bundleLoaderScript(sources: ReadonlyArray<string>, afterFirstPaint: string): string {
  for (const src of sources) {
    if (!/^\/[\w.~/-]+\.js$/.test(src)) throw new Error(`bundleLoaderScript: unexpected script path ${JSON.stringify(src)}`)
  }
  return (
    `(${afterFirstPaint})(window,document,function(){${JSON.stringify(sources)}.forEach(function(u){` +
    `var e=document.createElement("script");e.src=u;e.async=true;document.body.appendChild(e)})});`
  )
}

const BUNDLE_TAG = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g

/**
 * A built page with Gatsby's `<script src async>` bundle tags replaced by one
 * inline loader (same files, same order) where the first of them stood.
 * Pages without bundle tags, or already rewritten, come back unchanged.
 * `afterFirstPaint` is afterFirstPaintSource's result.
 */
export function deferBundleScripts(html: string, afterFirstPaint: string): string {
  const sources = [...html.matchAll(BUNDLE_TAG)].map((m) => m[1]!)
  if (sources.length === 0 || html.includes(`id="${BUNDLE_LOADER_ID}"`)) return html
  let first = true
  return html.replace(BUNDLE_TAG, () => {
    if (!first) return ""
    first = false
    return `<script id="${BUNDLE_LOADER_ID}">${bundleLoaderScript(sources, afterFirstPaint)}</script>`
  })
}
