/**
 * The site's typeface loads without moving anything (global.css: font-display optional, a fallback sized to its
 * metrics): Cumulative Layout Shift stays 0 whether the font arrives at once or after hydration. For a new visitor,
 * so the banner is there too. What the built file holds, and that it is our origin's, is
 * __tests__/built/site-font.test.ts's.
 */
import { expect, observeShifts, PAGES, shifts, test } from "./fixtures"

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

test("the face is drawn when the font is there in time, and the page does not shift then either", async ({ page }) => {
  await observeShifts(page)
  await page.goto("/")
  // Loaded from the cache on the second visit at the latest (font-display: optional keeps a late font for the next page).
  await page.reload()
  expect(await page.evaluate(() => document.fonts.check('700 16px "Source Sans 3"') && document.fonts.check('16px "Source Sans 3"'))).toBe(
    true,
  )
  const family = await page.locator("h1").evaluate((element) => getComputedStyle(element).fontFamily)
  expect(family).toMatch(/^"Source Sans 3"/)
  expect(await shifts(page)).toEqual([])
})
