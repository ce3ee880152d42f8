/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs"
import { once } from "node:events"
import type { IncomingHttpHeaders, Server } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { brotliCompressSync, gzipSync } from "node:zlib"

import { CACHE_IMMUTABLE, CACHE_NO_STORE } from "../../gatsby/headers/header-rules.ts"
import { buildHeaderRules, serializeHeaderRules } from "../../gatsby/headers/header-rules.ts"
import { createSiteServer } from "../../server/server.ts"
import { rawRequest } from "../support/raw-request.ts"

const SECRET = "TOP-SECRET-OUTSIDE-ROOT"
const HASHED_JS = "/app-0123456789abcdef0123.js"
const JS_SOURCE = `/* app bundle */ console.log(${JSON.stringify("x".repeat(2000))});\n`
const page404 = "<!doctype html><title>Seite nicht gefunden</title><h1>404</h1>"
const page500 = "<!doctype html><title>Fehler</title><h1>500</h1>"

let tmp: string
let root: string
let server: Server
let port: number
let rules: ReturnType<typeof buildHeaderRules>
const logLines: string[] = []

function write(file: string, content: string | Buffer): void {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, content)
}

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), "site-server-"))
  root = join(tmp, "public")
  write(join(tmp, "secret.txt"), SECRET)
  write(join(root, "index.html"), "<!doctype html><title>Start</title><h1>Startseite</h1>")
  write(join(root, "kontakt", "index.html"), "<!doctype html><title>Kontakt</title><script>1</script><h1>Kontakt</h1>")
  write(join(root, "404.html"), page404)
  write(join(root, "500.html"), page500)
  write(join(root, "favicon.ico"), Buffer.from([0, 0, 1, 0]))
  write(join(root, "gone.txt"), "soon gone")
  write(join(root, HASHED_JS), JS_SOURCE)
  write(join(root, `${HASHED_JS}.br`), brotliCompressSync(JS_SOURCE))
  write(join(root, `${HASHED_JS}.gz`), gzipSync(JS_SOURCE))
  write(join(root, ".env.local"), `SECRET=${SECRET}`)
  // The header artifact exactly as the build writes it for this directory.
  rules = buildHeaderRules(root, "production")
  write(join(root, "_headers"), serializeHeaderRules(rules, "test"))
  server = await createSiteServer({
    root,
    log: (line) => logLines.push(line),
    beforeServe: (req) => {
      if (req.url === "/boom") throw new Error("injected failure")
    },
  })
  await once(server.listen(0, "127.0.0.1"), "listening")
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  rmSync(tmp, { recursive: true, force: true })
})

/** What `_headers` gives `path` over https: `/*` plus its exact rule (lower-case names). */
function policyOf(path: string, overHttps = true): Record<string, string> {
  const matching = rules.filter((rule) => rule.path === "/*" || rule.path === path)
  const headers = Object.fromEntries(matching.flatMap((rule) => rule.headers).map(([name, value]) => [name.toLowerCase(), value]))
  if (!overHttps) headers["content-security-policy"] = headers["content-security-policy"]!.replace("; upgrade-insecure-requests", "")
  return headers
}

function expectPolicy(headers: IncomingHttpHeaders, path: string, overrides: Record<string, string> = {}, overHttps = false): void {
  const expected = { ...policyOf(path, overHttps), ...overrides }
  expect(Object.fromEntries(Object.keys(expected).map((name) => [name, headers[name]]))).toEqual(expected)
}

test("a page gets the headers _headers gives it; upgrade-insecure-requests only when the request came over https", async () => {
  const overHttp = await rawRequest(port, "/kontakt/")
  expect(overHttp.status).toBe(200)
  expect(overHttp.headers["content-type"]).toBe("text/html;charset=utf-8")
  expectPolicy(overHttp.headers, "/kontakt/")
  expect(policyOf("/kontakt/")["content-security-policy"]).toMatch(/; upgrade-insecure-requests$/)
  const overHttps = await rawRequest(port, "/kontakt/", { headers: { "X-Forwarded-Proto": "https" } })
  expectPolicy(overHttps.headers, "/kontakt/", {}, true)
})

test("/kontakt → 301 to /kontakt/ with the query kept and the /* headers; //kontakt is no open redirect", async () => {
  const res = await rawRequest(port, "/kontakt?x=1")
  expect(res.status).toBe(301)
  expect(res.headers.location).toBe("/kontakt/?x=1")
  expectPolicy(res.headers, "/*")
  expect((await rawRequest(port, "//kontakt")).headers.location).toBeUndefined()
})

test("HEAD has the headers and Content-Length of GET but no body", async () => {
  const get = await rawRequest(port, "/")
  const head = await rawRequest(port, "/", { method: "HEAD" })
  expect([head.status, head.headers["content-length"], head.body.length]).toEqual([200, String(get.body.length), 0])
  expectPolicy(head.headers, "/")
})

test.each([
  ["br", "br"],
  ["gzip", "gz"],
])("Accept-Encoding %s serves the precompressed file, immutable for a hashed name", async (encoding, extension) => {
  const res = await rawRequest(port, HASHED_JS, { headers: { "Accept-Encoding": encoding } })
  expect(res.headers["content-encoding"]).toBe(encoding)
  expect(res.headers.vary).toBe("Accept-Encoding")
  expect(res.headers["cache-control"]).toBe(CACHE_IMMUTABLE)
  expect(res.body.equals(readFileSync(join(root, `${HASHED_JS}.${extension}`)))).toBe(true)
})

test("a 304 carries all of the page's headers, its CSP included", async () => {
  const first = await rawRequest(port, "/kontakt/")
  const second = await rawRequest(port, "/kontakt/", { headers: { "If-None-Match": String(first.headers.etag) } })
  expect(second.status).toBe(304)
  expectPolicy(second.headers, "/kontakt/")
})

test("favicon.ico is sent as image/x-icon", async () => {
  expect((await rawRequest(port, "/favicon.ico")).headers["content-type"]).toBe("image/x-icon")
})

test("an unknown path → 404 with the 404 page, the /* headers and a log line", async () => {
  const res = await rawRequest(port, "/gibt-es-nicht")
  expect([res.status, res.headers["content-type"], res.body.toString()]).toEqual([404, "text/html; charset=utf-8", page404])
  expectPolicy(res.headers, "/*")
  expect(logLines).toContain("404 GET /gibt-es-nicht")
})

test.each([
  "/_headers",
  "/%5Fheaders",
  "/_redirects",
  "/.env.local",
  "/../secret.txt",
  "/%2e%2e/secret.txt",
  "/%252e%252e/secret.txt",
  "/..%2fsecret.txt",
  "/static/../../secret.txt",
  "/..%5csecret.txt",
  "//secret.txt",
])("%s never returns a file outside the site, nor a host file, nor a 5xx", async (path) => {
  const res = await rawRequest(port, path)
  expect([400, 404]).toContain(res.status)
  expect(res.body.toString()).not.toMatch(/SECRET|Content-Security-Policy/)
})

test.each(["/%E0%A4%A", "/%", "/index.html%00", "http://example.com/"])("%s → 400 with the /* headers", async (path) => {
  const res = await rawRequest(port, path)
  expect(res.status).toBe(400)
  expectPolicy(res.headers, "/*")
})

test.each(["POST", "PUT", "DELETE", "OPTIONS"])("%s → 405 with Allow", async (method) => {
  const res = await rawRequest(port, "/", { method })
  expect([res.status, res.headers.allow]).toEqual([405, "GET, HEAD"])
  expectPolicy(res.headers, "/*", { "content-type": "text/plain; charset=utf-8" })
})

test("a throw while handling → 500 with the 500 page, not cached, logged; the server keeps serving", async () => {
  const res = await rawRequest(port, "/boom")
  expect([res.status, res.body.toString()]).toEqual([500, page500])
  expectPolicy(res.headers, "/*", { "cache-control": CACHE_NO_STORE })
  expect(logLines.some((line) => line.includes("injected failure"))).toBe(true)
  expect((await rawRequest(port, "/")).status).toBe(200)
})

test("a file deleted since start-up ends that response only", async () => {
  unlinkSync(join(root, "gone.txt"))
  await expect(rawRequest(port, "/gone.txt")).rejects.toThrow()
  expect((await rawRequest(port, "/")).status).toBe(200)
})
