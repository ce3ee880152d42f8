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
 * Two inline scripts use it: the consent head script (src/consent/head-script.ts)
 * starts gtm.js through it, and the bundle loader that replaces Gatsby's
 * `<script src async>` tags (build/inline-scripts/bundle-loader.ts) embeds its
 * compiled text.
 */

/* eslint-disable no-var, @typescript-eslint/no-unused-expressions --
   the bundle loader embeds this function's whitespace-minified text on every page; it is written
   as the short ES5 it compiles to (esbuild does not lower let/const to ES5) */
/**
 * Calls `f` once: after the `first-contentful-paint` entry (in the next task),
 * at once when the page is hidden (a background tab does not paint) or the
 * browser lacks paint timing, and at the latest 2 s after `load`.
 */
export function afterFirstPaint(w: Window & typeof globalThis, d: Document, f: () => void): void {
  var n = 0,
    P = w.PerformanceObserver,
    o: PerformanceObserver
  function g() {
    n++ || f()
  }
  if (d.visibilityState == "hidden" || !P || (P.supportedEntryTypes || []).indexOf("paint") < 0) return g()
  o = new P(function (l) {
    l.getEntriesByName("first-contentful-paint").length && (o.disconnect(), setTimeout(g))
  })
  o.observe({ type: "paint", buffered: true })
  w.addEventListener("load", function () {
    setTimeout(g, 2e3)
  })
}
/* eslint-enable no-var, @typescript-eslint/no-unused-expressions */
