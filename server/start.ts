/**
 * `npm start`: builds the site when needed (server/build-if-needed.ts), then serves it; by default to this machine
 * only (HOST, PORT). `npm run serve` (--no-build) serves what public/ holds. Both name the environment it was built for.
 *
 *   node server/start.ts [--no-build] [--root <built dir>]
 */
import { once } from "node:events"
import type { AddressInfo } from "node:net"
import { resolve } from "node:path"
import { parseArgs } from "node:util"

import { buildIfNeeded, builtEnvironment, describeEnvironment } from "./build-if-needed.ts"
import { createSiteServer } from "./server.ts"

const projectRoot = resolve(import.meta.dirname, "..")

try {
  const { values } = parseArgs({ options: { "no-build": { type: "boolean" }, root: { type: "string" } } })
  const host = process.env.HOST?.trim() || "127.0.0.1"
  const port = Number(process.env.PORT?.trim() || 9000)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a number from 0 to 65535, not "${process.env.PORT}".`)
  if (!values["no-build"] && values.root === undefined) buildIfNeeded(projectRoot)
  const root = resolve(values.root ?? resolve(projectRoot, "public"))
  const server = await createSiteServer(root)
  await once(server.listen(port, host), "listening") // rejects on "error", e.g. a port in use
  const { port: bound } = server.address() as AddressInfo
  const recorded = builtEnvironment(root)
  const built = recorded ? `a build for ${describeEnvironment(recorded)}` : "a build that records no environment"
  console.log(`Serving ${root} (${built}) on http://${host.includes(":") ? `[${host}]` : host}:${bound}/`)
} catch (error) {
  console.error(`Error: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}
