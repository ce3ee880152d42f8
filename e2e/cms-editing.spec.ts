/**
 * An editor in the CMS, end to end: /admin/ as our server serves it, logged in through decap-server (Decap's local
 * backend, started here on a temporary copy of content/), the live preview beside the form, changes saved to disk and
 * passing the content check. decap-server's default mode offers direct publishing only, so Decap skips the configured
 * editorial workflow. The CMS is served unchanged: only its requests to decap-server's default address are routed here.
 * Field patterns and their German messages: __tests__/content-model/cms-config.test.ts; Decap's writes read back:
 * cms-round-trip.test.ts.
 */
import { readFileSync, rmSync } from "node:fs"
import path from "node:path"

import type { Page } from "@playwright/test"
import { load } from "js-yaml"

import { cmsConfig, type CmsField } from "../content-model/cms-config"
import { check, copyContent } from "../__tests__/content-model/content-copy"
import { projectRoot } from "../__tests__/support/content-files"
import { NODE, startInCopy } from "../__tests__/support/project-copy"
import { consent, expect, site, test } from "./fixtures"

const decapPort = Number(process.env.E2E_PORT ?? 9100) + 3
const decapUrl = `http://127.0.0.1:${decapPort}/api/v1`
/** Where Decap looks for decap-server with `local_backend: true`. */
const LOCAL_BACKEND_URL = "http://localhost:8081/api/v1"

type Entry = { name: string; file: string; label: string; fields: CmsField[] }
/** The configuration built into the CMS bundle (a development build, as the tests serve). */
const config = cmsConfig(projectRoot, "development") as { collections: { name: string; files: Entry[] }[] }
const collection = config.collections[0]!

/**
 * The first paragraph field (`text`) of a form outside lists, or else its first line that takes any text: no
 * pattern to meet, and no prescribed wording (the error pages' headings; only the content check knows those).
 */
function freeText(fields: CmsField[], widget = "text"): string | undefined {
  for (const field of fields) {
    // No pattern, or one that only limits the length (LIMITS), which the typed change keeps.
    if (field.widget === widget && (field.pattern === undefined || String(field.pattern).startsWith("^[\\s\\S]{0,"))) return field.name
    // Not the share texts (a page's seo, the site's shareImage): they show in the <head> and the share image only.
    const nested = field.widget === "object" && !/^(seo|shareImage)$/.test(field.name) ? freeText(field.fields ?? [], widget) : undefined
    if (nested) return nested
  }
  return widget === "text" ? freeText(fields, "string") : undefined
}

let repo = ""
let server: ReturnType<typeof startInCopy> | undefined

test.beforeAll(async () => {
  repo = path.dirname(copyContent())
  // decap-server reads a .env file from its working directory: the copy has none.
  const env = { PORT: String(decapPort), BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: repo }
  server = startInCopy(repo, NODE, [require.resolve("decap-server")], env)
  const info = { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"action":"info"}' }
  const status = async () => (await fetch(decapUrl, info).catch(() => undefined))?.status
  const message = `decap-server did not start on ${decapUrl}: ${server.output()}`
  await expect.poll(status, { message, timeout: 15_000 }).toBe(200)
})

test.afterAll(async () => {
  await server?.stop()
  if (repo) rmSync(repo, { recursive: true, force: true })
})

const read = <T = unknown>(file: string) => load(readFileSync(path.join(repo, file), "utf8")) as T

let consoleMessages: string[] = []

/** Each test starts logged in through the local backend; the browser's console is collected. */
test.beforeEach(async ({ page }) => {
  consoleMessages = []
  page.on("console", (message) => consoleMessages.push(message.text()))
  // The CMS asks decap-server at its default address: those requests go to this test's decap-server.
  await page.route(LOCAL_BACKEND_URL, async (route) => route.fulfill({ response: await route.fetch({ url: decapUrl }) }))
  await page.goto("/admin/")
  await page.getByRole("button", { name: "Login" }).click()
})

/** Each ends without a CSP violation, and the copy decap-server wrote to passes the content check (the pages are the project's). */
test.afterEach(() => {
  expect(consoleMessages.filter((message) => /Content[- ]Security[- ]Policy/i.test(message))).toEqual([])
  expect(check(path.join(repo, "content")).errors).toEqual([])
})

/** Opens an entry's form; resolves once the preview shows the site's page frame for it. */
async function openEntry(page: Page, entry: Entry) {
  // Through the list, as an editor does: Decap does not reload an entry for a changed address alone.
  await page.goto(`/admin/#/collections/${collection.name}`)
  await page.getByRole("link", { name: entry.label, exact: true }).click()
  const preview = page.frameLocator("#preview-pane")
  await expect(preview.locator("main#inhalt h1")).toBeVisible()
  return preview
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Veröffentlichen" }).click()
  await page.getByText("Jetzt veröffentlichen").click()
  await expect(page.getByText("Änderungen gespeichert")).toBeVisible()
}

test("every entry previews its page with the site's styles, and saves a change without a validation error", async ({
  page,
  thirdParty,
}) => {
  test.setTimeout(120_000)
  for (const entry of collection.files) {
    await test.step(entry.file, async () => {
      const preview = await openEntry(page, entry)
      // The site's CSS: global.css sets the page's font stack, the CSS modules lay out the header.
      await expect(preview.locator("body")).toHaveCSS("font-family", /system-ui/)
      await expect(preview.locator("header").first()).not.toHaveCSS("display", "inline")
      // The site settings have no free text a page shows (addresses, codes, choices, share texts): opened and previewed only.
      const name = freeText(entry.fields)
      if (name === undefined) return
      // Typing shows in the preview; saving validates every field of the form first.
      const input = page.locator(`[id^="${name}-field-"]`).first()
      const typed = " Tippprobe"
      // In place of the text's end, so a field at its length limit stays within it.
      const current = await input.inputValue()
      const value = `${current.slice(0, Math.max(0, current.length - typed.length))}${typed}`
      await input.fill(value)
      // In the text or an attribute (a region's label), typeset: no-break spaces and soft hyphens aside.
      const html = () => preview.locator("body").evaluate((body) => body.innerHTML.replace(/&nbsp;|\u00a0/g, " ").replace(/\u00ad/g, ""))
      await expect.poll(html).toContain(typed)
      await publish(page)
      expect(JSON.stringify(read(entry.file))).toContain(JSON.stringify(value))
    })
  }
  expect(thirdParty).toEqual([])
})

// Decap writes `note: ""` for a cleared field; the check takes it for an absent one.
test("an editor clears an optional field: the preview drops it, and the saved file passes the check", async ({ page }) => {
  const home = collection.files.find((entry) => entry.file === "content/home/index.yaml")!
  type Results = { hero: { example: { results: { label: string; note?: string }[] } } }
  const results = read<Results>(home.file).hero.example.results
  const index = results.findIndex((result) => result.note !== undefined)
  const row = results[index]!
  const preview = await openEntry(page, home)
  // The note under the row's result, found by place: the preview typesets it and sets an index ("u_c") below the line.
  const note = preview.locator("figure tbody tr").nth(index).getByRole("cell").first().locator("small")
  await expect(note).toBeVisible()
  // The list item (summarised by its label) opens with the first button beside the label.
  await page.getByText(row.label, { exact: true }).locator("xpath=..").getByRole("button").first().click()
  await page.locator("textarea", { hasText: row.note }).fill("")
  await expect(note).toBeHidden()
  await publish(page)
  const saved = read<Results>(home.file).hero.example.results.find((result) => result.label === row.label)!
  expect(saved.note ?? "").toBe("")
})

test("an editor switches the tag manager's loading mode: the preview's cookie banner follows the form", async ({ page }) => {
  const settings = collection.files.find((entry) => entry.file === "content/site/index.yaml")!
  const tagManager = settings.fields.find((field) => field.name === "tagManager")!
  const select = tagManager.fields!.find((field) => field.name === "loadingMode")!
  const other = (select.options as { label: string; value: keyof typeof consent.banner.text }[]).find(
    (option) => option.value !== site.tagManager.loadingMode,
  )!
  const preview = await openEntry(page, settings)
  const banner = preview.locator("#cookie-banner")
  await expect(banner).toContainText(consent.banner.text[site.tagManager.loadingMode]!)
  await page.locator(`[id^="${select.name}-field-"]`).first().click()
  await page.getByText(other.label, { exact: true }).click()
  await expect(banner).toContainText(consent.banner.text[other.value]!)
})
