/**
 * The consent flows in Chromium that only Playwright can stage. The banner's choices and what Consent Mode is told, in
 * every engine, are the visitor flows' (visitor-flows.spec.ts); that the page's policy lets the configured container
 * run, the launch rehearsal's; the rules behind them are unit-tested in __tests__/consent/.
 */
import type { Page } from "@playwright/test"

import { CONSENT_STORAGE_KEY } from "../src/consent/consent-policy"
import { consent } from "./content"
import { storedAnalytics } from "./engines/visitor"
import { banner, expect, storeConsent, test } from "./fixtures"

const choose = (page: Page, label: string) => banner(page).getByRole("button", { name: label, exact: true }).click()
const storedAnalyticsIn = (page: Page) => page.evaluate(storedAnalytics, CONSENT_STORAGE_KEY)

test("on a slow connection, a choice before React has hydrated is stored (what it sends: __tests__/consent/head-script.test.ts); React then keeps it", async ({
  context,
}) => {
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
  await choose(page, consent.banner.acceptAllLabel)
  await expect(banner(page)).toBeHidden()
  expect(await storedAnalyticsIn(page)).toBe(true)

  release()
  await expect(page.locator("#cookie-banner")).toHaveAttribute("data-banner", "closed")
  await expect(page.locator("html")).toHaveAttribute("data-consent-ready", "")
  await expect(banner(page)).toBeHidden()
  expect(await storedAnalyticsIn(page)).toBe(true)
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
