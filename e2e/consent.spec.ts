/**
 * The consent flows in Chromium as far as Google would see them: the page's
 * dataLayer (what Consent Mode and the tag manager read) and the requests to
 * Google's hosts, answered by the stub in fixtures.ts. The banner's own
 * behaviour in every engine is the visitor flows' (visitor-flows.spec.ts); the
 * rules behind it are unit-tested in __tests__/consent/.
 */
import type { Page } from "@playwright/test"

import { CONSENT_STORAGE_KEY } from "../src/consent/consent-policy"
import { consent, layout, site } from "./content"
import { banner, expect, storeConsent, test } from "./fixtures"

const b = consent.banner

/** A dataLayer entry as plain data: a gtag() call as `{ gtag: its arguments }`, or the object pushed. */
interface LayerEntry {
  gtag?: [command: string, action?: string, params?: Record<string, unknown>]
  event?: string
  page_path?: string
}

function dataLayer(page: Page): Promise<LayerEntry[]> {
  return page.evaluate(() =>
    ((window as Window & { dataLayer?: unknown[] }).dataLayer ?? []).map((entry): LayerEntry =>
      Object.prototype.toString.call(entry) === "[object Arguments]"
        ? { gtag: Array.from(entry as ArrayLike<unknown>) as NonNullable<LayerEntry["gtag"]> }
        : JSON.parse(JSON.stringify(entry)),
    ),
  )
}

const isDefault = (e: LayerEntry) => e.gtag?.[0] === "consent" && e.gtag[1] === "default"
const isUpdate = (analytics: "granted" | "denied") => (e: LayerEntry) =>
  e.gtag?.[0] === "consent" && e.gtag[1] === "update" && e.gtag[2]?.analytics_storage === analytics
const isGtmStart = (e: LayerEntry) => e.event === "gtm.js"

const choose = (page: Page, label: string) => banner(page).getByRole("button", { name: label, exact: true }).click()
const storedAnalytics = (page: Page) =>
  page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? "null") as { analytics?: boolean } | null)?.analytics,
    CONSENT_STORAGE_KEY,
  )
const gtmStubRuns = (page: Page) => page.evaluate(() => (window as Window & { __gtmStubLoaded?: number }).__gtmStubLoaded ?? 0)

test("a new visitor accepts: Consent Mode's defaults first, then the tag manager starts, then the update; Google is asked for the container's gtm.js only", async ({
  page,
  thirdParty,
}) => {
  await page.goto("/")
  // The stub ran: the page's policy let the tag manager's script in.
  await expect.poll(() => gtmStubRuns(page)).toBe(1)
  await choose(page, b.acceptAllLabel)
  await expect(banner(page)).toBeHidden()
  const layer = await dataLayer(page)
  expect(layer.findIndex(isDefault)).toBe(0)
  expect(layer.findIndex(isGtmStart)).toBeGreaterThan(0)
  expect(layer.findIndex(isUpdate("granted"))).toBeGreaterThan(layer.findIndex(isGtmStart))
  expect(thirdParty).toEqual([{ url: `https://www.googletagmanager.com/gtm.js?id=${site.tagManager.containerId}`, method: "GET" }])
})

test("a visitor rejects: analytics is denied, the next page is a page view, and on return the stored refusal reaches Google before the tag manager starts", async ({
  page,
}) => {
  await page.goto("/")
  await choose(page, b.necessaryOnlyLabel)
  let layer = await dataLayer(page)
  expect(layer.findIndex(isUpdate("denied"))).toBeGreaterThan(layer.findIndex(isGtmStart))

  await page.getByRole("contentinfo").locator('a[href="/kontakt/"]').click()
  await expect(page).toHaveURL(/\/kontakt\/$/)
  await expect
    .poll(async () => (await dataLayer(page)).filter((e) => e.event === "page_view"))
    .toEqual([{ event: "page_view", page_path: "/kontakt/" }])

  await page.reload()
  layer = await dataLayer(page)
  expect(layer.findIndex(isDefault)).toBe(0)
  expect(layer.findIndex(isUpdate("denied"))).toBe(1)
  expect(layer.findIndex(isGtmStart)).toBeGreaterThan(1)
})

test("a visitor who accepted withdraws from the footer: the banner reopens and „Nur notwendige“ denies analytics from then on", async ({
  page,
}) => {
  await storeConsent(page, true)
  await page.goto("/impressum/")
  await expect(banner(page)).toBeHidden()
  await page.getByRole("contentinfo").getByRole("button", { name: layout.footer.cookieSettingsLabel }).click()
  await expect(banner(page)).toBeVisible()
  await choose(page, b.necessaryOnlyLabel)
  await expect(banner(page)).toBeHidden()
  expect(await storedAnalytics(page)).toBe(false)
  const updates = (await dataLayer(page)).filter((e) => e.gtag?.[1] === "update").map((e) => e.gtag![2]!.analytics_storage)
  expect(updates).toEqual(["granted", "denied"])
})

test("on a slow connection, a choice before React has hydrated is stored and sent; React then keeps it", async ({ context }) => {
  // Gatsby's bundles are held back until after the click: the static banner works through the head script alone.
  // (A page of the context, not the `page` fixture, whose goto waits for React.)
  const page = await context.newPage()
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/^http:\/\/127\.0\.0\.1:\d+\/[^?]*\.js(\?.*)?$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto("/kontakt/", { waitUntil: "domcontentloaded" })
  await expect(page.locator("#cookie-banner")).toHaveAttribute("data-banner", "initial")
  await choose(page, b.acceptAllLabel)
  await expect(banner(page)).toBeHidden()
  expect(await storedAnalytics(page)).toBe(true)
  expect((await dataLayer(page)).findIndex(isUpdate("granted"))).toBeGreaterThan(0)

  release()
  // React hydrates, reads the stored choice and keeps the banner closed.
  await expect(page.locator("#cookie-banner")).toHaveAttribute("data-banner", "closed")
  await expect(page.locator("html")).toHaveAttribute("data-consent-ready", "")
  await expect(banner(page)).toBeHidden()
  expect(await storedAnalytics(page)).toBe(true)
})

for (const decided of [false, true]) {
  test(`${decided ? "decided: the banner never shows, not even for a frame" : "undecided: the banner is there from the first paint"}, and nothing shifts`, async ({
    page,
  }) => {
    if (decided) await storeConsent(page, true)
    // Whether the banner was ever displayed, watched from before the first paint; and the layout shifts without input.
    await page.addInitScript(() => {
      const w = window as Window & { __bannerSeen?: boolean; __shift?: number }
      w.__shift = 0
      new MutationObserver(() => {
        const el = document.getElementById("cookie-banner")
        if (el && getComputedStyle(el).display !== "none") w.__bannerSeen = true
      }).observe(document, { subtree: true, childList: true, attributes: true })
      new PerformanceObserver((list) => {
        // Layout-shift entries (not in TypeScript's DOM types) carry the score and whether input caused it.
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.__shift! += entry.value
        }
      }).observe({ type: "layout-shift", buffered: true })
    })
    // A text page: the banner is the same on every page, and the landing page's hero can shift on its own under load.
    await page.goto("/impressum/")
    await page.waitForTimeout(1000)
    const seen = await page.evaluate(() => (window as Window & { __bannerSeen?: boolean }).__bannerSeen ?? false)
    expect(seen).toBe(!decided)
    expect(await page.evaluate(() => (window as Window & { __shift?: number }).__shift)).toBe(0)
  })
}
