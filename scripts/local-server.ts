/**
 * Shared by the scripts that drive Chromium against the built site
 * (bench.ts, screenshots.ts) and by playwright.config.ts.
 */
import { spawn, type ChildProcess } from "node:child_process"
import path from "node:path"

/** Chromium flags besides the headless one (docs/requirements.md#browsers): quiet, offline-safe, no sandbox in containers. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium"

/**
 * Starts our server (server/start.ts --no-build) on 127.0.0.1:`port`
 * serving public/ (or `serveRoot`) and resolves once it answers; the caller
 * kills the returned process.
 */
export async function startBuiltSite(projectRoot: string, port: number, serveRoot?: string): Promise<ChildProcess> {
  const node = path.join(projectRoot, "node_modules", ".bin", "node")
  const rootArgs = serveRoot ? ["--root", serveRoot] : []
  const child = spawn(node, ["--disable-warning=MODULE_TYPELESS_PACKAGE_JSON", "server/start.ts", "--no-build", ...rootArgs], {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  })
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}; is there a build in public/? (npm run build)`)
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return child
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  child.kill()
  throw new Error(`the server did not answer on 127.0.0.1:${port} within 10 s`)
}
