/**
 * Editing in the CMS, end to end: /admin/ as our server serves it, Decap CMS
 * logged in through its local backend (decap-server, started here on
 * 127.0.0.1 against a temporary copy of content/), a change saved to disk.
 * That a field's pattern refuses a value with a German message is the
 * generated configuration's (__tests__/content-model/cms-config.test.ts).
 *
 * decap-server runs in its default mode (`fs`, what `npx decap-server` starts):
 * it writes the files into the working copy and offers only the publish mode
 * `simple`, so Decap switches the configured editorial workflow to direct
 * publishing for the local backend (the editor commits the change with git).
 * The served CMS is unchanged: only its requests to decap-server's default
 * address reach this test's port instead of 8081.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

import { parse } from "yaml"

import { cmsConfig, type CmsField } from "../content-model/cms-config"
import { expect, test } from "./fixtures"

const projectRoot = path.resolve(__dirname, "..")
const decapPort = Number(process.env.E2E_PORT ?? 9100) + 3
const decapUrl = `http://127.0.0.1:${decapPort}/api/v1`
/** Where Decap looks for decap-server with `local_backend: true`. */
const LOCAL_BACKEND_URL = "http://localhost:8081/api/v1"
const node = path.join(projectRoot, "node_modules", ".bin", "node")

/** The configuration built into the CMS bundle (a development build, as the tests serve). */
const config = cmsConfig(projectRoot, "development") as {
  collections: { label: string; files: { file: string; label: string; fields: CmsField[] }[] }[]
}

let repo = ""
let server: ChildProcess | undefined
let serverLog = ""

test.beforeAll(async () => {
  repo = mkdtempSync(path.join(tmpdir(), "cms-editing-"))
  cpSync(path.join(projectRoot, "content"), path.join(repo, "content"), { recursive: true })
  server = spawn(node, [require.resolve("decap-server")], {
    // decap-server reads a .env file from its working directory: the copy has none.
    cwd: repo,
    env: { PATH: process.env.PATH ?? "", PORT: String(decapPort), BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: repo },
    stdio: ["ignore", "pipe", "pipe"],
  })
  server.stdout?.on("data", (chunk: Buffer) => (serverLog += chunk.toString()))
  server.stderr?.on("data", (chunk: Buffer) => (serverLog += chunk.toString()))
  await expect
    .poll(
      () =>
        fetch(decapUrl, { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"action":"info"}' }).then(
          (res) => res.status,
          () => 0,
        ),
      { message: `decap-server did not start on ${decapUrl}: ${serverLog}`, timeout: 15_000 },
    )
    .toBe(200)
})

test.afterAll(() => {
  if (server?.pid !== undefined && server.exitCode === null) process.kill(server.pid, "SIGTERM")
  if (repo) rmSync(repo, { recursive: true, force: true })
})

const read = (relative: string): string => readFileSync(path.join(repo, relative), "utf8")

test("an editor changes the reply-time note on the contact page: the file on disk has it, and nothing else changed", async ({
  page,
  thirdParty,
}) => {
  const collection = config.collections.find((c) => c.files.some((f) => f.file === "content/contact/index.yaml"))!
  const entry = collection.files.find((f) => f.file === "content/contact/index.yaml")!
  const field = entry.fields.find((f) => f.name === "responseNote")!
  const note = "E-Mails beantworten wir in der Regel am selben Werktag."
  const before = parse(read(entry.file)) as Record<string, unknown>
  expect(before.responseNote).not.toBe(note)

  // The CMS runs under its own CSP: the browser reports every violation on the console.
  const consoleMessages: string[] = []
  page.on("console", (message) => consoleMessages.push(message.text()))
  // The CMS asks decap-server at its default address: those requests go to this test's decap-server.
  await page.route(LOCAL_BACKEND_URL, async (route) => route.fulfill({ response: await route.fetch({ url: decapUrl }) }))
  await page.goto("/admin/")
  await page.getByRole("button", { name: "Login" }).click()
  await page.getByRole("link", { name: collection.label, exact: true }).click()
  await page.getByRole("link", { name: entry.label, exact: true }).click()

  const input = page.getByLabel(field.label, { exact: true })
  await expect(input).toHaveValue(before.responseNote as string)
  await input.fill(note)
  await page.getByRole("button", { name: "Veröffentlichen" }).click()
  await page.getByText("Jetzt veröffentlichen").click()
  await expect(page.getByText("Änderungen gespeichert")).toBeVisible()

  await expect.poll(() => (parse(read(entry.file)) as Record<string, unknown>).responseNote).toBe(note)
  // Nothing else changed (that a file saved through the CMS passes the content check: __tests__/content-model/cms-round-trip.test.ts).
  expect(parse(read(entry.file))).toEqual({ ...before, responseNote: note })
  // No CSP violation, and no other host asked.
  expect(consoleMessages.filter((m) => /Content[- ]Security[- ]Policy/i.test(m))).toEqual([])
  expect(thirdParty).toEqual([])
})
