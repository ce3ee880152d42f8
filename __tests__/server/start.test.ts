/** @jest-environment node */
import { spawn } from "node:child_process"
import type { ChildProcess } from "node:child_process"
import { createServer } from "node:net"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"

import { rawRequest } from "../support/raw-request.ts"

// start.ts runs under Node 24's type stripping, exactly as `npm start` runs it.
const PROJECT = resolve(__dirname, "..", "..")
const NODE = join(PROJECT, "node_modules", ".bin", "node")
const START = join(PROJECT, "server", "start.ts")

/** A port that was free a moment ago. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      const port = typeof address === "object" && address !== null ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

let tmp: string
let root: string

interface Run {
  child: ChildProcess
  stdout: () => string
  stderr: () => string
  exit: Promise<number | null>
}

function run(args: string[], env: Record<string, string> = {}): Run {
  const child = spawn(NODE, ["--disable-warning=MODULE_TYPELESS_PACKAGE_JSON", START, ...args], {
    cwd: PROJECT,
    env: { ...process.env, HOST: "", PORT: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let out = ""
  let err = ""
  child.stdout?.on("data", (chunk: Buffer) => (out += chunk.toString()))
  child.stderr?.on("data", (chunk: Buffer) => (err += chunk.toString()))
  const exit = new Promise<number | null>((resolvePromise) => child.once("close", (code) => resolvePromise(code)))
  return { child, stdout: () => out, stderr: () => err, exit }
}

async function waitFor(predicate: () => boolean, what: string, ms = 10_000): Promise<void> {
  const until = Date.now() + ms
  while (!predicate()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 25))
  }
}

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), "site-start-"))
  root = join(tmp, "public")
  mkdirSync(root)
  writeFileSync(join(root, "index.html"), "<h1>Start</h1>")
  writeFileSync(join(root, "404.html"), "<h1>Nicht gefunden</h1>")
  writeFileSync(join(root, "_headers"), "/*\n  X-Content-Type-Options: nosniff\n")
})

afterAll(() => {
  rmSync(tmp, { recursive: true, force: true })
})

test.each(["abc", "0", "70000", "90.5", "-1", "9000x"])(
  "PORT=%s → clear error, exit 1",
  async (port) => {
    const r = run(["--root", root], { PORT: port })
    expect(await r.exit).toBe(1)
    expect(r.stderr()).toContain("PORT must be an integer from 1 to 65535")
  },
  20_000,
)

test("unknown argument → usage, exit 1", async () => {
  const r = run(["--bogus"])
  expect(await r.exit).toBe(1)
  expect(r.stderr()).toContain('unknown argument "--bogus"')
  expect(r.stderr()).toContain("Usage:")
}, 20_000)

test("--no-build with --force-build → exit 1", async () => {
  const r = run(["--no-build", "--force-build"])
  expect(await r.exit).toBe(1)
  expect(r.stderr()).toContain("cannot be combined")
}, 20_000)

test("a missing directory with --no-build → clear error, exit 1", async () => {
  const missing = join(tmp, "does-not-exist")
  const r = run(["--no-build", "--root", missing])
  expect(await r.exit).toBe(1)
  expect(r.stderr()).toContain(`${missing} does not exist`)
}, 20_000)

test.each([
  ["without _headers (the header policy)", "no-headers", { "index.html": "<h1>x</h1>" }, ["_headers is missing", "npm run build"]],
  [
    "with a _headers that does not start with /*",
    "bad-headers",
    { _headers: "/index.html\n  X-A: 1\n" },
    ['must start with the "/*" rule'],
  ],
])(
  "a build %s → clear error, exit 1",
  async (_name, dirName, files, messages) => {
    const dir = join(tmp, dirName)
    mkdirSync(dir)
    for (const [file, content] of Object.entries(files)) writeFileSync(join(dir, file), content)
    const r = run(["--root", dir], { PORT: String(await freePort()) })
    expect(await r.exit).toBe(1)
    for (const message of messages) expect(r.stderr()).toContain(message)
  },
  20_000,
)

test("serves, prints the startup line, refuses a busy port, stops on SIGTERM", async () => {
  const port = await freePort()
  const server = run(["--no-build", "--root", root], { PORT: String(port) })
  try {
    await waitFor(() => server.stdout().includes("Serving"), "the startup line")
    expect(server.stdout()).toContain(`Serving ${root} on http://127.0.0.1:${port}/`)

    const page = await rawRequest(port, "/")
    expect(page.status).toBe(200)
    const missing = await rawRequest(port, "/gibt-es-nicht")
    expect(missing.status).toBe(404)
    expect(missing.body.toString()).toBe("<h1>Nicht gefunden</h1>")
    await waitFor(() => server.stderr().includes("404 GET /gibt-es-nicht"), "the 404 log line")

    const second = run(["--root", root], { PORT: String(port) })
    expect(await second.exit).toBe(1)
    expect(second.stderr()).toContain(`port ${port} on 127.0.0.1 is already in use`)

    server.child.kill("SIGTERM")
    expect(await server.exit).toBe(0)
  } finally {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGKILL")
  }
}, 30_000)
