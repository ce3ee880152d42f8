/**
 * What only the real production build can show, without a browser: the real
 * public/_headers as our `npm start` server (the webServer of
 * playwright.config.ts) sends it for every file, page and unknown path, the
 * caching of the file types Gatsby really emits, and the icons as large as the
 * pages say. The header policy itself (CSP, the headers the MDN HTTP
 * Observatory grades) is __tests__/gatsby/header-policy.test.ts; the server's
 * own behaviour (statuses, the 404 and 500 pages, redirects, 304/HEAD,
 * compression) is tested on a fixture in __tests__/server/.
 */
import path from "node:path"
import { brotliDecompressSync } from "node:zlib"

import { parseAllHeaders, type Header } from "@netlify/headers-parser"

import { CACHE_IMMUTABLE, CACHE_REVALIDATE, listSiteFiles, pageUrls } from "../gatsby/headers/header-rules"
import { rawRequest } from "../__tests__/support/raw-request"
import { expect, test } from "./fixtures"

const publicDir = path.join(__dirname, "..", "public")
const port = Number(process.env.E2E_PORT ?? 9100)
const files = listSiteFiles(publicDir)
const pages = files.filter((f) => f.endsWith("/index.html") && !f.startsWith("/admin/")).flatMap(pageUrls)
const hashedJs = files.find((f) => /^\/app-[0-9a-f]{20}\.js$/.test(f))!
const unknownPaths = ["/gibt-es-nicht/", "/static/gibt-es-nicht.js", `${hashedJs}x`]

/** The headers of a response to `target`, sent as written, as if through a TLS-terminating proxy (one string per name). */
async function headersOf(target: string): Promise<Record<string, string>> {
  const res = await rawRequest(port, target, { headers: { "X-Forwarded-Proto": "https" } })
  return Object.fromEntries(Object.entries(res.headers).map(([name, value]) => [name, String(value)]))
}

test("npm start sends every file, page and unknown path exactly the headers Netlify reads from _headers, and no cookie or CORS header", async () => {
  const { headers: rules } = await parseAllHeaders({ headersFiles: [path.join(publicDir, "_headers")], configHeaders: [], minimal: false })
  const names = [
    ...new Set(rules.flatMap((rule) => Object.keys(rule.values).map((name) => name.toLowerCase()))),
    // Never sent (the Observatory marks them down): compared too, so that one sent fails the test.
    "set-cookie",
    "access-control-allow-origin",
  ]
  for (const target of [...files, ...pages, ...unknownPaths]) {
    const expected: Record<string, string> = {}
    for (const rule of (rules as Header[]).filter((r) => r.forRegExp.test(target))) {
      for (const [name, value] of Object.entries(rule.values)) expected[name.toLowerCase()] = String(value)
    }
    const sent = await headersOf(encodeURI(target))
    expect(Object.fromEntries(names.filter((name) => sent[name] !== undefined).map((name) => [name, sent[name]])), target).toEqual(expected)
  }
})

test("caching per file type of the real build: pages, data and unhashed files revalidate, content-hashed bundles are immutable", async () => {
  const cache = async (p: string) => (await rawRequest(port, p)).headers["cache-control"]
  expect(await cache("/")).toBe(CACHE_REVALIDATE)
  expect(await cache("/page-data/index/page-data.json")).toBe(CACHE_REVALIDATE)
  expect(await cache("/page-data/app-data.json")).toBe(CACHE_REVALIDATE)
  expect(await cache("/chunk-map.json")).toBe(CACHE_REVALIDATE)
  expect(await cache("/sitemap.xml")).toBe(CACHE_REVALIDATE)
  expect(await cache(hashedJs)).toBe(CACHE_IMMUTABLE)
  const css = files.find((f) => /^\/styles\.[0-9a-f]{20}\.css$/.test(f))!
  expect(await cache(css)).toBe(CACHE_IMMUTABLE)
  // Files copied from static/ keep their names: they must revalidate.
  expect(await cache("/favicon.svg")).toBe(CACHE_REVALIDATE)
})

/** Width and height from a PNG's IHDR chunk (the first chunk, right after the 8-byte signature). */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a")
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR")
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`
}

/** The sizes listed in an ICO file's directory (a width byte of 0 means 256). */
function icoSizes(bytes: Buffer): string[] {
  expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1])
  return Array.from({ length: bytes.readUInt16LE(4) }, (_, i) => `${bytes[6 + 16 * i] || 256}x${bytes[7 + 16 * i] || 256}`)
}

test("the icons every page links are as large as they say: favicon.ico (sent compressed) 16, 32 and 48 px, the apple-touch-icon 180 px", async () => {
  // Its entries are raw bitmaps, so it is precompressed like text (gatsby/finalize-build.ts).
  const ico = await rawRequest(port, "/favicon.ico", { headers: { "Accept-Encoding": "br" } })
  expect([ico.status, ico.headers["content-encoding"]]).toEqual([200, "br"])
  expect(icoSizes(brotliDecompressSync(ico.body)).sort()).toEqual(["16x16", "32x32", "48x48"])
  const touchIcon = await rawRequest(port, "/apple-touch-icon.png")
  expect([touchIcon.status, touchIcon.headers["content-type"], pngSize(touchIcon.body)]).toEqual([200, "image/png", "180x180"])
})
