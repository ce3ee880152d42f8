/** @jest-environment node */
/**
 * The server of `npm start` on a small built site with the header policy the build writes for it (writeHeaderPolicy): what it answers, and
 * that it sends what _headers says, read with Netlify's parser. That it does so for every file of the real build: e2e/serving.spec.ts.
 * Last, `npm run serve` (server/start.ts) as Node 24 runs it.
 */
import { spawn } from "node:child_process"
import { readFileSync, rmSync, unlinkSync } from "node:fs"
import { once } from "node:events"
import { ServerResponse, type IncomingHttpHeaders, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { join } from "node:path"
import { brotliDecompressSync, gunzipSync } from "node:zlib"

import { writeHeaderPolicy } from "../../gatsby/headers/header-rules.ts"
import { createSiteServer } from "../../server/server.ts"
import { builtProject, H, netlifyHeaders, routesManifest } from "../support/built-fixture.ts"
import { freePort } from "../support/free-port.ts"
import { NODE } from "../support/project-copy.ts"
import { rawRequest } from "../support/raw-request.ts"

const SECRET = "TOP-SECRET-OUTSIDE-ROOT"
const HASHED_JS = `/app-${H}.js`
const project = builtProject(["index.html", "kontakt/index.html", "404.html", "500.html"], {
  "secret.txt": SECRET,
  "public/.env.local": `SECRET=${SECRET}`,
  "public/favicon.ico": Buffer.concat([Buffer.from([0, 0, 1, 0]), Buffer.alloc(300)]),
  "public/robots.txt": "User-agent: *\n",
  "public/gone.txt": "soon gone",
})
const root = join(project, "public")
let headersFor: (path: string) => Record<string, string>
let server: Server
let port: number

beforeAll(async () => {
  jest.spyOn(console, "log").mockImplementation(() => {})
  jest.spyOn(console, "error").mockImplementation(() => {})
  writeHeaderPolicy(project, routesManifest(project), { SITE_ENV: "production" })
  headersFor = await netlifyHeaders(project)
  server = await createSiteServer(root)
  await once(server.listen(0, "127.0.0.1"), "listening")
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  rmSync(project, { recursive: true, force: true })
})

/** Expects the headers _headers gives `path` (`/*` for what the server answers itself), over http (over https: e2e/serving.spec.ts). */
function expectPolicy(headers: IncomingHttpHeaders, path: string): void {
  const expected = Object.fromEntries(Object.entries(headersFor(path)).map(([name, value]) => [name.toLowerCase(), String(value)]))
  expected["content-security-policy"] = expected["content-security-policy"]!.replace("; upgrade-insecure-requests", "")
  expect(Object.fromEntries(Object.keys(expected).map((name) => [name, headers[name]]))).toEqual(expected)
}

test("a page gets the headers _headers gives it, without upgrade-insecure-requests over plain http; also to HEAD", async () => {
  const page = await rawRequest(port, "/kontakt/")
  expect([page.status, page.headers["content-type"]]).toEqual([200, "text/html;charset=utf-8"])
  expectPolicy(page.headers, "/kontakt/")
  const head = await rawRequest(port, "/kontakt/", { method: "HEAD" })
  expect([head.status, head.headers["content-length"], head.body.length]).toEqual([200, String(page.body.length), 0])
  expectPolicy(head.headers, "/kontakt/")
  expect((await rawRequest(port, "/favicon.ico")).headers["content-type"]).toBe("image/x-icon")
})

test("Accept-Encoding gets the file compressed, brotli first, with its ETag and the headers _headers gives it, also the 404 page and to HEAD; a 304 carries them and varies too", async () => {
  const headers = { "Accept-Encoding": "gzip, br" }
  const served = { [HASHED_JS]: HASHED_JS, "/favicon.ico": "/favicon.ico", "/gibt-es-nicht": "/404.html" }
  for (const [path, file] of Object.entries(served)) {
    const res = await rawRequest(port, path, { headers })
    expect([res.headers["content-encoding"], res.headers.vary]).toEqual(["br", "Accept-Encoding"])
    expect(brotliDecompressSync(res.body).equals(readFileSync(join(root, file)))).toBe(true)
    expectPolicy(res.headers, path)
  }
  const { etag } = (await rawRequest(port, HASHED_JS)).headers
  const head = await rawRequest(port, HASHED_JS, { method: "HEAD", headers })
  expect([head.headers["content-encoding"], head.headers.etag, head.body.length]).toEqual(["br", etag, 0])
  const notModified = await rawRequest(port, HASHED_JS, { headers: { ...headers, "If-None-Match": String(etag) } })
  expect([notModified.status, notModified.headers.vary, notModified.body.length]).toEqual([304, "Accept-Encoding", 0])
  expectPolicy(notModified.headers, HASHED_JS)
  const gzip = await rawRequest(port, HASHED_JS, { headers: { "Accept-Encoding": "gzip" } })
  expect(gunzipSync(gzip.body).equals(readFileSync(join(root, HASHED_JS)))).toBe(true)
  // Below 256 bytes compressing does not pay.
  expect((await rawRequest(port, "/robots.txt", { headers: { "Accept-Encoding": "br" } })).headers["content-encoding"]).toBeUndefined()
})

test("an unknown path → 404 with the /* headers, logged (the 404 page itself: the compressed files above)", async () => {
  const res = await rawRequest(port, "/gibt-es-nicht")
  expect([res.status, res.headers["content-type"]]).toEqual([404, "text/html; charset=utf-8"])
  expectPolicy(res.headers, "/gibt-es-nicht")
  expect(console.error).toHaveBeenCalledWith("404 GET /gibt-es-nicht")
})

/** Host files, hidden files and ways out of the site, raw and escaped. */
const HOSTILE = "/_headers /%5Fheaders /_redirects /.env.local /../secret.txt /%2e%2e/secret.txt /%252e%252e/secret.txt /..%2fsecret.txt"

test.each([...HOSTILE.split(" "), "/static/../../secret.txt", "/..%5csecret.txt", "//secret.txt", "//kontakt"])(
  "%s: no file outside the site, no host file, no (open) redirect, no 5xx",
  async (path) => {
    const res = await rawRequest(port, path)
    expect([400, 404]).toContain(res.status)
    expect(res.body.toString()).not.toMatch(/SECRET|Content-Security-Policy/)
  },
)

test.each([
  ["GET", "/kontakt?x=1", 301, { location: "/kontakt/?x=1" }],
  ["GET", "/%E0%A4%A", 400, {}],
  ["GET", "/index.html%00", 400, {}],
  ["GET", "http://example.com/", 400, {}],
  ["POST", "/", 405, { allow: "GET, HEAD" }],
])(
  "%s %s → %d with the /* headers: a directory redirected with its query, a bad path, a method not served",
  async (method, path, status, headers) => {
    const res = await rawRequest(port, path, { method })
    expect(res.status).toBe(status)
    expect(res.headers).toMatchObject(headers)
    expectPolicy(res.headers, "/*")
  },
)

test("a throw while handling → 500 with the 500 page, not cached, logged; the server keeps serving", async () => {
  const setHeader = jest.spyOn(ServerResponse.prototype, "setHeader").mockImplementationOnce(() => {
    throw new Error("injected failure")
  })
  const res = await rawRequest(port, "/")
  setHeader.mockRestore()
  expect([res.status, res.headers["cache-control"]]).toEqual([500, "no-store"])
  expect(res.body.toString()).toBe(readFileSync(join(root, "500.html"), "utf8"))
  expect(res.headers["content-security-policy"]).toBe((await rawRequest(port, "/nope")).headers["content-security-policy"])
  expect(console.error).toHaveBeenCalledWith(expect.stringContaining("injected failure"))
  expect((await rawRequest(port, "/")).status).toBe(200)
})

test("a file deleted since start-up ends that response only", async () => {
  unlinkSync(join(root, "gone.txt"))
  await expect(rawRequest(port, "/gone.txt")).rejects.toThrow()
  expect((await rawRequest(port, "/")).status).toBe(200)
})

test("npm run serve: without HOST it serves the built directory to this machine only, on PORT, and names the build's environment", async () => {
  const port = await freePort()
  const args = ["--disable-warning=MODULE_TYPELESS_PACKAGE_JSON", "server/start.ts", "--root", root]
  const child = spawn(NODE, args, { cwd: join(__dirname, "..", ".."), env: { ...process.env, HOST: "", PORT: String(port) } })
  try {
    const [line] = (await once(child.stdout, "data")) as [Buffer]
    // It names the address and the build's environment; the wording is free.
    for (const named of [`http://127.0.0.1:${port}/`, "production"]) expect(line.toString()).toContain(named)
    expect((await rawRequest(port, "/")).body.toString()).toBe(readFileSync(join(root, "index.html"), "utf8"))
  } finally {
    child.kill()
  }
})
