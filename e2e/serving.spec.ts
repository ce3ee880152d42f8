/**
 * The production build as it is served: the real public/_headers applied by
 * our `npm start` server (the webServer of playwright.config.ts), compared with
 * what Netlify reads from the same file and what the generated
 * deploy/nginx.conf sends; caching, compression, conditional requests,
 * hostile URLs, the 500 page, and the MDN HTTP Observatory through a TLS
 * harness. These run without a browser (Node's fetch / node:http).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { request } from "node:http"
import { tmpdir } from "node:os"
import path from "node:path"

import { listSiteFiles, pageUrls } from "../build/headers/header-rules"
import { NGINX_CANDIDATES, nginxConfig, standaloneNginxConfig } from "../build/headers/nginx-config"
import { CACHE_IMMUTABLE, CACHE_NO_STORE, CACHE_REVALIDATE, SECURITY_HEADERS } from "../build/headers/header-policy"
import { compileHeaderRules, parseHeadersFile } from "../build/headers/netlify-headers"
import { createSiteServer, listen } from "../server/server"
import { createCertificates, ensureObservatory, runObservatory, startTlsHarness } from "../scripts/observatory"
import { expect, test } from "./fixtures"

const projectRoot = path.resolve(__dirname, "..")
const publicDir = path.join(projectRoot, "public")
const port = Number(process.env.E2E_PORT ?? 9100)
const base = `http://127.0.0.1:${port}`

const headersText = readFileSync(path.join(publicDir, "_headers"), "utf8")
const rules = parseHeadersFile(headersText)
const netlify = compileHeaderRules(rules)
const policyNames = [...new Set(rules.flatMap((r) => r.headers.map(([name]) => name.toLowerCase())))]
const files = listSiteFiles(publicDir)
const htmlPages = files.filter((f) => f.endsWith("/index.html") && !/^\/(404|500)\//.test(f)).flatMap(pageUrls)
const hashedJs = files.find((f) => /^\/app-[0-9a-f]{20}\.js$/.test(f))!
const unknownPaths = ["/gibt-es-nicht/", "/static/gibt-es-nicht.js", `${hashedJs}x`, "/kontakt/nichts.html"]

interface Raw {
  status: number
  headers: Record<string, string>
  body: Buffer
}

/** A request exactly as written (node:http does not normalise the path). */
function raw(target: string, options: { method?: string; headers?: Record<string, string>; port?: number } = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port: options.port ?? port, path: target, method: options.method ?? "GET", headers: options.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = []
        res.on("data", (c: Buffer) => chunks.push(c))
        res.on("end", () => {
          const headers: Record<string, string> = {}
          for (const [k, v] of Object.entries(res.headers)) headers[k] = Array.isArray(v) ? v.join(", ") : String(v)
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) })
        })
      },
    )
    req.on("error", reject)
    req.end()
  })
}

const policyOf = (headers: Record<string, string>): Record<string, string> =>
  Object.fromEntries(policyNames.filter((n) => headers[n] !== undefined).map((n) => [n, headers[n]!]))
const lower = (h: Record<string, string>) => Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]))

/**
 * Reads the headers nginx would send for a path from the generated config
 * text (written independently of the generator): an exact `location = "…"`
 * with its own add_header lines wins, everything else gets the server block's.
 */
function nginxHeadersFor(conf: string, urlPath: string): Record<string, string> {
  const addHeaders = (block: string) =>
    Object.fromEntries(
      [...block.matchAll(/^\s*add_header (\S+) "((?:[^"\\]|\\.)*)" always;$/gm)].map((m) => [
        m[1]!.toLowerCase(),
        m[2]!.replace(/\\(.)/g, "$1"),
      ]),
    )
  const locations = new Map<string, string>()
  for (const m of conf.matchAll(/^ {4}location = "((?:[^"\\]|\\.)*)" \{\n([\s\S]*?)^ {4}\}$/gm)) {
    locations.set(m[1]!.replace(/\\(.)/g, "$1"), m[2]!)
  }
  const serverLevel = conf.replace(/^ {4}location [\s\S]*?^ {4}\}$/gm, "")
  return addHeaders(locations.get(urlPath) ?? serverLevel)
}

test.describe("one header policy on three hosts", () => {
  const conf = readFileSync(path.join(projectRoot, "deploy", "nginx.conf"), "utf8")
  const paths = [...files, ...htmlPages, ...unknownPaths]

  test("deploy/nginx.conf is the one generated from public/_headers", () => {
    const root = /root "([^"]+)";/.exec(conf)?.[1] ?? ""
    const listen = /^\s+listen ([^;]+);/m.exec(conf)?.[1] ?? ""
    expect(conf).toBe(nginxConfig(rules, { root, listen }))
  })

  test("npm start, Netlify's _headers and nginx give the same headers for every path", async () => {
    expect(paths.length).toBeGreaterThan(40)
    for (const urlPath of paths) {
      const served = await raw(encodeURI(urlPath))
      const fromNetlify = policyOf(lower(netlify.headersFor(urlPath)))
      const fromNginx = policyOf(nginxHeadersFor(conf, urlPath))
      const fromServer = policyOf(served.headers)
      expect({ urlPath, headers: fromServer }).toEqual({ urlPath, headers: fromNetlify })
      expect({ urlPath, headers: fromNginx }).toEqual({ urlPath, headers: fromNetlify })
    }
  })

  test("the real nginx (when installed) sends the same headers with deploy/nginx.conf's rules", async () => {
    const nginx = NGINX_CANDIDATES.find((p) => spawnSync(p, ["-v"]).status === 0)
    test.skip(nginx === undefined, "nginx is not installed (apt-get install nginx); the config text is compared above")
    const nginxPort = port + 2
    const dir = mkdtempSync(path.join(tmpdir(), "nginx-parity-"))
    writeFileSync(
      path.join(dir, "nginx.conf"),
      standaloneNginxConfig(dir, nginxConfig(rules, { root: publicDir, listen: `127.0.0.1:${nginxPort}` })),
    )
    let child: ChildProcess | undefined
    try {
      child = spawn(nginx!, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" })
      await expect.poll(() => raw("/", { port: nginxPort }).then((r) => r.status, () => 0)).toBe(200)
      for (const urlPath of paths) {
        const fromNginx = await raw(encodeURI(urlPath), { port: nginxPort })
        const served = await raw(encodeURI(urlPath))
        expect({ urlPath, status: fromNginx.status, headers: policyOf(fromNginx.headers) }).toEqual({
          urlPath,
          status: served.status,
          headers: policyOf(served.headers),
        })
      }
    } finally {
      child?.kill("SIGTERM")
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

test.describe("headers, caching and compression of the npm start server", () => {
  test("every page: security headers, its own CSP, revalidation, no X-Powered-By, no noindex in production", async () => {
    for (const urlPath of htmlPages) {
      const res = await raw(urlPath)
      expect(res.status).toBe(200)
      expect(res.headers).toMatchObject(lower({ ...SECURITY_HEADERS, "Cache-Control": CACHE_REVALIDATE }))
      expect(res.headers["x-powered-by"]).toBeUndefined()
      expect(res.headers["x-robots-tag"]).toBeUndefined()
      expect(res.body.toString()).not.toContain('name="robots"')
      const pagePath = urlPath.replace(/index\.html$/, "")
      const csp = res.headers["content-security-policy"]!
      expect(csp).not.toContain("'unsafe-inline'")
      expect(csp).not.toContain("'unsafe-eval'")
      const sha = (await import("node:crypto")).createHash("sha256")
      const loader = `/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/`
      expect(csp).toContain(`'sha256-${sha.update(loader).digest("base64")}'`)
    }
  })

  test("Gatsby's caching table", async () => {
    const cache = async (p: string) => (await raw(p)).headers["cache-control"]
    expect(await cache("/")).toBe(CACHE_REVALIDATE)
    expect(await cache("/page-data/index/page-data.json")).toBe(CACHE_REVALIDATE)
    expect(await cache("/page-data/app-data.json")).toBe(CACHE_REVALIDATE)
    expect(await cache("/chunk-map.json")).toBe(CACHE_REVALIDATE)
    expect(await cache("/sitemap.xml")).toBe(CACHE_REVALIDATE)
    expect(await cache(hashedJs)).toBe(CACHE_IMMUTABLE)
    const css = files.find((f) => /^\/styles\.[0-9a-f]{20}\.css$/.test(f))!
    expect(await cache(css)).toBe(CACHE_IMMUTABLE)
    for (const f of files.filter((f) => f.startsWith("/static/"))) expect(await cache(f)).toBe(CACHE_IMMUTABLE)
    // A 404 is never cached for long, wherever it is.
    expect(await cache("/static/gibt-es-nicht.js")).toBe(CACHE_REVALIDATE)
  })

  test("precompressed brotli/gzip by Accept-Encoding, Vary, identical bytes", async () => {
    const plain = await raw(hashedJs, { headers: { "Accept-Encoding": "identity" } })
    expect(plain.headers["content-encoding"]).toBeUndefined()
    const br = await raw(hashedJs, { headers: { "Accept-Encoding": "gzip, deflate, br" } })
    expect(br.headers["content-encoding"]).toBe("br")
    expect(br.headers["vary"]).toBe("Accept-Encoding")
    expect((await import("node:zlib")).brotliDecompressSync(br.body).equals(plain.body)).toBe(true)
    const gz = await raw("/", { headers: { "Accept-Encoding": "gzip" } })
    expect(gz.headers["content-encoding"]).toBe("gzip")
    expect((await import("node:zlib")).gunzipSync(gz.body).toString()).toContain("<html")
    expect(br.body.length).toBeLessThan(plain.body.length / 2)
  })

  test("ETag → 304 with the same policy headers; HEAD has the headers and no body", async () => {
    const first = await raw("/kontakt/")
    const etag = first.headers["etag"]!
    expect(etag).toBeTruthy()
    const again = await raw("/kontakt/", { headers: { "If-None-Match": etag } })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(policyOf(again.headers)).toEqual(policyOf(first.headers))
    const head = await raw("/kontakt/", { method: "HEAD" })
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(head.headers["content-length"]).toBe(first.headers["content-length"])
    expect(policyOf(head.headers)).toEqual(policyOf(first.headers))
  })

  test("_headers, _redirects, dotfiles and build inputs are never served", async () => {
    for (const p of ["/_headers", "/_redirects", "/_headers.br", "/.cache/site-build-hash", "/../package.json"]) {
      const res = await raw(p)
      expect(res.status).toBe(404)
      expect(res.body.toString()).not.toContain("gatsby-adapter-netlify")
      expect(res.body.toString()).not.toContain("Content-Security-Policy:")
    }
  })
})

test.describe("hostile URLs: 4xx, never 5xx, never a byte from outside public/", () => {
  const outside = [
    readFileSync(path.join(projectRoot, "package.json"), "utf8").slice(0, 40),
    "root:x:0:0",
    "gatsby-adapter-netlify",
  ]
  const long = "/" + "a".repeat(10_000)
  const cases: Array<[string, string, string?]> = [
    ["plain traversal", "/../../../../etc/passwd"],
    ["traversal to package.json", "/../package.json"],
    ["encoded traversal", "/%2e%2e/%2e%2e/etc/passwd"],
    ["encoded slash", "/..%2f..%2fpackage.json"],
    ["double-encoded", "/%252e%252e/%252e%252e/etc/passwd"],
    ["backslashes", "/..\\..\\package.json"],
    ["encoded backslashes", "/..%5c..%5cpackage.json"],
    ["NUL byte", "/index.html%00.js"],
    ["broken percent-encoding", "/%E0%A4%A"],
    ["lone percent", "/%"],
    ["10 000-character path", long],
    ["absolute URL target", "http://evil.example/"],
    ["unknown method", "/", "BREW"],
    ["DELETE", "/", "DELETE"],
    ["POST", "/kontakt/", "POST"],
    ["OPTIONS", "/", "OPTIONS"],
  ]
  for (const [name, target, method] of cases) {
    test(`${name}`, async () => {
      const res = await raw(target, { method })
      expect(res.status).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
      for (const secret of outside) expect(res.body.toString("latin1")).not.toContain(secret)
      expect(res.headers["x-content-type-options"]).toBe("nosniff")
      expect(res.headers["content-security-policy"]).toContain("default-src 'none'")
    })
  }
})

test("a failing handler answers with the static 500 page, status 500, no-store", async () => {
  const server = createSiteServer({
    root: publicDir,
    log: () => {},
    beforeServe: () => {
      throw new Error("injected failure")
    },
  })
  await listen(server, port + 3, "127.0.0.1")
  try {
    const res = await raw("/kontakt/", { port: port + 3 })
    expect(res.status).toBe(500)
    expect(res.body.toString()).toContain("Unexpected Application Error!")
    expect(res.body.toString()).toBe(readFileSync(path.join(publicDir, "500.html"), "utf8"))
    expect(res.headers["cache-control"]).toBe(CACHE_NO_STORE)
    expect(res.headers["content-security-policy"]).toBe(netlify.headersFor("/gibt-es-nicht")["Content-Security-Policy"])
  } finally {
    server.closeAllConnections()
    server.close()
  }
})

test("MDN HTTP Observatory through the TLS harness: A+ (≥ 120), all 10 tests passed", async () => {
  test.setTimeout(300_000)
  const cli = ensureObservatory(projectRoot)
  const certs = createCertificates()
  const harness = await startTlsHarness(publicDir, port + 1, certs)
  try {
    const result = await runObservatory(cli, harness.port, certs.caFile)
    const failed = Object.entries(result.tests).filter(([, t]) => !t.pass).map(([k, t]) => `${k}: ${t.result}`)
    expect(failed).toEqual([])
    expect(result.scan.testsPassed).toBe(10)
    expect(result.scan.testsQuantity).toBe(10)
    expect(result.scan.grade).toBe("A+")
    expect(result.scan.score).toBeGreaterThanOrEqual(120)
    expect(result.tests["content-security-policy"]?.result).toBe("csp-implemented-with-no-unsafe-default-src-none")
  } finally {
    await harness.close()
    rmSync(certs.dir, { recursive: true, force: true })
  }
})
