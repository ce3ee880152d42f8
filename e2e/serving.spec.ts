/**
 * What only the real production build can show, without a browser: the real public/_headers as our `npm start` server
 * (the webServer of playwright.config.ts) sends it for every file, page and unknown path. The header policy itself is
 * __tests__/gatsby/header-policy.test.ts; the server's own behaviour (statuses, the 404 and 500 pages, redirects,
 * 304/HEAD, compression) is tested on a fixture in __tests__/server/.
 */
import path from "node:path"

import { CACHE_IMMUTABLE, CACHE_REVALIDATE, pageUrls } from "../gatsby/headers/header-rules"
import { listSiteFiles } from "../server/server"
import { netlifyHeaders } from "../__tests__/support/built-fixture"
import { rawRequest } from "../__tests__/support/raw-request"
import { expect, test, UNKNOWN_PATH } from "./fixtures"

const publicDir = path.join(__dirname, "..", "public")
const port = Number(process.env.E2E_PORT ?? 9100)
const files = listSiteFiles(publicDir)
const pages = files.filter((f) => f.endsWith("/index.html") && !f.startsWith("/admin/")).flatMap(pageUrls)
const hashedJs = files.find((f) => /^\/app-[0-9a-f]{20}\.js$/.test(f))!
const unknownPaths = [UNKNOWN_PATH, "/static/gibt-es-nicht.js", `${hashedJs}x`]

test("npm start sends every file, page and unknown path exactly the headers Netlify reads from _headers, and no cookie or CORS header; content-hashed bundles are immutable, the rest revalidates", async () => {
  const headersFor = await netlifyHeaders(path.join(publicDir, ".."))
  const targets = [...files, ...pages, ...unknownPaths]
  const expected = new Map(
    targets.map((target) => [
      target,
      Object.fromEntries(Object.entries(headersFor(target)).map(([name, value]) => [name.toLowerCase(), value])),
    ]),
  )
  // Every name _headers sets, and two never sent (the Observatory marks them down): one sent where it does not belong fails the test.
  const names = new Set(["set-cookie", "access-control-allow-origin", ...[...expected.values()].flatMap(Object.keys)])
  for (const target of targets) {
    // As sent, as if through a TLS-terminating proxy.
    const sent = (await rawRequest(port, encodeURI(target), { headers: { "X-Forwarded-Proto": "https" } })).headers
    expect(Object.fromEntries([...names].filter((name) => sent[name] !== undefined).map((name) => [name, sent[name]])), target).toEqual(
      expected.get(target),
    )
  }
  // The names Gatsby really gives its files (the rules on made-up names: header-policy.test.ts). Files copied from static/ keep
  // their names: they must revalidate.
  const cache = (file: string | undefined) => [file, expected.get(file!)?.["cache-control"]]
  const css = files.find((f) => /^\/styles\.[0-9a-f]{20}\.css$/.test(f))
  for (const file of [hashedJs, css]) expect(cache(file)).toEqual([file, CACHE_IMMUTABLE])
  for (const file of ["/", "/page-data/index/page-data.json", "/chunk-map.json", "/sitemap.xml", "/favicon.svg"]) {
    expect(cache(file)).toEqual([file, CACHE_REVALIDATE])
  }
})
