/** @jest-environment node */
/** `npm start` (server/start.ts) as Node 24 runs it: where it listens, and when it builds first. */
import { spawn } from "node:child_process"
import { once } from "node:events"
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"

import { freePort } from "../../e2e/engines/webkit.ts"
import { buildIfNeeded } from "../../server/build-if-needed.ts"

const PROJECT = resolve(__dirname, "..", "..")
const site = mkdtempSync(join(tmpdir(), "start-"))
for (const name of ["index.html", "404.html", "500.html"]) writeFileSync(join(site, name), `<h1>${name}</h1>`)
writeFileSync(join(site, "_headers"), "/*\n  X-Content-Type-Options: nosniff\n")
afterAll(() => rmSync(site, { recursive: true, force: true }))

/** Starts `node server/start.ts --root <site>` as Node 24 runs it; resolves with the process and its first line of output. */
async function start(env: { HOST?: string; PORT: string }) {
  const args = ["--disable-warning=MODULE_TYPELESS_PACKAGE_JSON", "server/start.ts", "--root", site]
  const child = spawn(join(PROJECT, "node_modules", ".bin", "node"), args, { cwd: PROJECT, env: { ...process.env, HOST: "", ...env } })
  const [chunk] = (await Promise.race([once(child.stdout, "data"), once(child.stderr, "data")])) as [Buffer]
  return { child, line: chunk.toString().trim() }
}

test.each([undefined, "localhost"])("HOST %p: serves the built directory there (default 127.0.0.1), on PORT", async (host) => {
  const port = await freePort()
  const { child, line } = await start({ HOST: host ?? "", PORT: String(port) })
  try {
    expect(line).toBe(`Serving ${site} on http://${host ?? "127.0.0.1"}:${port}/`)
    expect(await (await fetch(`http://${host ?? "127.0.0.1"}:${port}/`)).text()).toBe("<h1>index.html</h1>")
  } finally {
    child.kill()
  }
})

test("a PORT that is no port is refused in plain words", async () => {
  const { child, line } = await start({ PORT: "neun" })
  expect(line).toBe('Error: PORT must be a number from 0 to 65535, not "neun".')
  expect(child.exitCode ?? (await once(child, "exit"))[0]).toBe(1)
})

test("buildIfNeeded builds when public/_headers is missing or older than a source, not otherwise", () => {
  const project = mkdtempSync(join(tmpdir(), "build-if-needed-"))
  const touch = (file: string, secondsAgo: number) => {
    const time = new Date(Date.now() - secondsAgo * 1000)
    writeFileSync(join(project, file), "")
    utimesSync(join(project, file), time, time)
  }
  jest.spyOn(console, "log").mockImplementation(() => {})
  touch("gatsby-config.ts", 60)
  // This bare folder (no package.json) cannot build.
  expect(() => buildIfNeeded(project)).toThrow(/npm run build failed/)
  mkdirSync(join(project, "public"))
  touch("public/_headers", 30)
  expect(() => buildIfNeeded(project)).not.toThrow() // so it did not build
  touch("gatsby-config.ts", 0)
  expect(() => buildIfNeeded(project)).toThrow(/npm run build failed/)
  rmSync(project, { recursive: true, force: true })
})
