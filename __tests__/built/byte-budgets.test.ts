/**
 * @jest-environment node
 *
 * Byte budgets for what code decides on the landing page: the CSS (inlined by Gatsby, plus any linked stylesheet), the JavaScript a first
 * visit runs (its <script src> files and the page's component chunks from chunk-map.json) and the consent head script. Never for copy: the
 * HTML and page data grow with what editors write, so their sizes are recorded by `npm run bench` in docs/benchmarks.md instead. Sizes are
 * the smallest a server can send: brotli at quality 11 and gzip at level 9. Bytes are deterministic, so this is a test, not a benchmark.
 *
 * Budgets: the last measurement plus a little headroom. When a change needs more, raise the number
 * here in the same pull request and say why in its message (the history is this file's `git log -p`).
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"

import { publicDir } from "../support/built-site"

const BUDGETS = {
  css: { brotli: 4_150, gzip: 4_650 },
  js: { brotli: 92_600, gzip: 107_700 },
  headScript: { brotli: 1_850, gzip: 2_150 },
}
type Sizes = { brotli: number; gzip: number }

const measure = (bytes: Buffer): Sizes => ({
  brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  gzip: gzipSync(bytes, { level: 9 }).length,
})
const sum = (files: Buffer[]): Sizes =>
  files.map(measure).reduce((a, b) => ({ brotli: a.brotli + b.brotli, gzip: a.gzip + b.gzip }), { brotli: 0, gzip: 0 })
const file = (urlPath: string): Buffer => readFileSync(path.join(publicDir, urlPath))

const html = file("index.html")
const urls = (pattern: RegExp) => [...html.toString("utf8").matchAll(pattern)].map((m) => m[1]!)
const pageData = JSON.parse(file("page-data/index/page-data.json").toString("utf8"))
// The page's chunk holds its view's CSS too (gatsby-node.ts), inlined and measured as CSS.
const chunks = (JSON.parse(file("chunk-map.json").toString("utf8")) as Record<string, string[]>)[pageData.componentChunkName] ?? []
const js = [...new Set([...urls(/<script[^>]*\ssrc="(\/[^"]+)"/g), ...chunks.filter((url) => url.endsWith(".js"))])]
const linkedCss = urls(/<link[^>]*rel="stylesheet"[^>]*href="(\/[^"]+)"/g).map(file)
const headScript = urls(/<script id="consent-mode">([\s\S]*?)<\/script>/g)
const parts: Record<keyof typeof BUDGETS, Sizes> = {
  css: sum([Buffer.from(urls(/<style[^>]*>([\s\S]*?)<\/style>/g).join("")), ...linkedCss]),
  js: sum(js.map(file)),
  headScript: sum(headScript.map((source) => Buffer.from(source))),
}

test("the measurement covers what the page loads: its inline CSS, the head script, the framework and the page's own chunk", () => {
  expect(parts.css.brotli).toBeGreaterThan(1000)
  expect(headScript).toHaveLength(1)
  expect(js).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/framework-/), expect.stringMatching(/component---src-pages-index-tsx/)]),
  )
})

test("React and Gatsby's runtime carry V8's compile hint, so Chrome compiles them off the main thread (gatsby-node.ts)", () => {
  const hinted = js.filter((url) => file(url).toString("utf8", 0, 32).startsWith("//# allFunctionsCalledOnLoad\n"))
  expect(hinted.sort()).toEqual([expect.stringMatching(/^\/app-/), expect.stringMatching(/^\/framework-/)])
})

test.each(Object.keys(BUDGETS) as Array<keyof typeof BUDGETS>)("%s stays within its budget", (part) => {
  expect(parts[part].brotli).toBeLessThanOrEqual(BUDGETS[part].brotli)
  expect(parts[part].gzip).toBeLessThanOrEqual(BUDGETS[part].gzip)
})
