/**
 * What only the real production build can show, without a browser: the real
 * public/_headers as our `npm start` server (the webServer of
 * playwright.config.ts) sends it for every file, page and unknown path, with
 * the caching of the file types Gatsby really emits (the icons' sizes:
 * __tests__/built/derived-files.test.ts). The header policy itself (CSP, the headers the MDN HTTP
 * Observatory grades) is __tests__/gatsby/header-policy.test.ts; the server's
 * own behaviour (statuses, the 404 and 500 pages, redirects, 304/HEAD,
 * compression) is tested on a fixture in __tests__/server/.
 */
import path from "node:path"

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

test("npm start sends every file, page and unknown path exactly the headers Netlify reads from _headers, and no cookie or CORS header; content-hashed bundles are immutable, the rest revalidates", async () => {
  const { headers: rules } = await parseAllHeaders({ headersFiles: [path.join(publicDir, "_headers")], configHeaders: [], minimal: false })
  const names = [
    ...new Set(rules.flatMap((rule) => Object.keys(rule.values).map((name) => name.toLowerCase()))),
    // Never sent (the Observatory marks them down): compared too, so that one sent fails the test.
    "set-cookie",
    "access-control-allow-origin",
  ]
  const caching = new Map<string, string | undefined>()
  for (const target of [...files, ...pages, ...unknownPaths]) {
    const expected: Record<string, string> = {}
    for (const rule of (rules as Header[]).filter((r) => r.forRegExp.test(target))) {
      for (const [name, value] of Object.entries(rule.values)) expected[name.toLowerCase()] = String(value)
    }
    const sent = await headersOf(encodeURI(target))
    expect(Object.fromEntries(names.filter((name) => sent[name] !== undefined).map((name) => [name, sent[name]])), target).toEqual(expected)
    caching.set(target, sent["cache-control"])
  }
  // The names Gatsby really gives its files (the rules on made-up names: header-policy.test.ts). Files copied from static/ keep
  // their names: they must revalidate.
  const css = files.find((f) => /^\/styles\.[0-9a-f]{20}\.css$/.test(f))!
  for (const file of [hashedJs, css]) expect([file, caching.get(file)]).toEqual([file, CACHE_IMMUTABLE])
  for (const file of ["/", "/page-data/index/page-data.json", "/chunk-map.json", "/sitemap.xml", "/favicon.svg"]) {
    expect([file, caching.get(file)]).toEqual([file, CACHE_REVALIDATE])
  }
})
