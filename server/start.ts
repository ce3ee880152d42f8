/**
 * `npm run serve`: serves the built site (public/, or `--root <dir>`) and names the environment it was built for; by
 * default to this machine only (HOST, PORT). `npm start` is `npm run build` followed by this.
 */
import { once } from "node:events"
import { readFileSync } from "node:fs"
import type { AddressInfo } from "node:net"
import { join, resolve } from "node:path"
import { parseArgs } from "node:util"

import { createSiteServer } from "./server.ts"

/** The environment the build in `root` was made for, as its _headers states it (gatsby/headers/header-rules.ts). */
const builtFor = (root: string) => /^# Site environment: (\w+)/m.exec(readFileSync(join(root, "_headers"), "utf8"))?.[1] ?? "unknown"

try {
  const { values } = parseArgs({ options: { root: { type: "string" } } })
  const root = resolve(values.root ?? resolve(import.meta.dirname, "..", "public"))
  const host = process.env.HOST?.trim() || "127.0.0.1"
  const server = await createSiteServer(root)
  await once(server.listen(Number(process.env.PORT?.trim() || 9000), host), "listening") // rejects on "error", e.g. a port in use
  const { port } = server.address() as AddressInfo
  console.log(`Serving ${root} (a build for ${builtFor(root)}) on http://${host.includes(":") ? `[${host}]` : host}:${port}/`)
} catch (error) {
  console.error(`Error: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}
