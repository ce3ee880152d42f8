/**
 * The launch rehearsal: what the operator does at launch, in a throw-away copy of the project whose content is made
 * launch-ready here (__tests__/support/launch-ready.ts) — `SITE_ENV=production npm start`, once per loading mode — and then what only a
 * production build does, as a visitor's browser, a search engine and an editor meet it. The other specs test the
 * development build that `npm test` serves; the launch guard refuses production while the real content has placeholders.
 */
import { cpSync, readFileSync, rmSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"

import { retypedFacts } from "../content-model/facts"
import type { Company } from "../content-model/schemas"
import { projectRoot } from "../__tests__/support/content-files"
import { freePort } from "../__tests__/support/free-port"
import { makeLaunchReady, REHEARSAL } from "../__tests__/support/launch-ready"
import { projectCopy, startInCopy } from "../__tests__/support/project-copy"
import { company as committed, consent, layout } from "./content"
import { expect, PAGES, test } from "./fixtures"

const PUBLIC_PAGES = PAGES.filter((page) => page !== "/gibt-es-nicht/")
const LOCAL_HOST = /localhost|127\.0\.0\.1|\[::1\]/
const GTM = `https://www.googletagmanager.com/gtm.js?id=${REHEARSAL.containerId}`

/**
 * The company's facts as an editor changes them, each in its one field: with the name, phone and e-mail that
 * launch-ready.ts enters, every fact a text may name by token differs from the committed content.
 */
const CHANGED_FACTS = {
  productName: "Metrovalid",
  foundingYear: 2019,
  pricing: { lowPrice: 300, highPrice: 650 },
  officeHours: [{ label: "Montag–Mittwoch", days: ["Monday", "Tuesday", "Wednesday"], opens: "08:30", closes: "16:30" }],
}

/** Builds and serves a launch-ready copy with `npm start`, as the operator would; resolves once it serves. */
async function launch(loadingMode: "advanced" | "basic") {
  const dir = projectCopy(`launch-${loadingMode}-`)
  cpSync(path.join(projectRoot, "server"), path.join(dir, "server"), { recursive: true })
  makeLaunchReady({
    root: dir,
    edit: (file, data) => {
      if (file === "site/index.yaml") Object.assign(data.tagManager as object, { loadingMode })
      if (file === "company/index.yaml") {
        Object.assign(data, { ...CHANGED_FACTS, pricing: { ...(data.pricing as object), ...CHANGED_FACTS.pricing } })
      }
    },
  })
  const company = parse(readFileSync(path.join(dir, "content", "company", "index.yaml"), "utf8")) as Company
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
  return { origin: `http://127.0.0.1:${port}`, output: server.output, stop, company }
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

    test("each company fact, changed in its one field, shows its new value and leaves its old one on no page: text, meta tags, JSON-LD", async ({
      page,
    }) => {
      const found: string[] = []
      for (const urlPath of PAGES) {
        await page.goto(site.origin + urlPath)
        const shown = await page.evaluate(() =>
          [
            document.title,
            document.body.innerText,
            ...[...document.querySelectorAll("meta[content]")].map((meta) => meta.getAttribute("content")),
            ...[...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent),
          ].join("\n"),
        )
        expect(retypedFacts(shown, committed), urlPath).toEqual([])
        const current = retypedFacts(shown, site.company)
        expect(current, urlPath).toContain("product")
        found.push(...current)
      }
      expect(new Set(found)).toEqual(new Set(["product", "company", "year", "price", "officeHours", "phone", "email"]))
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
