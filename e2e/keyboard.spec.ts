/**
 * Keyboard-only journeys (no mouse at all): skip link, main navigation to each
 * anchor, withdrawal from the footer, the quick-contact buttons. Accepting and
 * rejecting in the banner by keyboard is in consent.spec.ts ("keyboard only").
 */
import type { Page } from "@playwright/test"

import { company, consent, contact, layout } from "./content"
import { banner, expect, storeConsent, tabTo, test } from "./fixtures"

const focusedText = (page: Page) => page.evaluate(() => (document.activeElement?.textContent ?? "").trim().replace(/\s+/g, " "))

test.describe("keyboard only", () => {
  for (const path of ["/", "/impressum/", "/datenschutz/", "/kontakt/", "/gibt-es-nicht/"]) {
    test(`${path}: the skip link is the first Tab stop, is visible when focused and moves focus into <main>`, async ({ page }) => {
      await storeConsent(page, false)
      await page.goto(path)
      await page.keyboard.press("Tab")
      const skip = page.getByRole("link", { name: layout.skipLinkLabel })
      await expect(skip).toBeFocused()
      await expect(skip).toBeInViewport()
      const box = await skip.boundingBox()
      expect(box!.width).toBeGreaterThan(20)
      await page.keyboard.press("Enter")
      await expect(page).toHaveURL(/#inhalt$/)
      // The next Tab stop lies inside <main>, past the header navigation.
      await page.keyboard.press("Tab")
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main#inhalt")))).toBe(true)
    })
  }

  test("the banner comes before the skip link for a new visitor, and the skip link still works", async ({ page }) => {
    await page.goto("/kontakt/")
    await expect(banner(page)).toBeVisible()
    await tabTo(page, layout.skipLinkLabel)
    await page.keyboard.press("Enter")
    await page.keyboard.press("Tab")
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main#inhalt")))).toBe(true)
  })

  for (const item of layout.navigation.items.filter((i: { href: string }) => i.href.startsWith("/#"))) {
    for (const from of ["/", "/impressum/"]) {
      test(`from ${from}: Tab to „${item.label}“ in the main navigation, Enter shows ${item.href}`, async ({ page }) => {
        await storeConsent(page, false)
        await page.goto(from)
        const nav = page.getByRole("navigation", { name: layout.navigation.label })
        await tabTo(page, item.label)
        await expect(nav.getByRole("link", { name: item.label, exact: true })).toBeFocused()
        await page.keyboard.press("Enter")
        const id = item.href.slice(2)
        await expect(page).toHaveURL(new RegExp(`/#${id}$`))
        await expect(page.locator(`#${id}`)).toBeInViewport()
      })
    }
  }

  test("withdrawal from the footer: Tab to „Cookie-Einstellungen“, Enter opens the banner with focus, choose, focus returns", async ({
    page,
  }) => {
    await storeConsent(page, true)
    await page.goto("/impressum/")
    await expect(banner(page)).toBeHidden()
    await tabTo(page, layout.footer.cookieSettingsLabel, 80)
    const settings = page.getByRole("contentinfo").getByRole("button", { name: layout.footer.cookieSettingsLabel })
    await expect(settings).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(banner(page)).toBeVisible()
    await expect(banner(page)).toBeFocused()
    await tabTo(page, consent.banner.necessaryOnlyLabel)
    await page.keyboard.press("Enter")
    await expect(banner(page)).toBeHidden()
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("cookie-consent") ?? "null")?.analytics)).toBe(false)
    await expect(settings).toBeFocused()
  })

  test("/kontakt/: the quick-contact buttons are reached by Tab, show their tooltip and open tel: / mailto:", async ({ page }) => {
    await storeConsent(page, false)
    await page.goto("/kontakt/")
    // Record which link an Enter activates instead of handing tel:/mailto: to the operating system.
    await page.evaluate(() => {
      const activated: (string | null)[] = []
      ;(window as Window & { __activated?: (string | null)[] }).__activated = activated
      document.addEventListener("click", (event) => {
        const link = (event.target as Element).closest("a")
        if (link?.protocol === "tel:" || link?.protocol === "mailto:") {
          activated.push(link.getAttribute("href"))
          event.preventDefault()
        }
      })
    })
    const quick = [
      { label: contact.quickContact.callLabel, tooltip: "#tooltip-call", href: `tel:${company.phone.e164}` },
      { label: contact.quickContact.writeLabel, tooltip: "#tooltip-write", href: `mailto:${company.email}` },
    ]
    for (const q of quick) {
      await tabTo(page, q.label)
      expect(await focusedText(page)).toBe(q.label)
      await expect(page.locator(q.tooltip)).toBeVisible()
      await page.keyboard.press("Enter")
    }
    expect(await page.evaluate(() => (window as Window & { __activated?: (string | null)[] }).__activated)).toEqual(
      quick.map((q) => q.href),
    )
  })
})
