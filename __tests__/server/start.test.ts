/** @jest-environment node */
import { spawn } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"

import { buildHeaderRules, serializeHeaderRules } from "../../gatsby/headers/header-rules.ts"
import { buildIfNeeded } from "../../server/build-if-needed.ts"
import { rawRequest } from "../support/raw-request.ts"

// start.ts runs under Node 24's type stripping, exactly as `npm start` runs it.
const PROJECT = resolve(__dirname, "..", "..")
const NODE = join(PROJECT, "node_modules", ".bin", "node")

let tmp: string

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), "start-"))
  for (const name of ["index.html", "404.html", "500.html"]) writeFileSync(join(tmp, name), `<h1>${name}</h1>`)
  writeFileSync(join(tmp, "_headers"), serializeHeaderRules(buildHeaderRules(tmp, "development"), "test"))
})

afterAll(() => rmSync(tmp, { recursive: true, force: true }))

/** Starts `node server/start.ts …args`; resolves with its first line of output and the process. */
function start(args: string[], env: Record<string, string>) {
  const child = spawn(NODE, ["--disable-warning=MODULE_TYPELESS_PACKAGE_JSON", "server/start.ts", ...args], {
    cwd: PROJECT,
    env: { ...process.env, HOST: "", PORT: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  })
  const firstLine = new Promise<string>((resolveLine) => {
    let out = ""
    const take = (chunk: Buffer) => {
      out += chunk.toString()
      if (out.includes("\n")) resolveLine(out.trim())
    }
    child.stdout.on("data", take)
    child.stderr.on("data", take)
  })
  return { child, firstLine }
}

test("serves a built directory on 127.0.0.1 by default, on the PORT given", async () => {
  const { child, firstLine } = start(["--root", tmp], { PORT: "0" })
  try {
    const line = await firstLine
    const port = Number(/^Serving .* on http:\/\/127\.0\.0\.1:(\d+)\/$/.exec(line)?.[1])
    expect(port).toBeGreaterThan(0)
    expect((await rawRequest(port, "/")).body.toString()).toBe("<h1>index.html</h1>")
  } finally {
    child.kill()
  }
})

test("a PORT that is no port is refused in plain words", async () => {
  const { child, firstLine } = start(["--root", tmp], { PORT: "neun" })
  expect(await firstLine).toBe('Error: PORT must be a number from 0 to 65535, not "neun".')
  await new Promise((resolveExit) => child.once("close", resolveExit))
  expect(child.exitCode).toBe(1)
})

test("buildIfNeeded builds only when public/_headers is missing or older than a source", () => {
  const project = mkdtempSync(join(tmpdir(), "build-if-needed-"))
  const touch = (file: string, secondsAgo: number) => {
    writeFileSync(join(project, file), "")
    const time = new Date(Date.now() - secondsAgo * 1000)
    utimesSync(join(project, file), time, time)
  }
  try {
    mkdirSync(join(project, "public"))
    touch("gatsby-config.ts", 60)
    touch("public/_headers", 30)
    expect(buildIfNeeded(project)).toBe(false)
    // A newer source: it runs `npm run clean`, which this bare folder (no package.json) cannot.
    touch("gatsby-config.ts", 0)
    expect(() => buildIfNeeded(project)).toThrow(/npm run clean failed/)
  } finally {
    rmSync(project, { recursive: true, force: true })
  }
})
