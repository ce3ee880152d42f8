/**
 * `npm run develop` follows the editor (README): `gatsby develop` on a project copy, the home page open in Chromium, its
 * content file saved three times as an editor saves it — a change, a change the content check refuses, the mended file.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import { formatProblem } from "../content-model/check"
import { check, editText } from "../__tests__/content-model/content-copy"
import { projectRoot } from "../__tests__/support/content-files"
import { freePort } from "../__tests__/support/free-port"
import { projectCopy } from "../__tests__/support/project-copy"
import { expect, test } from "./fixtures"

/**
 * From saving the file to the change in the open page (README), on a machine with a core to spare: time spent waiting
 * for a busy machine's cores is not the develop server's.
 */
const followsWithin = () => 2_000 * Math.max(1, os.loadavg()[0]! / os.cpus().length)

let dir = ""
let develop: ChildProcess | undefined
let log = ""

/** The hero's heading, the first `heading:` of the home page's file. */
const saveHeading = (yaml: string) => editText(path.join(dir, "content"), "home/index.yaml", /^ {2}heading: .*$/m, `  heading: ${yaml}`)

test.afterEach(async ({ page: _page }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach("gatsby develop", { body: log, contentType: "text/plain" })
})

test.afterAll(async () => {
  // Its own process group: gatsby develop runs its server in a child process.
  if (develop?.pid !== undefined && develop.exitCode === null) {
    const exited = new Promise((resolve) => develop!.once("exit", resolve))
    process.kill(-develop.pid, "SIGTERM")
    await exited
  }
  if (dir) rmSync(dir, { recursive: true, force: true })
})

test("gatsby develop shows a saved content file in the open page, keeps the last checked page while the check refuses one, and shows the mended one", async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000)
  dir = projectCopy("develop-")
  const port = await freePort()
  develop = spawn(
    path.join(projectRoot, "node_modules", ".bin", "node"),
    ["node_modules/gatsby/cli.js", "develop", "--host", "127.0.0.1", "--port", String(port)],
    {
      cwd: dir,
      detached: true,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? dir, GATSBY_TELEMETRY_DISABLED: "1", CI: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  )
  for (const stream of [develop.stdout, develop.stderr]) stream?.on("data", (chunk: Buffer) => (log += chunk.toString()))
  const ready = () => develop!.exitCode !== null || log.includes("success Building development bundle")
  await expect.poll(ready, { timeout: 120_000 }).toBe(true)
  expect(develop.exitCode, log).toBeNull()

  await page.goto(`http://127.0.0.1:${port}/`)
  const heading = page.locator("main h1")
  await expect(heading).toBeVisible()

  /** Saves the heading and returns how long the open page took to show it. */
  async function shows(text: string): Promise<string> {
    const [saved, limit] = [Date.now(), followsWithin()]
    saveHeading(`"${text}"`)
    await expect(heading).toHaveText(text, { timeout: limit })
    return `${Date.now() - saved} ms (limit ${Math.round(limit)} ms)`
  }

  const edited = await shows("Probe eins")

  await test.step("an edit the check refuses: its German problems in the terminal, the last checked page in the browser", async () => {
    const printed = log.length
    saveHeading('"Probe zwei')
    const [problem] = check(path.join(dir, "content")).errors
    expect(problem).toMatchObject({ file: "content/home/index.yaml", field: "heading" })
    await expect.poll(() => log.slice(printed), { timeout: 10_000 }).toContain(formatProblem(problem!))
    expect(log.slice(printed)).toContain("Inhaltsprüfung fehlgeschlagen")
    await expect(heading).toHaveText("Probe eins")
    // The server still runs, and serves the last checked content to a new visit.
    await page.reload()
    await expect(heading).toHaveText("Probe eins")
  })

  const mended = await shows("Probe drei")
  testInfo.annotations.push({ type: "shown after saving", description: `${edited}, mended ${mended}` })
  expect(develop.exitCode).toBeNull()
})
