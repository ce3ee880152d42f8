/**
 * Nothing on the page moves while it loads. The site's typeface (global.css: font-display optional, a fallback sized
 * to its metrics) keeps Cumulative Layout Shift at 0 whether it arrives at once or after hydration, for a new visitor,
 * so with the banner; a returning visitor's banner never shows, not even for a frame. What the built font holds, and
 * that it is our origin's, is __tests__/built/site-font.test.ts's; the consent rules, __tests__/consent/'s.
 */
import { expect, observeShifts, PAGES, shifts, storeConsent, test } from "./fixtures"

for (const width of [390, 1366]) {
  for (const path of PAGES) {
    test(`${path} at ${width} px: nothing shifts while the font arrives late, and it is requested once`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 800 ? 844 : 768 })
      await observeShifts(page)
      const requested: string[] = []
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route("**/*.woff2", async (route) => {
        requested.push(route.request().url())
        await held
        await route.continue()
      })
      const arrived = page.waitForResponse((response) => response.url().endsWith(".woff2"))
      // Held until React has hydrated the page (the fixture's goto waits for that), long after the first paint.
      await page.goto(path, { waitUntil: "commit" })
      release()
      await arrived
      // The fonts the document settled on are ready, and a frame has been drawn since.
      await page.evaluate(() =>
        document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)))),
      )
      expect(requested).toHaveLength(1)
      expect(await shifts(page)).toEqual([])
    })
  }
}

test("a returning visitor's banner never shows, not even for a frame, and nothing shifts; on the next visit the face is drawn, the font there in time, and nothing shifts either", async ({
  page,
}) => {
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
  // Loaded from the cache on the second visit at the latest (font-display: optional keeps a late font for the next page).
  await page.reload()
  expect(await page.evaluate(() => document.fonts.check('700 16px "Source Sans 3"') && document.fonts.check('16px "Source Sans 3"'))).toBe(
    true,
  )
  expect(await page.locator("h1").evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"Source Sans 3"/)
  expect(await shifts(page)).toEqual([])
})
