/**
 * The engines' proxy. For the site, it passes every response through unchanged but for one script, the first element of
 * each HTML page's head: the recorder (allowed by `script-src 'self'`, run before the page's own), which collects CSP
 * violations and script errors in `window.__visitorLog`; one way for every engine, as WebKit's driver has neither
 * console access nor init scripts. For every other host, it lists the request in `thirdParty` and answers it itself
 * (an https tunnel refused, plain http 404): nothing leaves the machine.
 */
import { createServer, request, type IncomingMessage, type Server } from "node:http"
import type { AddressInfo, Socket } from "node:net"
import { text } from "node:stream/consumers"

const RECORDER_PATH = "/__visitor-recorder.js"

/** What the recorder collects. */
export interface VisitorLog {
  csp: string[]
  errors: string[]
}

function recorder(): void {
  const log: VisitorLog = { csp: [], errors: [] }
  ;(window as unknown as { __visitorLog: VisitorLog }).__visitorLog = log
  addEventListener("securitypolicyviolation", (e) => log.csp.push(`${e.violatedDirective} ${e.blockedURI}`), true)
  addEventListener("error", (e) => {
    // Script errors only; a resource that failed to load (gtm.js, offline here) is not one.
    if (e instanceof ErrorEvent) log.errors.push(e.message)
  })
  addEventListener("unhandledrejection", (e) => log.errors.push(String(e.reason)))
  const consoleError = console.error.bind(console)
  console.error = (...args: unknown[]) => {
    log.errors.push(args.map(String).join(" "))
    consoleError(...args)
  }
}

const RECORDER_SOURCE = `(${recorder.toString()})();\n`

export type RecordingProxy = Awaited<ReturnType<typeof startRecordingProxy>>

export async function startRecordingProxy(upstream: URL) {
  /** What was asked of other hosts, in order: "host:port" for an https tunnel, the URL for plain http. */
  const thirdParty: string[] = []
  const server: Server = createServer((req, res) => {
    // As a proxy it is asked for a whole URL; as the site, for a path.
    if (!req.url?.startsWith("/")) {
      thirdParty.push(req.url ?? "")
      res.writeHead(404).end()
      return
    }
    if (req.url === RECORDER_PATH) {
      res.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-store" })
      res.end(RECORDER_SOURCE)
      return
    }
    const headers = { ...req.headers, host: upstream.host, "accept-encoding": "identity" }
    const forward = request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
      (answer: IncomingMessage) => {
        const html = /^text\/html/.test(answer.headers["content-type"] ?? "") && req.method === "GET"
        if (!html) {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
          return
        }
        void text(answer).then((page) => {
          const body = Buffer.from(page.replace(/<head[^>]*>/i, (head) => `${head}<script src="${RECORDER_PATH}"></script>`))
          // Without the page's own validator, which would no longer describe these bytes.
          const { etag: _validator, ...pageHeaders } = answer.headers
          res.writeHead(answer.statusCode ?? 502, { ...pageHeaders, "content-length": String(body.length) }).end(body)
        })
      },
    )
    forward.on("error", (error) => res.destroy(error))
    req.pipe(forward)
  })
  server.on("connect", (req: IncomingMessage, socket: Socket) => {
    thirdParty.push(req.url ?? "")
    socket.end("HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n")
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    /** The site through the recorder; the same server is the engines' proxy for every other host. */
    origin: `http://127.0.0.1:${port}`,
    thirdParty,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
