/**
 * Editing in the CMS, end to end: /admin/ as our server serves it, Decap CMS
 * logged in through its local backend (decap-server, started here on
 * 127.0.0.1 against a temporary copy of content/), a change saved to disk and
 * an invalid value refused by the form.
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

import type { Page } from "@playwright/test"
import { parse } from "yaml"

import { checkContent, formatProblem } from "../content-model/check"
import { cmsConfig } from "../content-model/cms-config"
import { expect, test } from "./fixtures"

const projectRoot = path.resolve(__dirname, "..")
const decapPort = Number(process.env.E2E_PORT ?? 9100) + 3
const decapUrl = `http://127.0.0.1:${decapPort}/api/v1`
/** Where Decap looks for decap-server with `local_backend: true`. */
const LOCAL_BACKEND_URL = "http://localhost:8081/api/v1"
const node = path.join(projectRoot, "node_modules", ".bin", "node")

interface FileEntry {
  name: string
  label: string
  file: string
  fields: Array<{ name: string; label: string; pattern?: [string, string] }>
}
interface Collection {
  name: string
  label: string
  files?: FileEntry[]
}

/** The configuration built into the CMS bundle (a development build, as the tests serve). */
const config = cmsConfig(projectRoot, "development") as { collections: Collection[] }

/** Collection, file entry and field of the configuration that edit `field` of `file` (content/… path). */
function entryFor(file: string, field: string) {
  for (const collection of config.collections) {
    const entry = collection.files?.find((f) => f.file === file)
    const fieldConfig = entry?.fields.find((f) => f.name === field)
    if (entry && fieldConfig) return { collection, entry, field: fieldConfig }
  }
  throw new Error(`the CMS configuration has no field "${field}" for ${file}`)
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

/** Opens the CMS with the local backend on this test's decap-server and logs in; returns the actions it sends there. */
async function openCms(page: Page): Promise<string[]> {
  const actions: string[] = []
  page.on("request", (request) => {
    if (request.url() === LOCAL_BACKEND_URL && request.method() === "POST")
      actions.push((request.postDataJSON() as { action: string }).action)
  })
  await page.route(LOCAL_BACKEND_URL, async (route) => route.fulfill({ response: await route.fetch({ url: decapUrl }) }))
  await page.goto("/admin/")
  await page.getByRole("button", { name: "Login" }).click()
  return actions
}

/** The browser reports every CSP violation on the console. */
const cspMessages = (messages: readonly string[]) => messages.filter((m) => /Content[- ]Security[- ]Policy/i.test(m))

/** From the collection list to the form of one file, as an editor clicks. */
async function openEntry(page: Page, collection: Collection, entry: FileEntry): Promise<void> {
  await page.getByRole("link", { name: collection.label, exact: true }).click()
  await page.getByRole("link", { name: entry.label, exact: true }).click()
}

test("an editor changes the reply-time note on the contact page: the file on disk has it and passes the content check", async ({
  page,
  thirdParty,
  consoleMessages,
}) => {
  const { collection, entry, field } = entryFor("content/contact/index.yaml", "responseNote")
  const note = "E-Mails beantworten wir in der Regel am selben Werktag."
  const before = parse(read(entry.file)) as Record<string, unknown>
  expect(before.responseNote).not.toBe(note)

  const actions = await openCms(page)
  await openEntry(page, collection, entry)
  const input = page.getByLabel(field.label, { exact: true })
  await expect(input).toHaveValue(before.responseNote as string)
  await input.fill(note)
  await page.getByRole("button", { name: "Veröffentlichen" }).click()
  await page.getByText("Jetzt veröffentlichen").click()
  await expect(page.getByText("Änderungen gespeichert")).toBeVisible()

  await expect.poll(() => (parse(read(entry.file)) as Record<string, unknown>).responseNote).toBe(note)
  const after = parse(read(entry.file)) as Record<string, unknown>
  expect(after).toEqual({ ...before, responseNote: note })
  const result = checkContent({ root: projectRoot, contentDir: path.join(repo, "content"), environment: "development" })
  expect(result.errors.map(formatProblem)).toEqual([])
  expect(actions).toContain("persistEntry")
  expect(cspMessages(consoleMessages)).toEqual([])
  expect(thirdParty).toEqual([])
})

test("an invalid e-mail address is refused with the German message and nothing is written", async ({
  page,
  thirdParty,
  consoleMessages,
}) => {
  const { collection, entry, field } = entryFor("content/company/index.yaml", "email")
  expect(field.pattern, "the e-mail field has a pattern with a German message").toBeDefined()
  const message = field.pattern![1]
  const before = read(entry.file)

  const actions = await openCms(page)
  await openEntry(page, collection, entry)
  const input = page.getByLabel(field.label, { exact: true })
  await expect(input).toHaveValue(parse(before).email as string)
  await input.fill("kontakt(at)firma.de")
  await page.getByRole("button", { name: "Veröffentlichen" }).click()
  await page.getByText("Jetzt veröffentlichen").click()

  await expect(page.getByText(message)).toBeVisible()
  await expect(page.getByText("Änderungen gespeichert")).toHaveCount(0)
  expect(actions).toContain("entriesByFiles")
  expect(actions).not.toContain("persistEntry")
  expect(read(entry.file)).toBe(before)
  expect(cspMessages(consoleMessages)).toEqual([])
  expect(thirdParty).toEqual([])
})
