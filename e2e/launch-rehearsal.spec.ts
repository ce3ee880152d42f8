/**
 * The launch rehearsal: what the operator does at launch, in a throw-away copy of the project whose content is made
 * launch-ready here (__tests__/support/launch-ready.ts) — `SITE_ENV=production npm start`, once per loading mode — and then what only a
 * production build does, as a visitor's browser, a search engine and an editor meet it. The other specs test the
 * development build that `npm test` serves; the launch guard refuses production while the real content has placeholders.
 */
import { cpSync, rmSync } from "node:fs"
import path from "node:path"

import { projectRoot } from "../__tests__/support/content-files"
import { freePort } from "../__tests__/support/free-port"
import { makeLaunchReady, REHEARSAL } from "../__tests__/support/launch-ready"
import { projectCopy, startInCopy } from "../__tests__/support/project-copy"
import { consent, layout } from "./content"
import { expect, PAGES, test } from "./fixtures"

const PUBLIC_PAGES = PAGES.filter((page) => page !== "/gibt-es-nicht/")
const LOCAL_HOST = /localhost|127\.0\.0\.1|\[::1\]/
const GTM = `https://www.googletagmanager.com/gtm.js?id=${REHEARSAL.containerId}`

/** Builds and serves a launch-ready copy with `npm start`, as the operator would; resolves once it serves. */
async function launch(loadingMode: "advanced" | "basic") {
  const dir = projectCopy(`launch-${loadingMode}-`)
  cpSync(path.join(projectRoot, "server"), path.join(dir, "server"), { recursive: true })
  makeLaunchReady({
    root: dir,
    edit: (file, data) => {
      if (file === "site/index.yaml") Object.assign(data.tagManager as object, { loadingMode })
    },
  })
  const port = await freePort()
  const server = startInCopy(dir, "npm", ["start"], { SITE_ENV: "production", HOST: "127.0.0.1", PORT: `${port}` })
  const stop = async () => {
    await server.stop()
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    await expect
      .poll(() => server.running() && /^Serving /m.test(server.output()), { timeout: 240_000, message: server.output() })
      .toBe(true)
  } catch (error) {
    await stop()
    throw error
  }
  return { origin: `http://127.0.0.1:${port}`, output: server.output, stop }
}

for (const loadingMode of ["advanced", "basic"] as const) {
  test.describe(`production build, loading mode "${loadingMode}"`, () => {
    let site: Awaited<ReturnType<typeof launch>>
    test.beforeAll(async () => {
      test.setTimeout(300_000)
      site = await launch(loadingMode)
    })
    test.afterAll(async () => site?.stop())

    test("npm start built it for production and serves it", () => {
      expect(site.output()).toContain("No build in public/: building the site for production …")
      expect(site.output()).toContain(`(a build for production) on ${site.origin}/`)
    })

    test("every page is indexable and its own canonical on siteUrl, shares its image from there, shows no preview ribbon; no CSP names a local host", async ({
      page,
    }) => {
      for (const urlPath of PAGES) {
        const response = await page.goto(site.origin + urlPath)
        expect(response!.headers()["content-security-policy"]).not.toMatch(LOCAL_HOST)
        expect(response!.headers()["x-robots-tag"]).toBeUndefined()
        await expect(page.getByRole("complementary", { name: layout.previewRibbon.label })).toHaveCount(0)
        if (!PUBLIC_PAGES.includes(urlPath)) continue
        await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", REHEARSAL.siteUrl + urlPath)
        await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", REHEARSAL.siteUrl + urlPath)
        await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", new RegExp(`^${REHEARSAL.siteUrl}/`))
      }
    })

    test(`Consent Mode's defaults come first; the configured container's gtm.js, and nothing else of Google's, loads ${loadingMode === "advanced" ? "at once" : "with consent only"} and runs`, async ({
      page,
      thirdParty,
    }) => {
      await page.goto(site.origin + "/")
      const head = await page.evaluate(() => [...document.head.querySelectorAll("script")].map((script) => script.id || script.src))
      expect(head[0]).toBe("consent-mode")
      const firstCommand = await page.evaluate(() => Array.from((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer[0]!))
      expect(firstCommand.slice(0, 2)).toEqual(["consent", "default"])
      const asked = () => thirdParty.map((request) => request.url)
      expect(asked()).toEqual(loadingMode === "advanced" ? [GTM] : [])
      await page.getByRole("button", { name: consent.banner.acceptAllLabel }).click()
      await expect.poll(asked).toEqual([GTM])
      // The page's policy let it run: the stub of fixtures.ts counts its runs.
      await expect.poll(() => page.evaluate(() => (window as Window & { __gtmStubLoaded?: number }).__gtmStubLoaded)).toBe(1)
    })

    test("/admin/ logs in through GitHub, never the local backend; it alone is noindex, and its CSP names no local host", async ({
      page,
    }) => {
      const local: string[] = []
      page.on("request", (request) => {
        const url = new URL(request.url())
        if (url.origin !== site.origin && LOCAL_HOST.test(url.hostname)) local.push(request.url())
      })
      const response = await page.goto(site.origin + "/admin/")
      expect(response!.headers()["x-robots-tag"]).toMatch(/noindex/)
      expect(response!.headers()["content-security-policy"]).not.toMatch(LOCAL_HOST)
      await expect(page.getByRole("button", { name: "Mit GitHub einloggen" })).toBeVisible()
      expect(local).toEqual([])
    })
  })
}
