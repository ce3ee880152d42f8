/** @jest-environment node */
/** `npm start` (server/start.ts) as Node 24 runs it: where it listens, and when it builds first. */
import { spawn } from "node:child_process"
import { once } from "node:events"
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"

import { BUILD_ENVIRONMENT_FILE, buildEnvironment } from "../../content-model/site-environment.ts"
import { buildIfNeeded, describeEnvironment } from "../../server/build-if-needed.ts"
import { freePort } from "../support/free-port.ts"

const PROJECT = resolve(__dirname, "..", "..")
const site = mkdtempSync(join(tmpdir(), "start-"))
for (const name of ["index.html", "404.html", "500.html"]) writeFileSync(join(site, name), `<h1>${name}</h1>`)
writeFileSync(join(site, "_headers"), "/*\n  X-Content-Type-Options: nosniff\n")
const built = buildEnvironment({ SITE_ENV: "preview", GTM_ID: "none" })
writeFileSync(join(site, BUILD_ENVIRONMENT_FILE), JSON.stringify(built))
afterAll(() => rmSync(site, { recursive: true, force: true }))

/** Starts `node server/start.ts --root <site>` as Node 24 runs it; resolves with the process and its first line of output. */
async function start(env: { HOST?: string; PORT: string }) {
  const args = ["--disable-warning=MODULE_TYPELESS_PACKAGE_JSON", "server/start.ts", "--root", site]
  const child = spawn(join(PROJECT, "node_modules", ".bin", "node"), args, { cwd: PROJECT, env: { ...process.env, HOST: "", ...env } })
  const [chunk] = (await Promise.race([once(child.stdout, "data"), once(child.stderr, "data")])) as [Buffer]
  return { child, line: chunk.toString().trim() }
}

test.each([undefined, "localhost"])(
  "HOST %p: serves the built directory there (default 127.0.0.1), on PORT, and names its environment",
  async (host) => {
    const port = await freePort()
    const { child, line } = await start({ HOST: host ?? "", PORT: String(port) })
    try {
      expect(line).toContain(`http://${host ?? "127.0.0.1"}:${port}/`)
      expect(line).toContain(describeEnvironment(built))
      expect(await (await fetch(`http://${host ?? "127.0.0.1"}:${port}/`)).text()).toBe("<h1>index.html</h1>")
    } finally {
      child.kill()
    }
  },
)

test("a PORT that is no port is refused in plain words", async () => {
  const { child, line } = await start({ PORT: "neun" })
  expect(line).toContain('"neun"')
  expect(child.exitCode ?? (await once(child, "exit"))[0]).toBe(1)
})

test("buildIfNeeded builds when public/_headers is missing or older than a source, or public/ was built for another environment", () => {
  const project = mkdtempSync(join(tmpdir(), "build-if-needed-"))
  const touch = (file: string, secondsAgo: number, text = "") => {
    const time = new Date(Date.now() - secondsAgo * 1000)
    writeFileSync(join(project, file), text)
    utimesSync(join(project, file), time, time)
  }
  // This bare folder (no package.json) cannot build: a build that was needed throws.
  const builds = (env: NodeJS.ProcessEnv = {}) => {
    try {
      buildIfNeeded(project, env)
      return false
    } catch {
      return true
    }
  }
  jest.spyOn(console, "log").mockImplementation(() => {})
  touch("gatsby-config.ts", 60)
  expect(builds()).toBe(true)
  mkdirSync(join(project, "public"))
  touch("public/_headers", 30)
  expect(builds()).toBe(true) // it records no environment
  touch(`public/${BUILD_ENVIRONMENT_FILE}`, 30, JSON.stringify(buildEnvironment({})))
  expect(builds()).toBe(false)
  expect(builds({ CONTEXT: "dev" })).toBe(false) // resolves to development too
  expect(builds({ SITE_ENV: "production" })).toBe(true)
  expect(builds({ CONTEXT: "deploy-preview" })).toBe(true)
  expect(builds({ GTM_ID: "none" })).toBe(true)
  expect(builds({ GTM_AUTH: "abc", GTM_PREVIEW: "env-3" })).toBe(true)
  // It says what it builds for.
  expect(console.log).toHaveBeenLastCalledWith(
    expect.stringContaining(describeEnvironment(buildEnvironment({ GTM_AUTH: "abc", GTM_PREVIEW: "env-3" }))),
  )
  touch("gatsby-config.ts", 0)
  expect(builds()).toBe(true)
  rmSync(project, { recursive: true, force: true })
})
