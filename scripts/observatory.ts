/**
 * Scans the site with the MDN HTTP Observatory's own scanner
 * (npm @mdn/mdn-http-observatory) through a local TLS harness:
 *
 *   - a throwaway certificate authority and a certificate for 127.0.0.1
 *     (openssl, in a temporary directory), trusted through NODE_EXTRA_CA_CERTS;
 *   - one port that speaks HTTPS (our real site server's request handler) and
 *     answers plain HTTP with a 301 to the HTTPS URL, as the scanner expects
 *     of a production host (it probes http:// and https:// on the host:port
 *     it is given).
 *
 * The scanner is not a dependency of the project: its install step downloads
 * lists and it pulls in a database driver. It is installed on first use into
 * .cache/observatory with --ignore-scripts (an empty HSTS preload list stands
 * in for the downloaded one; only "is the site preloaded" depends on it).
 */
import { execFileSync, spawn } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from "node:http"
import { createServer as createHttpsServer } from "node:https"
import { createServer as createNetServer, type Server as NetServer, type Socket } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { createSiteServer } from "../server/server.ts"

const OBSERVATORY_PACKAGE = "@mdn/mdn-http-observatory"
const OBSERVATORY_VERSION = "1.4.8"

/** Installs the scanner into `<projectRoot>/.cache/observatory` unless that exact version is there. */
export function ensureObservatory(projectRoot: string, log: (line: string) => void = console.log): string {
  const prefix = join(projectRoot, ".cache", "observatory")
  const packageDir = join(prefix, "node_modules", ...OBSERVATORY_PACKAGE.split("/"))
  const installed = (() => {
    try {
      return JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")).version as string
    } catch {
      return undefined
    }
  })()
  if (installed !== OBSERVATORY_VERSION) {
    log(`Installing ${OBSERVATORY_PACKAGE}@${OBSERVATORY_VERSION} into ${prefix} (--ignore-scripts) …`)
    mkdirSync(prefix, { recursive: true })
    if (!existsSync(join(prefix, "package.json"))) writeFileSync(join(prefix, "package.json"), '{ "private": true }\n')
    execFileSync(
      "npm",
      [
        "install",
        "--ignore-scripts",
        "--no-audit",
        "--no-fund",
        "--save-exact",
        "--prefix",
        prefix,
        `${OBSERVATORY_PACKAGE}@${OBSERVATORY_VERSION}`,
      ],
      { stdio: "inherit" },
    )
  }
  const preload = join(packageDir, "conf", "hsts-preload.json")
  if (!existsSync(preload)) writeFileSync(preload, "{}\n")
  // src/scan.js, not bin/wrapper.js: the wrapper overwrites NODE_EXTRA_CA_CERTS with its own bundle.
  return join(packageDir, "src", "scan.js")
}

export interface Certificates {
  dir: string
  caFile: string
  key: Buffer
  cert: Buffer
}

/** A throwaway CA and a server certificate for 127.0.0.1 / localhost (openssl). */
export function createCertificates(): Certificates {
  const dir = mkdtempSync(join(tmpdir(), "tls-harness-"))
  const file = (name: string) => join(dir, name)
  const openssl = (...args: string[]) => execFileSync("openssl", args, { stdio: "pipe" })
  openssl(
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-days",
    "2",
    "-subj",
    "/CN=Throwaway test CA",
    "-keyout",
    file("ca.key"),
    "-out",
    file("ca.pem"),
    "-addext",
    "basicConstraints=critical,CA:TRUE",
    "-addext",
    "keyUsage=critical,keyCertSign,cRLSign",
  )
  openssl("req", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=127.0.0.1", "-keyout", file("server.key"), "-out", file("server.csr"))
  writeFileSync(file("server.ext"), "subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\nbasicConstraints=CA:FALSE\n")
  openssl(
    "x509",
    "-req",
    "-in",
    file("server.csr"),
    "-CA",
    file("ca.pem"),
    "-CAkey",
    file("ca.key"),
    "-CAcreateserial",
    "-days",
    "2",
    "-out",
    file("server.pem"),
    "-extfile",
    file("server.ext"),
  )
  return { dir, caFile: file("ca.pem"), key: readFileSync(file("server.key")), cert: readFileSync(file("server.pem")) }
}

export interface TlsHarness {
  port: number
  close(): Promise<void>
}

/**
 * Serves `root` with the real site server over HTTPS on `port` (127.0.0.1),
 * and redirects plain HTTP on the same port to HTTPS. The first byte of a
 * connection decides: 0x16 starts a TLS handshake.
 */
export async function startTlsHarness(root: string, port: number, certs: Certificates): Promise<TlsHarness> {
  const site = createSiteServer({ root, log: () => {} })
  const handler = site.listeners("request")[0] as (req: IncomingMessage, res: ServerResponse) => void
  const https = createHttpsServer({ key: certs.key, cert: certs.cert }, handler)
  const redirect = createHttpServer((req, res) => {
    res.writeHead(301, { Location: `https://127.0.0.1:${port}${req.url ?? "/"}`, "Content-Length": "0" })
    res.end()
  })
  const sockets = new Set<Socket>()
  const front: NetServer = createNetServer((socket) => {
    sockets.add(socket)
    socket.on("close", () => sockets.delete(socket))
    socket.once("readable", () => {
      const first = socket.read(1) as Buffer | null
      if (first === null) return
      socket.unshift(first)
      ;(first[0] === 0x16 ? https : redirect).emit("connection", socket)
    })
  })
  await new Promise<void>((resolve, reject) => {
    front.once("error", reject)
    front.listen(port, "127.0.0.1", () => resolve())
  })
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        front.close(() => resolve())
      }),
  }
}

export interface ObservatoryResult {
  scan: { grade: string; score: number; testsPassed: number; testsFailed: number; testsQuantity: number; statusCode?: number }
  tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>
}

/** Runs the scanner CLI against `127.0.0.1:<port>`, trusting the throwaway CA. */
export function runObservatory(cli: string, port: number, caFile: string, timeoutMs = 60_000): Promise<ObservatoryResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, `127.0.0.1:${port}`], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: caFile },
      stdio: ["ignore", "pipe", "pipe"],
    })
    let out = ""
    let err = ""
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs)
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()))
    child.on("close", (code) => {
      clearTimeout(timer)
      try {
        const parsed = JSON.parse(out) as ObservatoryResult & { error?: string }
        if (parsed.error) throw new Error(parsed.error)
        resolve(parsed)
      } catch (error) {
        reject(new Error(`Observatory scan failed (exit ${String(code)}): ${(error as Error).message}\n${out}\n${err}`))
      }
    })
  })
}
