/**
 * The static banner in a real browser with the built page's own markup: its buttons work through the head script
 * alone, before the bundles load (what the script sends: __tests__/consent/head-script.test.ts), and React keeps
 * the choice when it hydrates.
 */
import { CONSENT_STORAGE_KEY } from "../src/consent/consent-policy"
import { banner, consent, expect, test } from "./fixtures"

const analyticsStored = (key: string) => (JSON.parse(localStorage.getItem(key) ?? "null") as { analytics?: boolean } | null)?.analytics

test("on a slow connection, a choice before React has hydrated is stored; React then keeps it", async ({ context }) => {
  // A page of the context, not the `page` fixture, whose goto waits for React; the bundles are held until after the click.
  const page = await context.newPage()
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/^http:\/\/127\.0\.0\.1:\d+\/[^?]*\.js(\?.*)?$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto("/kontakt/", { waitUntil: "domcontentloaded" })
  await banner(page).getByRole("button", { name: consent.banner.acceptAllLabel, exact: true }).click()
  await expect(banner(page)).toBeHidden()
  expect(await page.evaluate(analyticsStored, CONSENT_STORAGE_KEY)).toBe(true)

  release()
  await expect(page.locator("html")).toHaveAttribute("data-consent-ready", "")
  await expect(banner(page)).toBeHidden()
  expect(await page.evaluate(analyticsStored, CONSENT_STORAGE_KEY)).toBe(true)
})
