/**
 * @jest-environment node
 *
 * Byte budgets for the landing page as a first visit loads it: the HTML
 * document, its CSS (inlined by Gatsby into the HTML, plus any stylesheet it
 * links), the JavaScript it runs (the <script src> files and the page's
 * component chunks from chunk-map.json, whether in <script src> tags or in the bundle loader) and the JSON the runtime fetches
 * (page-data, app-data, static queries). Sizes are compressed as a server
 * sends them: brotli (quality 11, what our server and Netlify serve) and gzip
 * (level 9). Bytes are deterministic, so this is a test, not a benchmark.
 *
 * Budgets: the first measurement plus a little headroom (≈ 5 %). Measured on
 * 2026-11-23 (brotli / gzip bytes): HTML 10,379 / 12,232 (inline CSS and head
 * script included), CSS 3,124 / 3,566, JS 88,885 / 103,697 (framework
 * 59 KiB of it), data 3,886 / 4,303, total 103,150 / 120,232. When a change
 * needs more, raise the number here in the same pull request and say why.
 */
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"

import { publicDir, requireBuild } from "../support/built-site"

interface Sizes {
  raw: number
  brotli: number
  gzip: number
}

const measure = (bytes: Buffer | string): Sizes => {
  const buffer = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes)
  return {
    raw: buffer.length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    gzip: gzipSync(buffer, { level: 9 }).length,
  }
}
const sum = (list: Sizes[]): Sizes =>
  list.reduce((a, b) => ({ raw: a.raw + b.raw, brotli: a.brotli + b.brotli, gzip: a.gzip + b.gzip }), { raw: 0, brotli: 0, gzip: 0 })
const file = (urlPath: string): Buffer => {
  const full = path.join(publicDir, urlPath)
  if (!existsSync(full)) throw new Error(`The landing page loads ${urlPath}, which is missing from public/`)
  return readFileSync(full)
}

/**
 * Compressed bytes allowed per part of the landing page (brotli and gzip).
 * html was raised from 10 900 / 12 850 when the consent head script became the compiled consent
 * module (the provider's own parse/store/update code and warnings instead of a second, shorter
 * copy in strings): +537 B brotli, +544 B gzip on every page. Issue 11 (legal accuracy) raised html, css
 * and data again (from 11 450 / 13 350, 3 300 / 3 750, 4 100 / 4 550): the claims' qualifying footnotes
 * and the founding-year sentence in the hero, the banner's advanced-mode paragraph saying that the tag
 * manager loads before any choice and what it sends, and the privacy page's objection box (its CSS is
 * inlined on every page). Measured after those changes (brotli / gzip): html 11 963 / 13 941, css 3 361 / 3 827,
 * data 4 325 / 4 790. Issue 12 (first impression on phones and in link previews) raised html, css, data
 * and total again (from 12 000 / 14 000, 3 400 / 3 850, 4 400 / 4 850, 108 300 / 126 300): the header's
 * menu (a popover that works without JavaScript, with the CSS that turns it back into the row on wide
 * screens), the example validation report in the hero (table, method list, linearity chart; its values
 * also in the page data), share-image and icon tags in every head, the soft hyphens and no-break spaces
 * of the typesetting, the compact banner and the print stylesheet. Measured after those changes:
 * html 13 009 / 15 105, css 4 235 / 4 787, js 91 655 / 106 827, data 4 831 / 5 391, total 109 495 / 127 323.
 * css raised from 4 350 / 4 900 with the hydration work (the Prerendered wrapper's class) and the stylesheet's
 * new module order once views took their data as props: 4 342 / 4 908.
 */
export const BUDGETS: Record<"html" | "css" | "js" | "data" | "total", { brotli: number; gzip: number }> = {
  html: { brotli: 13_300, gzip: 15_400 },
  css: { brotli: 4_450, gzip: 5_000 },
  js: { brotli: 93_300, gzip: 108_900 },
  data: { brotli: 4_950, gzip: 5_500 },
  total: { brotli: 111_000, gzip: 129_500 },
}

function landingPage() {
  requireBuild()
  const html = file("index.html").toString("utf8")
  const inlineCss = [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((m) => m[1]!).join("")
  const linkedCss = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="(\/[^"]+)"/g)].map((m) => m[1]!)
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="(\/[^"]+)"/g)].map((m) => m[1]!)
  const pageData = JSON.parse(file("page-data/index/page-data.json").toString("utf8"))
  const chunkMap = JSON.parse(file("chunk-map.json").toString("utf8")) as Record<string, string[]>
  const componentChunks = chunkMap[pageData.componentChunkName] ?? []
  if (componentChunks.length === 0) throw new Error(`chunk-map.json has no chunks for ${pageData.componentChunkName}`)
  const data = [
    "page-data/index/page-data.json",
    "page-data/app-data.json",
    ...(pageData.staticQueryHashes as string[]).map((hash) => `page-data/sq/d/${hash}.json`),
  ]
  const js = [...new Set([...scripts, ...componentChunks])]
  const parts = {
    html: measure(html),
    css: sum([measure(inlineCss), ...linkedCss.map((href) => measure(file(href)))]),
    js: sum(js.map((src) => measure(file(src)))),
    data: sum(data.map((p) => measure(file(p)))),
  }
  // The inline CSS travels inside the HTML: the total counts it once.
  const total = sum([parts.html, ...linkedCss.map((href) => measure(file(href))), parts.js, parts.data])
  return { parts: { ...parts, total }, files: { js, linkedCss, data }, inlineCss }
}

function table(parts: Record<string, Sizes>): string {
  const rows = Object.entries(parts).map(
    ([name, s]) => `${name.padEnd(6)} ${String(s.raw).padStart(8)} ${String(s.brotli).padStart(8)} ${String(s.gzip).padStart(8)}`,
  )
  return ["part        raw   brotli     gzip", ...rows].join("\n")
}

describe("byte budgets of the landing page", () => {
  const page = landingPage()

  test("measures what the page really loads", () => {
    expect(page.inlineCss.length).toBeGreaterThan(1000)
    expect(page.files.js.some((src) => /^\/framework-/.test(src))).toBe(true)
    expect(page.files.js.some((src) => /component---src-pages-index-tsx/.test(src))).toBe(true)
  })

  test.each(Object.keys(BUDGETS) as Array<keyof typeof BUDGETS>)("%s stays within its budget", (part) => {
    const size = page.parts[part]
    const budget = BUDGETS[part]
    const over = size.brotli > budget.brotli || size.gzip > budget.gzip
    if (over) {
      throw new Error(
        `${part} is over budget: brotli ${size.brotli} B (budget ${budget.brotli} B), gzip ${size.gzip} B (budget ${budget.gzip} B).\n` +
          `All parts of the landing page (bytes):\n${table(page.parts)}\nJS files: ${page.files.js.join(", ")}`,
      )
    }
  })
})
