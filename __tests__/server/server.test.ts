/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs"
import type { IncomingHttpHeaders, Server } from "node:http"
import { connect } from "node:net"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { brotliCompressSync, gzipSync } from "node:zlib"
import { CACHE_IMMUTABLE, CACHE_NO_STORE } from "../../build/headers/header-policy.ts"
import { buildHeaderRules } from "../../build/headers/header-rules.ts"
import { createSiteServer, listen } from "../../server/server.ts"
import { compileHeaderRules, parseHeadersFile, serializeHeaderRules, type CompiledRules } from "../../build/headers/netlify-headers.ts"
import { rawRequest } from "../support/raw-request.ts"

/** Writes bytes to a socket and returns everything the server sends back. */
function rawSocket(port: number, bytes: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.end(bytes))
    const chunks: Buffer[] = []
    socket.on("data", (chunk: Buffer) => chunks.push(chunk))
    socket.on("close", () => resolve(Buffer.concat(chunks).toString("latin1")))
    socket.on("error", reject)
  })
}

const SECRET = "TOP-SECRET-OUTSIDE-ROOT"
const HASHED_JS = "/app-0123456789abcdef0123.js"
const JS_SOURCE = `/* app bundle */ console.log(${JSON.stringify("x".repeat(2000))});\n`

let tmp: string
let root: string
let server: Server
let port: number
let base: string
let policy: CompiledRules
const logLines: string[] = []

function write(file: string, content: string | Buffer): void {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, content)
}

async function startServer(
  dir: string,
  options: { log?: (line: string) => void; beforeServe?: Parameters<typeof createSiteServer>[0]["beforeServe"] } = {},
): Promise<{ server: Server; port: number }> {
  const s = createSiteServer({ root: dir, log: options.log ?? (() => {}), beforeServe: options.beforeServe })
  const address = await listen(s, 0, "127.0.0.1")
  return { server: s, port: address.port }
}

function close(s: Server): Promise<void> {
  return new Promise((resolve) => {
    s.close(() => resolve())
    s.closeAllConnections()
  })
}

const MINIMAL_HEADERS = "/*\n  X-Content-Type-Options: nosniff\n"

const page404 = "<!doctype html><title>Seite nicht gefunden</title><h1>404 – nicht gefunden</h1>"
const page500 = "<!doctype html><title>Fehler</title><h1>500 – Serverfehler</h1>"

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), "site-server-"))
  root = join(tmp, "public")
  write(join(tmp, "secret.txt"), SECRET)
  write(join(root, "index.html"), "<!doctype html><title>Start</title><h1>Startseite</h1>")
  write(join(root, "kontakt", "index.html"), "<!doctype html><title>Kontakt</title><h1>Kontakt</h1>")
  write(join(root, "404.html"), page404)
  write(join(root, "500.html"), page500)
  write(join(root, "page-data", "index", "page-data.json"), '{"path":"/"}')
  write(join(root, "page-data", "app-data.json"), '{"webpackCompilationHash":"abc"}')
  write(join(root, HASHED_JS), JS_SOURCE)
  write(join(root, `${HASHED_JS}.br`), brotliCompressSync(JS_SOURCE))
  write(join(root, `${HASHED_JS}.gz`), gzipSync(JS_SOURCE))
  write(join(root, "static", "x.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  write(join(root, ".env.local"), `SECRET=${SECRET}`)
  // The header artifact exactly as the build writes it for this directory.
  write(join(root, "_headers"), serializeHeaderRules(buildHeaderRules(root, "production")))
  policy = compileHeaderRules(parseHeadersFile(readFileSync(join(root, "_headers"), "utf8")))

  const started = await startServer(root, {
    log: (line) => logLines.push(line),
    beforeServe: (req) => {
      if (req.url === "/boom") throw new Error("injected failure")
    },
  })
  server = started.server
  port = started.port
  base = `http://127.0.0.1:${port}`
})

afterAll(async () => {
  await close(server)
  rmSync(tmp, { recursive: true, force: true })
})

/** A path without a file: the server answers it (404, 4xx, 301, 500) with the headers of the `/*` rule. */
const NO_FILE = "/gibt-es-nicht"

/**
 * Asserts that a response carries exactly the headers `_headers` gives
 * `urlPath` (lower-case names; `overrides` for what the server sets itself)
 * and no X-Powered-By. These requests come over plain http, so the CSP lacks
 * `upgrade-insecure-requests` (see the test of X-Forwarded-Proto).
 */
function expectPolicyOf(urlPath: string, headers: Headers | IncomingHttpHeaders, overrides: Record<string, string> = {}): void {
  const get = (name: string) => (headers instanceof Headers ? headers.get(name) : headers[name]) ?? undefined
  const expected = Object.fromEntries(Object.entries(policy.headersFor(urlPath)).map(([k, v]) => [k.toLowerCase(), v]))
  expected["content-security-policy"] &&= expected["content-security-policy"].replace("; upgrade-insecure-requests", "")
  Object.assign(expected, overrides)
  expect(Object.fromEntries(Object.keys(expected).map((name) => [name, get(name)]))).toEqual(expected)
  expect(get("x-powered-by")).toBeUndefined()
}

describe("pages", () => {
  test("/ is served with HTML content type and the headers _headers gives it", async () => {
    const res = await fetch(`${base}/`)
    expect(res.status).toBe(200)
    expect(res.headers.get("content-type")).toBe("text/html;charset=utf-8")
    expectPolicyOf("/", res.headers)
    expect(await res.text()).toContain("Startseite")
  })

  test("/kontakt redirects to /kontakt/ (301), keeping the query string", async () => {
    const res = await fetch(`${base}/kontakt`, { redirect: "manual" })
    expect(res.status).toBe(301)
    expect(res.headers.get("location")).toBe("/kontakt/")
    expectPolicyOf(NO_FILE, res.headers)

    const withQuery = await fetch(`${base}/kontakt?x=1`, { redirect: "manual" })
    expect(withQuery.status).toBe(301)
    expect(withQuery.headers.get("location")).toBe("/kontakt/?x=1")
  })

  test("/kontakt/ is 200 with its own headers", async () => {
    const res = await fetch(`${base}/kontakt/`)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain("<h1>Kontakt</h1>")
    expectPolicyOf("/kontakt/", res.headers)
  })

  test("upgrade-insecure-requests only for a request that came over https (X-Forwarded-Proto from a TLS proxy)", async () => {
    const artifact = policy.headersFor("/kontakt/")["Content-Security-Policy"]
    expect(artifact).toMatch(/; upgrade-insecure-requests$/)
    const overHttps = await fetch(`${base}/kontakt/`, { headers: { "X-Forwarded-Proto": "https" } })
    expect(overHttps.headers.get("content-security-policy")).toBe(artifact)
    const overHttp = await fetch(`${base}/kontakt/`)
    expect(overHttp.headers.get("content-security-policy")).toBe(artifact!.replace("; upgrade-insecure-requests", ""))
  })

  test("HEAD has the headers and Content-Length of GET but no body", async () => {
    const get = await rawRequest(port, "/")
    const res = await rawRequest(port, "/", { method: "HEAD" })
    expect(res.status).toBe(200)
    expect(res.headers["content-length"]).toBe(String(get.body.length))
    expect(res.body.length).toBe(0)
    expectPolicyOf("/", res.headers)
  })
})

describe("precompressed files", () => {
  test("Accept-Encoding br serves the .br file with Content-Encoding: br", async () => {
    const res = await rawRequest(port, HASHED_JS, { headers: { "Accept-Encoding": "gzip, deflate, br" } })
    expect(res.status).toBe(200)
    expect(res.headers["content-encoding"]).toBe("br")
    expect(res.headers["content-type"]).toBe("text/javascript")
    expect(res.headers.vary).toBe("Accept-Encoding")
    expect(res.body.equals(readFileSync(join(root, `${HASHED_JS}.br`)))).toBe(true)
  })

  test("Accept-Encoding gzip serves the .gz file", async () => {
    const res = await rawRequest(port, HASHED_JS, { headers: { "Accept-Encoding": "gzip" } })
    expect(res.headers["content-encoding"]).toBe("gzip")
    expect(res.body.equals(readFileSync(join(root, `${HASHED_JS}.gz`)))).toBe(true)
  })

  test("without Accept-Encoding the plain file is served", async () => {
    const res = await rawRequest(port, HASHED_JS)
    expect(res.headers["content-encoding"]).toBeUndefined()
    expect(res.body.toString()).toBe(JS_SOURCE)
  })

  test("fetch decodes the br response to the original source", async () => {
    const res = await fetch(`${base}${HASHED_JS}`, { headers: { "Accept-Encoding": "br" } })
    expect(res.headers.get("content-encoding")).toBe("br")
    expect(await res.text()).toBe(JS_SOURCE)
  })
})

describe("conditional requests and ranges", () => {
  test("ETag + If-None-Match gives 304 that still carries Cache-Control and security headers", async () => {
    const first = await rawRequest(port, HASHED_JS)
    const etag = first.headers.etag
    expect(etag).toMatch(/^W\/".+"$/)
    const second = await rawRequest(port, HASHED_JS, { headers: { "If-None-Match": String(etag) } })
    expect(second.status).toBe(304)
    expect(second.body.length).toBe(0)
    expect(second.headers["cache-control"]).toBe(CACHE_IMMUTABLE)
    expect(second.headers["x-content-type-options"]).toBe("nosniff")
    expect(second.headers.vary).toBe("Accept-Encoding")
  })

  test("a 304 for a page carries all the page's headers, its CSP included", async () => {
    const first = await rawRequest(port, "/kontakt/")
    const second = await rawRequest(port, "/kontakt/", { headers: { "If-None-Match": String(first.headers.etag) } })
    expect(second.status).toBe(304)
    expectPolicyOf("/kontakt/", second.headers)
  })

  test("a plain byte range is honoured", async () => {
    const res = await rawRequest(port, HASHED_JS, { headers: { Range: "bytes=0-4" } })
    expect(res.status).toBe(206)
    expect(res.headers["content-range"]).toBe(`bytes 0-4/${Buffer.byteLength(JS_SOURCE)}`)
    expect(res.body.toString()).toBe(JS_SOURCE.slice(0, 5))
  })

  test.each(["bytes=-5", "bytes=9-3", "bytes=0-0", "bytes=0-1,4-5", "items=0-4", "bytes=abc"])(
    "Range %s is ignored (full 200 response, never a 5xx)",
    async (range) => {
      const res = await rawRequest(port, HASHED_JS, { headers: { Range: range } })
      expect(res.status).toBe(200)
      expect(res.body.toString()).toBe(JS_SOURCE)
    },
  )
})

describe("404", () => {
  test("unknown path → 404 with the body of 404.html, HTML type, the /* headers and a log line", async () => {
    const res = await fetch(`${base}/gibt-es-nicht`)
    expect(res.status).toBe(404)
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8")
    expectPolicyOf(NO_FILE, res.headers)
    expect(await res.text()).toBe(page404)
    expect(logLines).toContain("404 GET /gibt-es-nicht")
  })

  test("a missing file under /static/ is a 404 that is not cached as immutable", async () => {
    const res = await rawRequest(port, "/static/missing-0123456789abcdef0123.js")
    expect(res.status).toBe(404)
    expectPolicyOf(NO_FILE, res.headers)
  })

  test("HEAD of an unknown path → 404 without body", async () => {
    const res = await rawRequest(port, "/gibt-es-nicht", { method: "HEAD" })
    expect(res.status).toBe(404)
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8")
    expect(res.headers["content-length"]).toBe(String(Buffer.byteLength(page404)))
    expect(res.body.length).toBe(0)
    expect(logLines).toContain("404 HEAD /gibt-es-nicht")
  })

  test.each(["/_headers", "/_headers/", "/%5Fheaders", "/_redirects", "/.env.local", "/%2eenv.local", "/.env.local/"])(
    "%s → 404 page, never the file",
    async (path) => {
      const res = await rawRequest(port, path)
      expect(res.status).toBe(404)
      expect(res.body.toString()).toBe(page404)
      expect(res.body.toString()).not.toContain(SECRET)
    },
  )
})

describe("hostile request targets", () => {
  test.each([
    "/../secret.txt",
    "/%2e%2e/secret.txt",
    "/%2E%2E/secret.txt",
    "/%252e%252e/secret.txt",
    "/..%2fsecret.txt",
    "/static/../../secret.txt",
    "/..%5csecret.txt",
    "/..\\secret.txt",
    "//secret.txt",
    "/%2e%2e%2f%2e%2e%2fsecret.txt",
    "/../.env.local",
  ])("%s never returns the secret and is no 5xx", async (path) => {
    const res = await rawRequest(port, path)
    expect([400, 404]).toContain(res.status)
    expect(res.body.toString()).not.toContain(SECRET)
    expectPolicyOf(NO_FILE, res.headers)
  })

  test.each(["/%00", "/index.html%00", "/%E0%A4%A", "/%", "/..%5csecret.txt", "/a\\b", "/%5C"])("%s → 400", async (path) => {
    const res = await rawRequest(port, path)
    expect(res.status).toBe(400)
    expectPolicyOf(NO_FILE, res.headers)
  })

  test("a raw NUL byte in the request line is rejected with 400", async () => {
    const response = await rawSocket(port, Buffer.from("GET /\0 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", "latin1"))
    expect(response).toMatch(/^HTTP\/1\.1 400 /)
    // Refused by Node's HTTP parser, still answered with the site's headers.
    expect(response).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i)
    expect(response).toContain("Bad Request")
  })

  test("a method Node's parser does not know (BREW) → 400 with the site's headers", async () => {
    const response = await rawSocket(port, Buffer.from("BREW / HTTP/1.1\r\nHost: x\r\n\r\n", "latin1"))
    expect(response).toMatch(/^HTTP\/1\.1 400 /)
    expect(response).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i)
    expect(response).toMatch(/\r\nConnection: close\r\n/i)
  })

  test("oversized request headers → 431 with the site's headers", async () => {
    const big = `X-Big: ${"b".repeat(20_000)}\r\n`
    const response = await rawSocket(port, Buffer.from(`GET / HTTP/1.1\r\nHost: x\r\n${big}\r\n`, "latin1"))
    expect(response).toMatch(/^HTTP\/1\.1 431 /)
    expect(response).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i)
  })

  test("a 10 000-character path → 414", async () => {
    const res = await rawRequest(port, `/${"a".repeat(10_000)}`)
    expect(res.status).toBe(414)
    expectPolicyOf(NO_FILE, res.headers)
  })

  test("an absolute-form request target → 400", async () => {
    const res = await rawRequest(port, "http://example.com/")
    expect(res.status).toBe(400)
    expectPolicyOf(NO_FILE, res.headers)
  })

  test("a directory redirect cannot be turned into an open redirect", async () => {
    const res = await rawRequest(port, "//kontakt")
    expect(res.status).toBe(404)
    expect(res.headers.location).toBeUndefined()
  })
})

describe("methods", () => {
  test.each(["PROPFIND", "DELETE", "POST", "PUT", "OPTIONS", "PATCH"])("%s → 405 with Allow", async (method) => {
    const res = await rawRequest(port, "/", { method })
    expect(res.status).toBe(405)
    expect(res.headers.allow).toBe("GET, HEAD")
    expect(res.body.toString()).toBe("Method Not Allowed\n")
    expectPolicyOf(NO_FILE, res.headers)
  })
})

describe("500", () => {
  test("a throw while handling → 500 with the body of 500.html, logged, server keeps serving", async () => {
    const res = await fetch(`${base}/boom`)
    expect(res.status).toBe(500)
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8")
    expectPolicyOf(NO_FILE, res.headers, { "cache-control": CACHE_NO_STORE })
    expect(await res.text()).toBe(page500)
    expect(logLines.some((line) => line.startsWith("500 GET /boom") && line.includes("injected failure"))).toBe(true)

    const after = await fetch(`${base}/`)
    expect(after.status).toBe(200)
    await after.text()
  })

  test("without 500.html the fallback text is sent", async () => {
    const dir = join(tmp, "no-500")
    write(join(dir, "index.html"), "<h1>x</h1>")
    write(join(dir, "_headers"), MINIMAL_HEADERS)
    const lines: string[] = []
    const other = await startServer(dir, {
      log: (line) => lines.push(line),
      beforeServe: () => {
        throw new Error("always")
      },
    })
    try {
      const res = await fetch(`http://127.0.0.1:${other.port}/`)
      expect(res.status).toBe(500)
      expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8")
      expect(await res.text()).toContain("Unexpected Application Error!")
      expect(lines).toHaveLength(1)
    } finally {
      await close(other.server)
    }
  })

  test("a file that vanished after start-up aborts that response only", async () => {
    const dir = join(tmp, "vanishing")
    write(join(dir, "index.html"), "<h1>x</h1>")
    write(join(dir, "gone.txt"), "soon gone")
    write(join(dir, "_headers"), MINIMAL_HEADERS)
    const lines: string[] = []
    const other = await startServer(dir, { log: (line) => lines.push(line) })
    try {
      unlinkSync(join(dir, "gone.txt"))
      await expect(rawRequest(other.port, "/gone.txt")).rejects.toThrow()
      expect(lines.some((line) => line.startsWith("500 GET /gone.txt") && line.includes("ENOENT"))).toBe(true)
      const after = await rawRequest(other.port, "/")
      expect(after.status).toBe(200)
    } finally {
      await close(other.server)
    }
  })
})

test("listen rejects when the port is taken", async () => {
  const other = createSiteServer({ root, log: () => {} })
  await expect(listen(other, port, "127.0.0.1")).rejects.toMatchObject({ code: "EADDRINUSE" })
})
