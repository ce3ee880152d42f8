import { createHash } from "node:crypto"
import path from "node:path"

import type { Page } from "@playwright/test"

import { compileHeadScript, headScriptSettings } from "../gatsby/inline-scripts/head-script"
import { consent, layout, site } from "./content"
import { banner, CONSENT_KEY as KEY, consentReady, expect, storeBefore, tabTo, test, validRecord, type TestWindow } from "./fixtures"

const b = consent.banner
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`
const pages = ["/", "/impressum/", "/datenschutz/", "/kontakt/", "/gibt-es-nicht/"]

const stored = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null"), KEY)

/** A dataLayer entry as dataLayer() returns it: a gtag() call as `{ gtag: its arguments }`, or the object pushed. */
interface LayerEntry {
  gtag?: [command: string, action?: string, params?: Record<string, unknown>]
  event?: string
}

/** The dataLayer as plain data: gtag commands as arrays, pushes as objects. */
function dataLayer(page: Page): Promise<LayerEntry[]> {
  return page.evaluate(() =>
    ((window as TestWindow).dataLayer ?? []).map((entry): LayerEntry =>
      Object.prototype.toString.call(entry) === "[object Arguments]"
        ? { gtag: Array.from(entry as ArrayLike<unknown>) as NonNullable<LayerEntry["gtag"]> }
        : JSON.parse(JSON.stringify(entry)),
    ),
  )
}

const indexOf = (layer: LayerEntry[], match: (e: LayerEntry) => boolean) => layer.findIndex(match)
const isDefault = (e: LayerEntry) => e.gtag?.[0] === "consent" && e.gtag[1] === "default"
const isUpdate = (value: string) => (e: LayerEntry) =>
  e.gtag?.[0] === "consent" && e.gtag[1] === "update" && e.gtag[2]?.analytics_storage === value
const isGtmJs = (e: LayerEntry) => e.event === "gtm.js"

test.describe("banner until a choice is made", () => {
  for (const path of pages) {
    test(`${path}: shown to a new visitor`, async ({ page }) => {
      await page.goto(path)
      await expect(banner(page)).toBeVisible()
      await expect(banner(page).getByRole("button", { name: b.acceptAllLabel, exact: true })).toBeVisible()
      await expect(banner(page).getByRole("button", { name: b.necessaryOnlyLabel, exact: true })).toBeVisible()
    })
  }

  const choices = [
    { name: b.acceptAllLabel, analytics: true },
    { name: b.necessaryOnlyLabel, analytics: false },
    { name: b.closeLabel, analytics: false },
  ]
  for (const choice of choices) {
    test(`„${choice.name}“ stores analytics: ${choice.analytics} and hides the banner, also after reload and on other pages`, async ({
      page,
    }) => {
      await page.goto("/")
      await consentReady(page)
      await banner(page).getByRole("button", { name: choice.name, exact: true }).click()
      await expect(banner(page)).toBeHidden()
      expect(await stored(page)).toEqual({
        analytics: choice.analytics,
        necessary: true,
        revision: consent.revision,
        updatedAt: expect.any(String),
      })
      await page.reload()
      await expect(banner(page)).toBeHidden()
      await page.goto("/kontakt/")
      await expect(banner(page)).toBeHidden()
      await page.goto("/gibt-es-nicht/")
      await expect(banner(page)).toBeHidden()
    })
  }

  test("Details opens and closes the explanation", async ({ page }) => {
    await page.goto("/")
    await consentReady(page)
    const toggle = banner(page).getByRole("button", { name: b.detailsShowLabel, exact: true })
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await expect(page.locator("#cookie-details")).toBeHidden()
    await toggle.click()
    await expect(page.locator("#cookie-details")).toBeVisible()
    await expect(page.locator("#cookie-details")).toContainText(consent.categories[1]!.provider)
    await banner(page).getByRole("button", { name: b.detailsHideLabel, exact: true }).click()
    await expect(page.locator("#cookie-details")).toBeHidden()
  })

  const malformed = ["{kaputt", "null", "42", "[]", '{"analytics":"yes","necessary":true}', '{"analytics":true,"necessary":false}']
  for (const value of malformed) {
    test(`stored ${value} is logged and the banner shows`, async ({ page, consoleMessages }) => {
      await storeBefore(page, value)
      await page.goto("/")
      await expect(banner(page)).toBeVisible()
      expect(consoleMessages.some((m) => m.startsWith("warning:") && m.includes("[consent]"))).toBe(true)
    })
  }
})

test.describe("Consent Mode and the tag manager", () => {
  test("new visitor: consent default before the gtm.js event, the banner's update after it", async ({ page, thirdParty }) => {
    await page.goto("/")
    await consentReady(page)
    await expect.poll(() => page.evaluate(() => (window as TestWindow).__gtmStubLoaded)).toBe(1)
    await banner(page).getByRole("button", { name: b.acceptAllLabel, exact: true }).click()
    const layer = await dataLayer(page)
    const d = indexOf(layer, isDefault)
    const g = indexOf(layer, isGtmJs)
    const u = indexOf(layer, isUpdate("granted"))
    expect(d).toBe(0)
    expect(g).toBeGreaterThan(d)
    expect(u).toBeGreaterThan(g)
    expect(layer[0]?.gtag?.[2]).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
      functionality_storage: "denied",
      personalization_storage: "denied",
      security_storage: "granted",
      wait_for_update: 500,
    })
    const gtmRequests = thirdParty.filter((r) => r.url.startsWith("https://www.googletagmanager.com/gtm.js"))
    expect(gtmRequests).toHaveLength(1)
    expect(gtmRequests[0]!.url).toBe(`https://www.googletagmanager.com/gtm.js?id=${site.tagManager.containerId}`)
  })

  test("returning visitor: the stored choice is sent as an update before the tag manager starts", async ({ page }) => {
    await storeBefore(page, validRecord(false))
    await page.goto("/")
    const layer = await dataLayer(page)
    expect(indexOf(layer, isDefault)).toBe(0)
    expect(indexOf(layer, isUpdate("denied"))).toBe(1)
    expect(indexOf(layer, isGtmJs)).toBeGreaterThan(1)
  })

  test("the static HTML runs the consent script before any other script and has no noscript iframe", async ({ request }) => {
    for (const path of pages) {
      const html = await (await request.get(path)).text()
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
      expect(scripts[0]).toContain('id="consent-mode"')
      const body = html.slice(html.indexOf('id="consent-mode"'))
      expect(body.indexOf('"consent","default"')).toBeLessThan(body.indexOf("gtm.js"))
      expect(html).not.toMatch(/<noscript>[^]*?googletagmanager/)
      expect(html.split("googletagmanager.com").length - 1).toBe(1)
    }
  })

  test("client-side navigation pushes a page-view event", async ({ page }) => {
    await page.goto("/")
    await consentReady(page)
    await banner(page).getByRole("button", { name: b.necessaryOnlyLabel, exact: true }).click()
    await page.getByRole("contentinfo").getByRole("link", { name: "Kontakt", exact: true }).click()
    await expect(page).toHaveURL(/\/kontakt\/$/)
    await expect
      .poll(async () => (await dataLayer(page)).filter((e) => e.event === "page_view"))
      .toEqual([{ event: "page_view", page_path: "/kontakt/" }])
  })

  test("basic mode: the loader is requested only after accepting", async ({ page, thirdParty, consoleMessages }) => {
    // The page as a build with loadingMode "basic" would serve it: the real head
    // script for that mode in place of the built one, and in the real CSP the
    // built script's hash replaced by the new script's (as the build would
    // compute it) — the policy stays as strict as served.
    const basicScript = compileHeadScript(
      path.resolve(__dirname, ".."),
      headScriptSettings({
        tagManager: { containerId: site.tagManager.containerId ?? null, loadingMode: "basic" },
        consent: { revision: consent.revision, lifetimeDays: consent.lifetimeDays },
      }),
    )
    await page.route(/\/$/, async (route) => {
      const response = await route.fetch()
      const built = await response.text()
      const builtScript = /<script id="consent-mode">([^]*?)<\/script>/.exec(built)?.[1] ?? ""
      const html = built.replace(builtScript, () => basicScript)
      const headers = { ...response.headers() }
      const csp = headers["content-security-policy"] ?? ""
      expect(csp).toContain(sha256(builtScript))
      headers["content-security-policy"] = csp.replace(sha256(builtScript), sha256(basicScript))
      delete headers["content-length"]
      delete headers["content-encoding"]
      await route.fulfill({ response, body: html, headers })
    })
    await page.goto("/")
    await expect(banner(page)).toBeVisible()
    await page.waitForTimeout(300)
    expect(thirdParty.filter((r) => r.url.includes("gtm.js"))).toEqual([])
    expect(await page.locator("#gtm-loader").count()).toBe(0)
    await banner(page).getByRole("button", { name: b.acceptAllLabel, exact: true }).click()
    await expect.poll(() => thirdParty.filter((r) => r.url.includes("gtm.js")).length).toBe(1)
    const layer = await dataLayer(page)
    expect(indexOf(layer, isUpdate("granted"))).toBeLessThan(indexOf(layer, isGtmJs))
    expect(consoleMessages.filter((m) => /content security policy/i.test(m))).toEqual([])
  })
})

test.describe("a choice before React has hydrated", () => {
  // Gatsby's bundles are held back until after the click, as on a slow connection: the static banner's
  // buttons must work through the head script alone. (A page of the context, not the `page` fixture,
  // whose goto waits for React.)
  for (const [name, label, analytics] of [
    ["„Alle akzeptieren“", b.acceptAllLabel, true],
    ["„Nur notwendige“", b.necessaryOnlyLabel, false],
  ] as const) {
    test(`${name} is stored, sent and applied; React then takes the stored choice over`, async ({ context, thirdParty }) => {
      expect(thirdParty).toEqual([])
      const page = await context.newPage()
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route(/^http:\/\/127\.0\.0\.1:\d+\/[^?]*\.js(\?.*)?$/, async (route) => {
        await held
        await route.continue()
      })
      await page.goto("/kontakt/", { waitUntil: "domcontentloaded" })
      await expect(banner(page)).toBeVisible()
      await expect(page.locator("#cookie-banner")).toHaveAttribute("data-banner", "initial")
      await banner(page).getByRole("button", { name: label, exact: true }).click()

      await expect(banner(page)).toBeHidden()
      expect(await stored(page)).toMatchObject({ analytics, necessary: true, revision: consent.revision })
      const layer = await dataLayer(page)
      expect(indexOf(layer, isUpdate(analytics ? "granted" : "denied"))).toBeGreaterThan(indexOf(layer, isDefault))
      // A mouse choice moves no focus box onto the page.
      await expect(page.locator('a[href="#inhalt"]')).not.toBeFocused()
      expect(await page.locator("#cookie-banner").getAttribute("data-banner")).toBe("initial")

      release()
      // React hydrates, reads the stored choice and keeps the banner closed.
      await expect(page.locator("#cookie-banner")).toHaveAttribute("data-banner", "closed")
      await expect(page.locator("html")).toHaveAttribute("data-consent-ready", "")
      await expect(banner(page)).toBeHidden()
      expect(await stored(page)).toMatchObject({ analytics })
      await page.close()
    })
  }
})

test.describe("keyboard only", () => {
  for (const [name, analytics] of [
    [b.acceptAllLabel, true],
    [b.necessaryOnlyLabel, false],
  ] as const) {
    test(`Tab and Enter on „${name}“`, async ({ page }) => {
      await page.goto("/")
      await consentReady(page)
      await tabTo(page, name)
      await page.keyboard.press("Enter")
      await expect(banner(page)).toBeHidden()
      expect((await stored(page)).analytics).toBe(analytics)
      // Focus moved on to the skip link, not lost on the hidden banner.
      // (React moves it in the next animation frame: wait for it rather than read it at once.)
      await expect(page.locator('a[href="#inhalt"]')).toBeFocused()
    })
  }

  test("the close icon shows its tooltip on keyboard focus; Escape hides it", async ({ page }) => {
    await page.goto("/")
    await consentReady(page)
    const close = banner(page).getByRole("button", { name: b.closeLabel })
    await tabTo(page, b.detailsShowLabel)
    await page.keyboard.press("Tab")
    await expect(close).toBeFocused()
    const tooltip = page.getByRole("tooltip", { name: b.closeTooltip })
    await expect(tooltip).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(tooltip).toBeHidden()
  })
})

test.describe("tooltips", () => {
  test("the close icon's tooltip opens after the 700 ms delay on hover", async ({ page }) => {
    await page.goto("/")
    const close = banner(page).getByRole("button", { name: b.closeLabel })
    const tooltip = page.locator("#cookie-banner-close-tooltip")
    await close.hover()
    await page.waitForTimeout(400)
    await expect(tooltip).toBeHidden()
    await expect(tooltip).toBeVisible({ timeout: 1000 })
  })

  test("the quick-contact buttons are described by their tooltips", async ({ page }) => {
    await page.goto("/kontakt/")
    await consentReady(page)
    const call = page.getByRole("link", { name: "Anrufen" })
    await expect(call).toHaveAttribute("aria-describedby", "tooltip-call")
    await call.hover()
    await expect(page.locator("#tooltip-call")).toBeVisible({ timeout: 1500 })
    // Moving on to the neighbour within 300 ms opens its tooltip at once.
    await page.getByRole("link", { name: "E-Mail schreiben" }).hover()
    await expect(page.locator("#tooltip-write")).toBeVisible({ timeout: 250 })
  })
})

test.describe("withdrawal", () => {
  test("„Cookie-Einstellungen“ in the footer reopens the choice; necessary only denies analytics and deletes _ga cookies", async ({
    page,
    context,
  }) => {
    await page.goto("/")
    await consentReady(page)
    await banner(page).getByRole("button", { name: b.acceptAllLabel, exact: true }).click()
    await context.addCookies([
      { name: "_ga", value: "GA1.1.123.456", domain: "127.0.0.1", path: "/" },
      { name: "_ga_ABC123", value: "GS1.1.1", domain: "127.0.0.1", path: "/" },
      { name: "keep", value: "1", domain: "127.0.0.1", path: "/" },
    ])
    await page.goto("/impressum/")
    await consentReady(page)
    const settings = page.getByRole("contentinfo").getByRole("button", { name: layout.footer.cookieSettingsLabel })
    await settings.click()
    await expect(banner(page)).toBeVisible()
    await expect(banner(page)).toBeFocused()
    await banner(page).getByRole("button", { name: b.necessaryOnlyLabel, exact: true }).click()
    await expect(banner(page)).toBeHidden()
    expect((await stored(page)).analytics).toBe(false)
    const layer = await dataLayer(page)
    expect(layer.some(isUpdate("denied"))).toBe(true)
    const names = (await context.cookies()).map((c) => c.name)
    expect(names).toContain("keep")
    expect(names.filter((n) => n.startsWith("_ga"))).toEqual([])
    await expect(settings).toBeFocused()
  })

  test("the privacy page has its own „Cookie-Einstellungen“ control", async ({ page }) => {
    await storeBefore(page, validRecord(true))
    await page.goto("/datenschutz/")
    await consentReady(page)
    await expect(banner(page)).toBeHidden()
    await page
      .getByRole("main")
      .getByRole("button", { name: /Cookie-Einstellungen/ })
      .click()
    await expect(banner(page)).toBeVisible()
  })
})

test.describe("no flash, no layout shift", () => {
  async function cls(page: Page): Promise<number> {
    return page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0
          new PerformanceObserver((list) => {
            // Layout-shift entries (not in TypeScript's DOM types) carry the score and whether input caused it.
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) total += entry.value
            }
          }).observe({ type: "layout-shift", buffered: true })
          setTimeout(() => resolve(total), 1000)
        }),
    )
  }

  test("undecided: the banner is there from the first paint, CLS 0", async ({ page }) => {
    await page.goto("/", { waitUntil: "load" })
    await expect(banner(page)).toBeVisible()
    expect(await cls(page)).toBe(0)
  })

  test("decided: the banner never appears, CLS 0", async ({ page }) => {
    await storeBefore(page, validRecord(true))
    await page.addInitScript(() => {
      const w = window as Window & { __bannerSeen?: boolean }
      w.__bannerSeen = false
      new MutationObserver(() => {
        const el = document.getElementById("cookie-banner")
        if (el && getComputedStyle(el).display !== "none") w.__bannerSeen = true
      }).observe(document, { subtree: true, childList: true, attributes: true })
    })
    await page.goto("/", { waitUntil: "load" })
    await expect(banner(page)).toBeHidden()
    expect(await cls(page)).toBe(0)
    expect(await page.evaluate(() => (window as Window & { __bannerSeen?: boolean }).__bannerSeen)).toBe(false)
  })

  test("without JavaScript the banner stays hidden and nothing is requested from Google", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const requests: string[] = []
    await context.route(
      (url) => url.hostname !== "127.0.0.1",
      (route) => {
        requests.push(route.request().url())
        return route.abort()
      },
    )
    const page = await context.newPage()
    await page.goto(`${test.info().project.use.baseURL}/`)
    await expect(page.locator("#cookie-banner")).toBeHidden()
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    expect(requests).toEqual([])
    await context.close()
  })
})
