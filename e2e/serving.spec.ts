/**
 * What only the real production build can show, without a browser: the real
 * public/_headers applied by our `npm start` server (the webServer of
 * playwright.config.ts), compared with what Netlify reads from the same file
 * and what the generated deploy/nginx.conf (and a real nginx, when installed)
 * sends; the caching of the file types Gatsby really emits; and the MDN HTTP
 * Observatory grade through a TLS harness. The server's own behaviour
 * (methods, statuses, redirects, hostile URLs, 304/HEAD, compression, the 500
 * page) is tested on a fixture directory in __tests__/server/server.test.ts.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

import { listSiteFiles, pageUrls } from "../build/headers/header-rules"
import { NGINX_CANDIDATES, nginxConfig, standaloneNginxConfig } from "../build/headers/nginx-config"
import { CACHE_IMMUTABLE, CACHE_REVALIDATE } from "../build/headers/header-policy"
import { compileHeaderRules, parseHeadersFile } from "../build/headers/netlify-headers"
import { createCertificates, ensureObservatory, runObservatory, startTlsHarness } from "../scripts/observatory"
import { rawRequest } from "../__tests__/support/raw-request"
import { expect, test } from "./fixtures"

const projectRoot = path.resolve(__dirname, "..")
const publicDir = path.join(projectRoot, "public")
const port = Number(process.env.E2E_PORT ?? 9100)

const headersText = readFileSync(path.join(publicDir, "_headers"), "utf8")
const rules = parseHeadersFile(headersText)
const netlify = compileHeaderRules(rules)
const policyNames = [...new Set(rules.flatMap((r) => r.headers.map(([name]) => name.toLowerCase())))]
const files = listSiteFiles(publicDir)
const htmlPages = files.filter((f) => f.endsWith("/index.html") && !/^\/(404|500)\//.test(f)).flatMap(pageUrls)
const hashedJs = files.find((f) => /^\/app-[0-9a-f]{20}\.js$/.test(f))!
const unknownPaths = ["/gibt-es-nicht/", "/static/gibt-es-nicht.js", `${hashedJs}x`, "/kontakt/nichts.html"]

/** Status and headers (one string per name) of a request sent exactly as written. */
async function fetchRaw(target: string, onPort = port): Promise<{ status: number; headers: Record<string, string> }> {
  const res = await rawRequest(onPort, target)
  const headers = Object.fromEntries(
    Object.entries(res.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : String(value)]),
  )
  return { status: res.status, headers }
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
      const served = await fetchRaw(encodeURI(urlPath))
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
      await expect
        .poll(() =>
          fetchRaw("/", nginxPort).then(
            (r) => r.status,
            () => 0,
          ),
        )
        .toBe(200)
      for (const urlPath of paths) {
        const fromNginx = await fetchRaw(encodeURI(urlPath), nginxPort)
        const served = await fetchRaw(encodeURI(urlPath))
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

test("MDN HTTP Observatory through the TLS harness: A+ (≥ 120), all 10 tests passed", async () => {
  test.setTimeout(300_000)
  const cli = ensureObservatory(projectRoot)
  const certs = createCertificates()
  const harness = await startTlsHarness(publicDir, port + 1, certs)
  try {
    const result = await runObservatory(cli, harness.port, certs.caFile)
    const failed = Object.entries(result.tests)
      .filter(([, t]) => !t.pass)
      .map(([k, t]) => `${k}: ${t.result}`)
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
