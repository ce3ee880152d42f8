/** @jest-environment node */
/** `npm run serve` (server/start.ts) as Node 24 runs it: where it listens, and which build it names. */
import { spawn } from "node:child_process"
import { once } from "node:events"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"

import { freePort } from "../support/free-port"

const PROJECT = resolve(__dirname, "..", "..")
const site = mkdtempSync(join(tmpdir(), "start-"))
for (const name of ["index.html", "404.html", "500.html"]) writeFileSync(join(site, name), `<h1>${name}</h1>`)
writeFileSync(join(site, "_headers"), "# Site environment: preview.\n/*\n  X-Content-Type-Options: nosniff\n")
afterAll(() => rmSync(site, { recursive: true, force: true }))

test("without HOST it serves the built directory to this machine only, on PORT, and names the build's environment", async () => {
  const port = await freePort()
  const args = ["--disable-warning=MODULE_TYPELESS_PACKAGE_JSON", "server/start.ts", "--root", site]
  const env = { ...process.env, HOST: "", PORT: String(port) }
  const child = spawn(join(PROJECT, "node_modules", ".bin", "node"), args, { cwd: PROJECT, env })
  try {
    const [line] = (await once(child.stdout, "data")) as [Buffer]
    // It names the address and the build's environment; the wording is free.
    for (const named of [`http://127.0.0.1:${port}/`, "preview"]) expect(line.toString()).toContain(named)
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe("<h1>index.html</h1>")
  } finally {
    child.kill()
  }
})
