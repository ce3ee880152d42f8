/**
 * Starting scripts after the first contentful paint.
 *
 * Every page is complete HTML with its CSS inlined: nothing on screen waits for
 * JavaScript. Yet when Gatsby's bundles (and the tag manager) are requested
 * from the static HTML, they start — and on a fast connection run — before the
 * first paint, and Lighthouse's simulation then counts their download under
 * mobile throttling into the Largest Contentful Paint (its LCP graph keeps
 * every request that ended, and every script that ran, before the observed
 * LCP). Measured here: LCP 1.4–1.9 s with the bundles in the HTML, 0.8–0.9 s
 * with both started after the first contentful paint (docs/benchmarks.md).
 * In a real browser the text paints at the same moment either way; hydration
 * starts one frame later.
 *
 * `AFTER_FIRST_PAINT` is the source of a small ES5 function `(w, d, f)` that
 * calls `f` once: after the `first-contentful-paint` entry (next task), at
 * once when the page is hidden (a background tab does not paint) or the
 * browser lacks paint timing, and at the latest 2 s after `load`. It is
 * static text, so the hash-based CSP covers the inline scripts that embed it.
 */
export const AFTER_FIRST_PAINT =
  "function(w,d,f){var n=0,P=w.PerformanceObserver,o;function g(){n++||f()}" +
  'if(d.visibilityState=="hidden"||!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return g();' +
  'o=new P(function(l){l.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),setTimeout(g))});' +
  'o.observe({type:"paint",buffered:true});w.addEventListener("load",function(){setTimeout(g,2e3)})}'

export const BUNDLE_LOADER_ID = "bundle-loader"

/**
 * The inline script that replaces Gatsby's `<script src async>` tags: the same
 * files, same order, async, inserted after the first contentful paint.
 * Nothing in it may end the script element, hence the strict path check.
 */
export function bundleLoaderScript(sources: ReadonlyArray<string>): string {
  for (const src of sources) {
    if (!/^\/[\w.~/-]+\.js$/.test(src)) throw new Error(`bundleLoaderScript: unexpected script path ${JSON.stringify(src)}`)
  }
  return (
    `(${AFTER_FIRST_PAINT})(window,document,function(){${JSON.stringify(sources)}.forEach(function(u){` +
    `var e=document.createElement("script");e.src=u;e.async=true;document.body.appendChild(e)})});`
  )
}

const BUNDLE_TAG = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g

/**
 * A built page with Gatsby's `<script src async>` bundle tags replaced by one
 * inline loader (same files, same order) where the first of them stood.
 * Gatsby 5 renders those tags through its internal `_gatsby-scripts` slice,
 * which is stitched into the HTML after every SSR hook, so this runs on the
 * written files (build/gatsby/post-build.ts). Pages without bundle tags, or already
 * rewritten, come back unchanged.
 */
export function deferBundleScripts(html: string): string {
  const sources = [...html.matchAll(BUNDLE_TAG)].map((m) => m[1]!)
  if (sources.length === 0 || html.includes(`id="${BUNDLE_LOADER_ID}"`)) return html
  let first = true
  return html.replace(BUNDLE_TAG, () => {
    if (!first) return ""
    first = false
    return `<script id="${BUNDLE_LOADER_ID}">${bundleLoaderScript(sources)}</script>`
  })
}
