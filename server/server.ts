/**
 * The static server of `npm start`: sirv over the built site, compressed on the fly as on Netlify, with `public/_headers`
 * read by Netlify's own parser so both hosts send the same headers; what the server answers itself (301, 404, 405, 500)
 * gets the `/*` rule's, as on Netlify.
 */
import { readdirSync, readFileSync } from "node:fs"
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import { join, relative, sep } from "node:path"
import type { Readable } from "node:stream"
import type { TLSSocket } from "node:tls"

import { parseAllHeaders, type Header } from "@netlify/headers-parser"
import compression from "compression"
import sirv from "sirv"

type Headers = Record<string, string>

/** Netlify's configuration files in public/: never served. */
const HOST_FILES = /^\/_(?:headers|redirects)(?:[./]|$)/

const TEXT = { "Content-Type": "text/plain; charset=utf-8" }

/** On plain http, `upgrade-insecure-requests` sends bundles to an https port nobody listens on (WebKit even on 127.0.0.1). */
function forTransport(headers: Headers, req: IncomingMessage): Headers {
  const csp = headers["Content-Security-Policy"]
  const https = (req.socket as TLSSocket).encrypted === true || req.headers["x-forwarded-proto"] === "https"
  if (https || csp === undefined) return headers
  const kept = csp.split(/;\s*/).filter((directive) => directive !== "upgrade-insecure-requests")
  return { ...headers, "Content-Security-Policy": kept.join("; ") }
}

/** The path as sirv looks it up, or null for what no file can answer: not a path, malformed escapes, a NUL. */
function decodedPath(pathname: string): string | null {
  try {
    const path = decodeURI(pathname)
    return pathname.startsWith("/") && !path.includes("\0") ? path : null
  } catch {
    return null
  }
}

/** URL paths of every file below `root`, but Netlify's configuration. */
export function listSiteFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(root, join(entry.parentPath, entry.name)).split(sep).join("/")}`)
    .filter((path) => !HOST_FILES.test(path))
    .sort()
}

/** Logs every 4xx/5xx answer and every error to stderr. */
export async function createSiteServer(root: string): Promise<Server> {
  const { headers: rules, errors } = await parseAllHeaders({ headersFiles: [join(root, "_headers")], configHeaders: [], minimal: false })
  if (errors.length > 0) throw new Error(`${join(root, "_headers")}: ${errors.map((error) => error.message).join("; ")}`)
  if (rules.length === 0) throw new Error(`${join(root, "_headers")} is missing or empty: build the site first (npm run build).`)
  // Not `minimal`: so every rule comes with its path pattern (`forRegExp`).
  const headersFor = (path: string): Headers =>
    Object.assign({}, ...(rules as Header[]).filter((rule) => rule.forRegExp.test(path)).map((rule) => rule.values))
  const generatedHeaders = headersFor("/\u0000") // no file has that path: the `/*` rule alone
  // The `/kontakt` → `/kontakt/` redirects: every folder with an index.html.
  const directories = new Set(listSiteFiles(root).flatMap((file) => (file.endsWith("/index.html") ? [file.slice(0, -11)] : [])))
  const notFoundPage = readFileSync(join(root, "404.html"))
  const errorPage = readFileSync(join(root, "500.html"))

  function send(req: IncomingMessage, res: ServerResponse, status: number, body: Buffer, extra: Headers = {}): void {
    if (status >= 400) console.error(`${status} ${req.method} ${req.url?.slice(0, 200)}`)
    for (const name of res.getHeaderNames()) res.removeHeader(name)
    const headers = { ...forTransport(generatedHeaders, req), "Content-Type": "text/html; charset=utf-8", ...extra }
    res.writeHead(status, { ...headers, "Content-Length": String(body.length) })
    res.end(req.method === "HEAD" ? undefined : body)
  }

  // Brotli before gzip when the client takes both; every type mime-db calls compressible (text, JSON, SVG, .ico), not PNG.
  const compress = compression({ threshold: 256 })
  const serveFile = sirv(root, {
    etag: true,
    // sirv's type table lacks .ico; this is what Netlify sends.
    setHeaders: (res, path) => path.endsWith(".ico") && res.setHeader("Content-Type", "image/x-icon"),
  })

  function handle(req: IncomingMessage, res: ServerResponse): void {
    if (req.method !== "GET" && req.method !== "HEAD")
      return send(req, res, 405, Buffer.from("Method Not Allowed\n"), { ...TEXT, Allow: "GET, HEAD" })
    const [pathname = "/", query] = (req.url ?? "/").split(/\?(.*)/s, 2)
    const path = decodedPath(pathname)
    if (path === null) return send(req, res, 400, Buffer.from("Bad Request\n"), TEXT)
    if (HOST_FILES.test(path)) return send(req, res, 404, notFoundPage)
    // Gatsby's trailingSlash "always"; the target is a real directory's name, so always a same-origin path.
    const location = `${pathname}/${query === undefined ? "" : `?${query}`}`
    if (directories.has(path)) return send(req, res, 301, Buffer.alloc(0), { Location: location })
    // Set before sirv, so that its 304 answers carry them too.
    // Rule paths are written URL-encoded, so they meet the path as it was sent.
    for (const [name, value] of Object.entries(forTransport(headersFor(pathname), req))) res.setHeader(name, value)
    // compression adds it only where the type is compressible; a 304 has none but must carry it (RFC 9110).
    res.setHeader("Vary", "Accept-Encoding")
    // We serve no media; a range would only meet sirv's corner cases (RFC 9110 lets a server ignore it).
    delete req.headers.range
    // sirv pipes a read stream without handling its errors (a file deleted since start-up): end this response only.
    res.once("pipe", (source: Readable) =>
      source.once("error", (error) => {
        console.error(`500 ${req.method} ${req.url?.slice(0, 200)} ${error.message}`)
        res.destroy()
      }),
    )
    serveFile(req, res, () => send(req, res, 404, notFoundPage))
  }

  return createServer((req, res) => {
    try {
      // compression leaves HEAD alone; shown it as GET, it names the encoding GET gets, as RFC 9110 asks of HEAD.
      compress(req.method === "HEAD" ? { method: "GET", headers: req.headers } : req, res, () => handle(req, res))
    } catch (error) {
      console.error(error instanceof Error ? (error.stack ?? error.message) : String(error))
      if (res.headersSent) res.destroy()
      else send(req, res, 500, errorPage, { "Cache-Control": "no-store" })
    }
  })
}
