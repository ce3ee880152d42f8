/**
 * The consent flow in Chromium that only Playwright can stage. The banner's choices and what Consent Mode is told, in
 * every engine, are the visitor flows' (visitor-flows.spec.ts); that the page's policy lets the configured container
 * run, the launch rehearsal's; the rules behind them, and a choice before React has hydrated, are unit-tested in
 * __tests__/consent/.
 */
import { expect, observeShifts, shifts, storeConsent, test } from "./fixtures"

// A new visitor's banner: nothing shifts when it shows (font.spec.ts).
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
