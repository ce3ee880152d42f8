/**
 * `npm run develop` follows the editor (README): `gatsby develop` on a project copy, the home page open in Chromium, its
 * content file saved three times as an editor saves it — a change, a change the content check refuses, the mended file.
 */
import { rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import { formatProblem } from "../content-model/check"
import { check, editText } from "../__tests__/content-model/content-copy"
import { freePort } from "../__tests__/support/free-port"
import { NODE, projectCopy, startInCopy } from "../__tests__/support/project-copy"
import { expect, test } from "./fixtures"

let dir = ""
let develop: ReturnType<typeof startInCopy> | undefined

/** The hero's heading, the first `heading:` of the home page's file. */
const saveHeading = (yaml: string) => editText(path.join(dir, "content"), "home/index.yaml", /^ {2}heading: .*$/m, `  heading: ${yaml}`)

test.afterEach(async ({ page: _page }, testInfo) => {
  if (develop && testInfo.status !== testInfo.expectedStatus) await testInfo.attach("gatsby develop", { body: develop.output() })
})

test.afterAll(async () => {
  await develop?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

test("gatsby develop shows a saved content file in the open page, keeps the last checked page while the check refuses one, and shows the mended one", async ({
  page,
}) => {
  test.setTimeout(150_000)
  dir = projectCopy("develop-")
  const port = await freePort()
  const server = startInCopy(dir, NODE, ["node_modules/gatsby/cli.js", "develop", "--host", "127.0.0.1", "--port", String(port)])
  develop = server
  const ready = () => !server.running() || server.output().includes("success Building development bundle")
  await expect.poll(ready, { timeout: 120_000 }).toBe(true)
  expect(server.running(), server.output()).toBe(true)

  await page.goto(`http://127.0.0.1:${port}/`)
  const heading = page.locator("main h1")
  await expect(heading).toBeVisible()

  /**
   * Saves the heading: the open page shows it within 2 s (README) on a machine with a core to spare; time spent
   * waiting for a busy machine's cores is not the develop server's.
   */
  async function shows(text: string): Promise<void> {
    saveHeading(`"${text}"`)
    await expect(heading).toHaveText(text, { timeout: 2_000 * Math.max(1, os.loadavg()[0]! / os.cpus().length) })
  }

  await shows("Probe eins")

  await test.step("an edit the check refuses: its German problems in the terminal, the last checked page in the browser", async () => {
    const printed = server.output().length
    saveHeading('"Probe zwei')
    const [problem] = check(path.join(dir, "content")).errors
    expect(problem).toMatchObject({ file: "content/home/index.yaml", field: "heading" })
    await expect.poll(() => server.output().slice(printed), { timeout: 10_000 }).toContain(formatProblem(problem!))
    await expect(heading).toHaveText("Probe eins")
    // The server still runs, and serves the last checked content to a new visit.
    await page.reload()
    await expect(heading).toHaveText("Probe eins")
  })

  await shows("Probe drei")
  expect(server.running()).toBe(true)
})
