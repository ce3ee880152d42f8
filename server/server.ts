/**
 * Production static server for the built Gatsby site (`public/`): sirv in
 * production mode plus a thin wrapper (docs/requirements.md#npm-start-server).
 *
 * sirv builds an immutable map of the files under `root` when the server is
 * created, so nothing outside that map (traversal, dotfiles, files added
 * later) can ever be served. Restart the server after a rebuild.
 *
 * Response headers come from `<root>/_headers`, the artifact the build writes
 * for every host (build/postbuild.ts): a file is answered with the headers
 * of the rules matching its path, everything the server generates itself
 * (301, 4xx, 500) with those of the `/*` rule, as Netlify does for paths
 * without a file. The server adds only transport headers (Content-Type,
 * Content-Length, ETag, Vary, Location, Allow) and `no-store` on 500.
 */
import { readdirSync, readFileSync, statSync } from "node:fs"
import { createServer } from "node:http"
import type { IncomingMessage, Server, ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import type { TLSSocket } from "node:tls"
import { join, resolve } from "node:path"
import type { Duplex, Readable } from "node:stream"
import sirv from "sirv"
import { CACHE_NO_STORE } from "../build/headers/header-policy.ts"
import { compileHeaderRules, parseHeadersFile, type CompiledRules } from "../build/headers/netlify-headers.ts"

export interface SiteServerOptions {
  /** The directory to serve (normally `<project>/public`). */
  root: string
  /** Receives one line per 4xx/5xx the server generates. Default: console.error. */
  log?: (line: string) => void
  /** Called first for every request; exists so tests can inject a failure. */
  beforeServe?: (req: IncomingMessage) => void
}

/** Longer request targets are answered with 414. */
const MAX_URL_LENGTH = 2048

const ALLOWED_METHODS = "GET, HEAD"

/** Types of files we serve that sirv's table (mrmime) lacks; image/x-icon is what browsers, Netlify and nginx use for .ico. */
const EXTRA_CONTENT_TYPES: Readonly<Record<string, string>> = { ".ico": "image/x-icon" }
const FALLBACK_500_TEXT = "Unexpected Application Error!"
const FALLBACK_404_TEXT = "Not Found"

/** Status for requests Node's HTTP parser refuses (Node's docs for the `clientError` event). */
const PARSER_REFUSALS: Readonly<Record<string, [number, string]>> = {
  HPE_HEADER_OVERFLOW: [431, "Request Header Fields Too Large"],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout"],
}

/** Netlify configuration files that Gatsby's adapter writes into public/. */
const NEVER_SERVED = /^\/_(?:headers|redirects)(?:[./]|$)/

interface ErrorPage {
  body: Buffer
  contentType: string
}

/** Splits a request target exactly like sirv's URL parser (@polka/url). */
function splitUrl(raw: string): { pathname: string; search: string } {
  let pathname = raw
  let search = ""
  if (raw.length > 1) {
    const hash = raw.indexOf("#", 1)
    if (hash !== -1) pathname = raw.substring(0, hash)
    const query = pathname.indexOf("?", 1)
    if (query !== -1) {
      search = pathname.substring(query)
      pathname = pathname.substring(0, query)
    }
  }
  return { pathname, search }
}

/** Directory is hidden from sirv's file map (same rule as sirv with `dotfiles: false`). */
function isHidden(name: string): boolean {
  return name.startsWith(".") && name !== ".well-known"
}

/**
 * URL paths (decoded, NFC, no trailing slash) of every directory below `root`
 * that has an index.html — the candidates for the `/dir` → `/dir/` redirect.
 */
function collectIndexDirectories(root: string): Set<string> {
  const dirs = new Set<string>()
  const walk = (abs: string, urlPath: string): void => {
    for (const name of readdirSync(abs)) {
      if (isHidden(name)) continue
      const childAbs = join(abs, name)
      const stats = statSync(childAbs)
      if (stats.isDirectory()) walk(childAbs, `${urlPath}/${name.normalize()}`)
      else if (name === "index.html" && urlPath !== "") dirs.add(urlPath)
    }
  }
  walk(root, "")
  return dirs
}

function readErrorPage(file: string, fallbackText: string): ErrorPage {
  try {
    return { body: readFileSync(file), contentType: "text/html; charset=utf-8" }
  } catch {
    return { body: Buffer.from(fallbackText + "\n"), contentType: "text/plain; charset=utf-8" }
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error)
}

/** Keeps log lines short; raw request targets cannot contain spaces or newlines. */
function forLog(path: string): string {
  return path.length > 200 ? `${path.slice(0, 200)}…` : path
}

/** Reads and compiles `<root>/_headers`; a missing or malformed file is a clear start-up error. */
function loadHeaderRules(root: string): CompiledRules {
  const file = join(root, "_headers")
  let text: string
  try {
    text = readFileSync(file, "utf8")
  } catch {
    throw new Error(`${file} is missing: it holds the site's response headers. Build the site with "npm run build".`)
  }
  const rules = parseHeadersFile(text)
  if (rules[0]?.path !== "/*") throw new Error(`${file} must start with the "/*" rule (every response's headers).`)
  return compileHeaderRules(rules)
}

/**
 * The policy's headers as this request may have them. `upgrade-insecure-requests`
 * is for a site served over https (Netlify, a TLS-terminating proxy that says so
 * with X-Forwarded-Proto); on plain http it would send every bundle request to an
 * https port nobody listens on, and WebKit honours it even on 127.0.0.1.
 */
function forTransport(headers: Record<string, string>, req: IncomingMessage): Record<string, string> {
  const csp = headers["Content-Security-Policy"]
  const https = (req.socket as TLSSocket).encrypted === true || req.headers["x-forwarded-proto"] === "https"
  if (https || csp === undefined) return headers
  const kept = csp.split(/;\s*/).filter((directive) => directive.trim() !== "upgrade-insecure-requests")
  return { ...headers, "Content-Security-Policy": kept.join("; ") }
}

function clearHeaders(res: ServerResponse): void {
  for (const name of res.getHeaderNames()) res.removeHeader(name)
}

/**
 * sirv answers `bytes=-N` with the first N bytes, treats `bytes=0-0` as the
 * whole file and throws on `bytes=5-3`; it also ignores If-Range. Ignoring a
 * Range header is always allowed (RFC 9110 §14.2), so only a plain
 * `bytes=start-[end]` is passed on.
 */
function sanitizeRange(req: IncomingMessage): void {
  const range = req.headers.range
  if (range === undefined) return
  const match = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(range.trim())
  const start = match ? Number(match[1]) : NaN
  const end = match && match[2] !== "" ? Number(match[2]) : undefined
  const usable = match !== null && req.headers["if-range"] === undefined && (end === undefined || (end >= start && end > 0))
  if (!usable) delete req.headers.range
}

export function createSiteServer(options: SiteServerOptions): Server {
  const root = resolve(options.root)
  const log = options.log ?? ((line: string) => console.error(line))
  const beforeServe = options.beforeServe

  const serveFile = sirv(root, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    dotfiles: false,
    extensions: ["html"],
    // sirv would send an empty Content-Type for these; a header set here wins over its own.
    setHeaders: (res, pathname) => {
      const type = EXTRA_CONTENT_TYPES[/\.[^./]+$/.exec(pathname)?.[0] ?? ""]
      if (type) res.setHeader("Content-Type", type)
    },
  })
  const headerRules = loadHeaderRules(root)
  // The `/*` rule alone: what a path without a file gets.
  const baseHeaders = headerRules.headersFor("/\0no-such-file")
  const generatedHeaders = (status: number): Record<string, string> =>
    status >= 500 ? { ...baseHeaders, "Cache-Control": CACHE_NO_STORE } : baseHeaders
  const indexDirectories = collectIndexDirectories(root)
  const notFoundPage = readErrorPage(join(root, "404.html"), FALLBACK_404_TEXT)
  const errorPage = readErrorPage(join(root, "500.html"), FALLBACK_500_TEXT)

  function sendGenerated(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    page: ErrorPage,
    extraHeaders: Record<string, string> = {},
  ): void {
    clearHeaders(res)
    const headers: Record<string, string> = {
      ...forTransport(generatedHeaders(status), req),
      ...extraHeaders,
      "Content-Type": page.contentType,
      "Content-Length": String(page.body.length),
    }
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    res.statusCode = status
    if (req.method === "HEAD") res.end()
    else res.end(page.body)
  }

  function sendText(req: IncomingMessage, res: ServerResponse, status: number, text: string, extra?: Record<string, string>): void {
    log(`${status} ${req.method ?? "?"} ${forLog(req.url ?? "")}`)
    sendGenerated(req, res, status, { body: Buffer.from(text + "\n"), contentType: "text/plain; charset=utf-8" }, extra)
  }

  function sendNotFound(req: IncomingMessage, res: ServerResponse, pathname: string): void {
    log(`404 ${req.method ?? "?"} ${forLog(pathname)}`)
    sendGenerated(req, res, 404, notFoundPage)
  }

  function sendServerError(req: IncomingMessage, res: ServerResponse, error: unknown): void {
    try {
      log(`500 ${req.method ?? "?"} ${forLog(req.url ?? "")} ${describe(error)}`)
      if (res.headersSent) {
        // Too late for an error page: abort so the client sees a broken response.
        res.destroy()
        return
      }
      sendGenerated(req, res, 500, errorPage)
    } catch {
      res.destroy()
    }
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    beforeServe?.(req)

    const method = req.method ?? ""
    if (method !== "GET" && method !== "HEAD") {
      sendText(req, res, 405, "Method Not Allowed", { Allow: ALLOWED_METHODS })
      return
    }

    const raw = req.url ?? ""
    if (raw.length > MAX_URL_LENGTH) {
      sendText(req, res, 414, "URI Too Long")
      return
    }
    if (!raw.startsWith("/")) {
      sendText(req, res, 400, "Bad Request")
      return
    }
    const { pathname, search } = splitUrl(raw)
    let decoded: string
    try {
      decoded = decodeURIComponent(pathname)
    } catch {
      sendText(req, res, 400, "Bad Request")
      return
    }
    if (decoded.includes("\0") || decoded.includes("\\")) {
      sendText(req, res, 400, "Bad Request")
      return
    }
    // The path as sirv will look it up (it uses decodeURI, which keeps %2F etc.).
    const filePath = decodeURI(pathname)

    if (NEVER_SERVED.test(filePath)) {
      sendNotFound(req, res, pathname)
      return
    }

    if (indexDirectories.has(filePath)) {
      // Gatsby uses trailingSlash "always". The Location is built from a real
      // directory name, so it is always a same-origin path.
      clearHeaders(res)
      const location = filePath.split("/").map(encodeURIComponent).join("/") + "/" + search
      const headers = { ...forTransport(generatedHeaders(301), req), Location: location }
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
      res.setHeader("Content-Length", "0")
      res.statusCode = 301
      res.end()
      return
    }

    // Before sirv, so that 304 answers carry them too.
    for (const [name, value] of Object.entries(forTransport(headerRules.headersFor(filePath), req))) res.setHeader(name, value)
    // Every file may have a precompressed .br/.gz variant; a 304 must carry Vary too.
    res.setHeader("Vary", "Accept-Encoding")
    sanitizeRange(req)

    // sirv pipes a read stream into the response without handling its errors
    // (e.g. a file deleted since start-up), which would crash the process.
    res.once("pipe", (source: Readable) => {
      source.on("error", (error) => sendServerError(req, res, error))
      // Release the file descriptor when the client goes away mid-transfer.
      res.once("close", () => source.destroy())
    })

    serveFile(req, res, () => sendNotFound(req, res, pathname))
  }

  const server = createServer((req, res) => {
    try {
      handle(req, res)
    } catch (error) {
      sendServerError(req, res, error)
    }
  })
  // Requests Node's parser refuses before any handler runs (unknown methods
  // such as BREW, malformed request lines, oversized headers) still get the
  // site's headers instead of Node's bare "400 Bad Request".
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || error.code === "ECONNRESET") {
      socket.destroy()
      return
    }
    const [status, reason] = PARSER_REFUSALS[error.code ?? ""] ?? [400, "Bad Request"]
    log(`${status} (refused by the HTTP parser: ${error.code ?? error.message})`)
    const text = `${reason}\n`
    const headers = {
      ...generatedHeaders(status),
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": String(Buffer.byteLength(text)),
      Connection: "close",
    }
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("")
    socket.end(`HTTP/1.1 ${status} ${reason}\r\n${head}\r\n${text}`)
  })
  return server
}

/** Starts listening; resolves with the bound address (use port 0 for a free port). */
export function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolvePromise, reject) => {
    const onError = (error: Error): void => {
      server.off("listening", onListening)
      reject(error)
    }
    const onListening = (): void => {
      server.off("error", onError)
      const address = server.address()
      if (address === null || typeof address === "string") {
        reject(new Error(`Unexpected server address: ${String(address)}`))
        return
      }
      resolvePromise(address)
    }
    server.once("error", onError)
    server.once("listening", onListening)
    server.listen(port, host)
  })
}
