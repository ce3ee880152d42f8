/**
 * The consent flows in Chromium that only Playwright can stage. The banner's choices and what Consent Mode is told, in
 * every engine, are the visitor flows' (visitor-flows.spec.ts); that the page's policy lets the configured container
 * run, the launch rehearsal's; the rules behind them are unit-tested in __tests__/consent/.
 */
import type { Page } from "@playwright/test"

import { CONSENT_STORAGE_KEY } from "../src/consent/consent-policy"
import { consent } from "./content"
import { storedAnalytics } from "./engines/visitor"
import { banner, expect, observeShifts, shifts, storeConsent, test } from "./fixtures"

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
  await banner(page).getByRole("button", { name: consent.banner.acceptAllLabel, exact: true }).click()
  await expect(banner(page)).toBeHidden()
  expect(await storedAnalyticsIn(page)).toBe(true)

  release()
  await expect(page.locator("#cookie-banner")).toHaveAttribute("data-banner", "closed")
  await expect(page.locator("html")).toHaveAttribute("data-consent-ready", "")
  await expect(banner(page)).toBeHidden()
  expect(await storedAnalyticsIn(page)).toBe(true)
})

// A new visitor's banner is in the page before any script runs (the test above), and nothing shifts then: font.spec.ts.
test("a returning visitor's banner never shows, not even for a frame, and nothing shifts", async ({ page }) => {
  await storeConsent(page, true)
  await observeShifts(page)
  // Whether the banner was ever displayed, watched from before the first paint.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const el = document.getElementById("cookie-banner")
      if (el && getComputedStyle(el).display !== "none") (window as Window & { __bannerSeen?: boolean }).__bannerSeen = true
    }).observe(document, { subtree: true, childList: true, attributes: true })
  })
  // A text page: the banner is the same on every page, and the landing page's hero can shift on its own under load.
  await page.goto("/impressum/")
  // Until the consent provider has taken over from the head script.
  await expect(page.locator("html")).toHaveAttribute("data-consent-ready", "")
  expect(await page.evaluate(() => (window as Window & { __bannerSeen?: boolean }).__bannerSeen ?? false)).toBe(false)
  expect(await shifts(page)).toEqual([])
})
