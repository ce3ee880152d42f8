/**
 * Screenshots of the CMS for the editors' guide (content/README.md), taken by
 * `npm run screenshots` (scripts/screenshots.ts): the list of files, the
 * contact page's form and the workflow board with one saved change.
 *
 * The CMS at /admin/ of the built site talks to decap-server in its `git`
 * mode (the one with the editorial workflow) on a throwaway git repository
 * holding a copy of content/, so nothing of the working copy changes; the
 * served config.yml reaches the browser with only `local_backend` pointed at
 * that server. Requests to other hosts are aborted.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import { cpSync, mkdtempSync, rmSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import path from "node:path"

import type { Browser, Page } from "@playwright/test"
import { parse, stringify } from "yaml"

const require = createRequire(import.meta.url)

interface Collection {
  name: string
  label: string
  files?: Array<{ name: string; label: string; file: string; fields: Array<{ name: string; label: string }> }>
}

function git(repo: string, ...args: string[]): void {
  const run = spawnSync("git", ["-C", repo, ...args], { encoding: "utf8" })
  if (run.status !== 0) throw new Error(`git ${args.join(" ")} failed: ${run.stderr}`)
}

/** A git repository holding a copy of content/ on the branch the CMS configuration names. */
function throwawayRepository(root: string, branch: string): string {
  const repo = mkdtempSync(path.join(tmpdir(), "cms-screenshots-"))
  cpSync(path.join(root, "content"), path.join(repo, "content"), { recursive: true })
  git(repo, "init", "--quiet", "--initial-branch", branch)
  git(repo, "config", "user.name", "Redaktion")
  git(repo, "config", "user.email", "redaktion@example.com")
  git(repo, "config", "commit.gpgsign", "false")
  git(repo, "add", ".")
  git(repo, "commit", "--quiet", "-m", "Inhalte")
  return repo
}

async function startDecapServer(repo: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, [require.resolve("decap-server")], {
    cwd: repo,
    env: { PATH: process.env.PATH ?? "", PORT: String(port), BIND_HOST: "127.0.0.1", MODE: "git", GIT_REPO_DIRECTORY: repo },
    stdio: "ignore",
  })
  const url = `http://127.0.0.1:${port}/api/v1`
  for (let attempt = 0; attempt < 100; attempt++) {
    const ok = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"action":"info"}' }).then(
      (res) => res.ok,
      () => false,
    )
    if (ok) return server
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
  server.kill()
  throw new Error(`decap-server did not start on ${url}`)
}

async function shot(page: Page, file: string): Promise<void> {
  await page.screenshot({ path: file, type: "jpeg", quality: 75, animations: "disabled" })
}

/**
 * Writes cms-list.jpg, cms-form.jpg and cms-workflow.jpg into `outDir` from the site served on
 * `sitePort`; decap-server listens on `decapPort`. Returns the files written.
 */
export async function renderCmsScreenshots(browser: Browser, root: string, sitePort: number, decapPort: number, outDir: string) {
  const site = `http://127.0.0.1:${sitePort}`
  const config = parse(await (await fetch(`${site}/admin/config.yml`)).text()) as {
    backend: { branch?: string }
    collections: Collection[]
  }
  const collection = config.collections.find((c) => c.files?.some((f) => f.file === "content/contact/index.yaml"))
  const entry = collection?.files?.find((f) => f.file === "content/contact/index.yaml")
  const field = entry?.fields.find((f) => f.name === "responseNote")
  if (!collection || !entry || !field) throw new Error("static/admin/config.yml has no field responseNote for content/contact/index.yaml")

  const repo = throwawayRepository(root, config.backend.branch ?? "main")
  const server = await startDecapServer(repo, decapPort)
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, reducedMotion: "reduce", locale: "de-DE" })
  try {
    await context.route(
      (url) => url.hostname !== "127.0.0.1",
      (route) => route.abort("blockedbyclient"),
    )
    await context.route("**/admin/config.yml", async (route) => {
      const response = await route.fetch()
      const served = parse(await response.text()) as Record<string, unknown>
      await route.fulfill({ response, body: stringify({ ...served, local_backend: { url: `http://127.0.0.1:${decapPort}/api/v1` } }) })
    })
    const page = await context.newPage()
    await page.goto(`${site}/admin/`)
    await page.getByRole("button", { name: "Login" }).click()
    await page.getByRole("link", { name: collection.label, exact: true }).click()
    await page.getByRole("link", { name: entry.label, exact: true }).waitFor()
    const written = [path.join(outDir, "cms-list.jpg")]
    await shot(page, written[0]!)

    await page.getByRole("link", { name: entry.label, exact: true }).click()
    await page.getByLabel(field.label, { exact: true }).fill("E-Mails beantworten wir in der Regel am selben Werktag.")
    written.push(path.join(outDir, "cms-form.jpg"))
    await shot(page, written[1]!)

    await page.getByRole("button", { name: "Speichern" }).click()
    await page.getByText("Änderungen gespeichert").waitFor()
    await page.goto(`${site}/admin/#/workflow`)
    await page.getByText(entry.label).first().waitFor()
    // The confirmation toast closes by itself; the board is the subject.
    await page.getByRole("alert").waitFor({ state: "hidden", timeout: 15_000 })
    written.push(path.join(outDir, "cms-workflow.jpg"))
    await shot(page, written[2]!)
    return written
  } finally {
    await context.close()
    server.kill()
    rmSync(repo, { recursive: true, force: true })
  }
}
