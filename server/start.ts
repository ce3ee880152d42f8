/**
 * `npm start`: build the site if public/ is stale, then serve it.
 *
 *   node server/start.ts [--no-build | --force-build] [--root <dir>]
 *
 * Environment: HOST (default 127.0.0.1), PORT (default 9000).
 */
import { statSync } from "node:fs"
import type { Server } from "node:http"
import { resolve } from "node:path"
import { buildIfNeeded } from "./build-if-needed.ts"
import { createSiteServer, listen } from "./server.ts"

const USAGE = `Usage: node server/start.ts [--no-build | --force-build] [--root <dir>]

  (default)      run "npm run build" when public/ is missing or out of date, then serve it
  --no-build     serve public/ as it is (error if it does not exist)
  --force-build  always run "npm run build" first
  --root <dir>   serve <dir> instead of <project>/public (implies --no-build)

Environment: HOST (default 127.0.0.1), PORT (default 9000)`

const DEFAULT_HOST = "127.0.0.1"
const DEFAULT_PORT = 9000

type BuildMode = "auto" | "skip" | "force"

interface Args {
  build: BuildMode
  root: string | undefined
  help: boolean
}

class UsageError extends Error {}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { build: "auto", root: undefined, help: false }
  const seen = new Set<string>()
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ""
    if (arg === "--help" || arg === "-h") args.help = true
    else if (arg === "--no-build" || arg === "--force-build") seen.add(arg)
    else if (arg === "--root" || arg.startsWith("--root=")) {
      const value = arg === "--root" ? argv[++i] : arg.slice("--root=".length)
      if (!value) throw new UsageError("--root needs a directory")
      args.root = value
    } else throw new UsageError(`unknown argument "${arg}"`)
  }
  if (seen.has("--no-build") && seen.has("--force-build")) {
    throw new UsageError("--no-build and --force-build cannot be combined")
  }
  if (args.root !== undefined && seen.has("--force-build")) {
    throw new UsageError("--root serves an existing directory and cannot be combined with --force-build")
  }
  if (seen.has("--force-build")) args.build = "force"
  else if (seen.has("--no-build") || args.root !== undefined) args.build = "skip"
  return args
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return DEFAULT_PORT
  const text = value.trim()
  const port = /^\d{1,5}$/.test(text) ? Number(text) : NaN
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new UsageError(`PORT must be an integer from 1 to 65535, got "${value}"`)
  }
  return port
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory()
  } catch {
    return false
  }
}

function urlHost(host: string): string {
  return host.includes(":") ? `[${host}]` : host
}

function listenErrorMessage(error: NodeJS.ErrnoException, host: string, port: number): string {
  switch (error.code) {
    case "EADDRINUSE":
      return `port ${port} on ${host} is already in use. Stop the other server or choose another port with PORT=…`
    case "EACCES":
      return `no permission to listen on ${host}:${port}. Use a port above 1023.`
    case "EADDRNOTAVAIL":
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `cannot listen on host "${host}" (${error.code}). Check HOST.`
    default:
      return `cannot listen on ${host}:${port}: ${error.message}`
  }
}

function fail(message: string): void {
  console.error(`Error: ${message}`)
  process.exitCode = 1
}

function handleSignals(server: Server): void {
  let stopping = false
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      console.error(`${signal} again: exiting immediately.`)
      process.exit(1)
    }
    stopping = true
    console.log(`${signal} received: closing the server …`)
    server.close(() => process.exit(0))
    server.closeIdleConnections()
    // Requests in flight get a moment to finish; then keep-alive sockets are cut.
    setTimeout(() => server.closeAllConnections(), 3000).unref()
  }
  process.once("SIGINT", stop)
  process.once("SIGTERM", stop)
}

async function main(argv: readonly string[]): Promise<void> {
  let args: Args
  let port: number
  try {
    args = parseArgs(argv)
    port = parsePort(process.env.PORT)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    fail(`${error.message}\n\n${USAGE}`)
    return
  }
  if (args.help) {
    console.log(USAGE)
    return
  }
  const host = process.env.HOST?.trim() || DEFAULT_HOST

  const projectRoot = resolve(import.meta.dirname, "..")
  const root = args.root !== undefined ? resolve(args.root) : resolve(projectRoot, "public")

  if (args.build === "skip") {
    if (!isDirectory(root)) {
      fail(
        args.root !== undefined
          ? `${root} does not exist or is not a directory.`
          : `${root} does not exist. Build the site first (npm run build), or run npm start without --no-build.`,
      )
      return
    }
  } else {
    try {
      await buildIfNeeded(projectRoot, { force: args.build === "force", log: (line) => console.log(line) })
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error))
      return
    }
  }

  let server: Server
  try {
    server = createSiteServer({ root })
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error))
    return
  }
  try {
    const address = await listen(server, port, host)
    console.log(`Serving ${root} on http://${urlHost(host)}:${address.port}/`)
  } catch (error) {
    fail(listenErrorMessage(error as NodeJS.ErrnoException, host, port))
    return
  }
  handleSignals(server)
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
