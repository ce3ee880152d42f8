/**
 * @jest-environment node
 *
 * Byte budgets for the landing page as a first visit loads it: the HTML (with the CSS Gatsby inlines and
 * the head script), any linked stylesheet, the JavaScript it runs (its <script src> files and the page's
 * component chunks from chunk-map.json) and the JSON the runtime fetches (page data, app data, static
 * queries). Sizes are the smallest a server can send: brotli at quality 11 and gzip at level 9 (our server
 * compresses on the fly at brotli's quality 4). Bytes are deterministic, so this is a test, not a benchmark.
 *
 * Budgets: the last measurement plus a little headroom. When a change needs more, raise the number
 * here in the same pull request and say why in its message (the history is this file's `git log -p`).
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"

import { publicDir, requireBuild } from "../support/built-site"

const BUDGETS = {
  html: { brotli: 13_450, gzip: 15_400 },
  css: { brotli: 4_450, gzip: 5_000 },
  js: { brotli: 93_300, gzip: 108_900 },
  data: { brotli: 5_300, gzip: 5_900 },
  total: { brotli: 111_000, gzip: 129_500 },
}
type Sizes = { brotli: number; gzip: number }

const measure = (bytes: Buffer): Sizes => ({
  brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  gzip: gzipSync(bytes, { level: 9 }).length,
})
const sum = (files: Buffer[]): Sizes =>
  files.map(measure).reduce((a, b) => ({ brotli: a.brotli + b.brotli, gzip: a.gzip + b.gzip }), { brotli: 0, gzip: 0 })
const file = (urlPath: string): Buffer => readFileSync(path.join(publicDir, urlPath))

requireBuild()
const html = file("index.html")
const urls = (pattern: RegExp) => [...html.toString("utf8").matchAll(pattern)].map((m) => m[1]!)
const pageData = JSON.parse(file("page-data/index/page-data.json").toString("utf8"))
const chunks = (JSON.parse(file("chunk-map.json").toString("utf8")) as Record<string, string[]>)[pageData.componentChunkName] ?? []
const js = [...new Set([...urls(/<script[^>]*\ssrc="(\/[^"]+)"/g), ...chunks])]
const linkedCss = urls(/<link[^>]*rel="stylesheet"[^>]*href="(\/[^"]+)"/g).map(file)
const data = [
  "page-data/index/page-data.json",
  "page-data/app-data.json",
  ...pageData.staticQueryHashes.map((h: string) => `page-data/sq/d/${h}.json`),
]
const parts: Record<keyof typeof BUDGETS, Sizes> = {
  html: measure(html),
  css: sum([Buffer.from(urls(/<style[^>]*>([^<]*)<\/style>/g).join("")), ...linkedCss]),
  js: sum(js.map(file)),
  data: sum(data.map(file)),
  // The inline CSS travels inside the HTML: the total counts it once.
  total: sum([html, ...linkedCss, ...js.map(file), ...data.map(file)]),
}

test("the measurement covers what the page loads: its inline CSS, the framework and the page's own chunk", () => {
  expect(parts.css.brotli).toBeGreaterThan(1000)
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
