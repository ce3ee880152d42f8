/**
 * The first screen on a phone: the header is one row with a „Menü“ button whose
 * panel holds the main navigation and the demo link (a popover: it works from
 * the prerendered HTML, before hydration and without JavaScript), and the cookie
 * banner leaves room for the start of the hero headline. Wide screens keep the
 * links in the header row. Opening, closing and choosing a link with JavaScript, in
 * every engine, are the visitor flows' (visitor-flows.spec.ts).
 */
import type { Page } from "@playwright/test"

import { consent, contact, home, layout } from "./content"
import { banner, expect, storeConsent, test } from "./fixtures"

const PHONE = { width: 390, height: 844 }

const nav = (page: Page) => page.getByRole("navigation", { name: layout.navigation.label })
const menuButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: layout.navigation.menuLabel, exact: true })
const sectionLinks = layout.navigation.items.filter((item) => item.href.startsWith("/#"))

/** The header's height, and whether brand link and menu button share one line. */
async function headerRow(page: Page): Promise<{ height: number; oneRow: boolean }> {
  const header = await page.getByRole("banner").boundingBox()
  const brand = await page.getByRole("banner").getByRole("link").first().boundingBox()
  const button = await menuButton(page).boundingBox()
  const centre = (box: { y: number; height: number }) => box.y + box.height / 2
  return { height: header!.height, oneRow: Math.abs(centre(brand!) - centre(button!)) < 4 }
}

test.describe("phone: one-row header with a menu", () => {
  for (const width of [320, PHONE.width]) {
    test(`at ${width} px the header is one row of at most 100 px, the links wait in the closed menu`, async ({ page }) => {
      await storeConsent(page, false)
      await page.setViewportSize({ width, height: PHONE.height })
      await page.goto("/impressum/")
      const row = await headerRow(page)
      expect(row.oneRow).toBe(true)
      expect(row.height).toBeLessThanOrEqual(100)
      await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false")
      await expect(menuButton(page)).toHaveAttribute("aria-controls", "site-menu")
      await expect(nav(page)).toBeHidden()
    })
  }

  test("Enter on the button opens the menu, Tab past its last link closes it", async ({ page }) => {
    await storeConsent(page, false)
    await page.setViewportSize(PHONE)
    await page.goto("/kontakt/")
    await menuButton(page).focus()
    await page.keyboard.press("Enter")
    await expect(nav(page)).toBeVisible()
    // Every link, then the demo link, then on into the page: the panel must not stay open over the focus.
    for (let i = 0; i < layout.navigation.items.length + 2; i++) await page.keyboard.press("Tab")
    await expect(nav(page)).toBeHidden()
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false")
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main#inhalt")))).toBe(true)
  })
})

/**
 * The menu button's expanded state as Chromium exposes it to assistive technology. Without JavaScript
 * no aria-expanded attribute is set: the state comes from the popover the button controls.
 */
async function expandedState(page: Page): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
    nodes: { role?: { value: string }; name?: { value: string }; properties?: { name: string; value: { value: unknown } }[] }[]
  }
  await cdp.detach()
  const button = nodes.find((n) => n.role?.value === "button" && n.name?.value === layout.navigation.menuLabel)
  return button?.properties?.find((p) => p.name === "expanded")?.value.value as boolean | undefined
}

test.describe("phone without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE })

  test("a click on „Menü“ opens the links, the browser reports the button expanded; a section link leads to its section", async ({
    page,
  }) => {
    await page.goto("/impressum/")
    await expect(nav(page)).toBeHidden()
    expect(await expandedState(page)).toBe(false)
    await menuButton(page).click()
    expect(await expandedState(page)).toBe(true)
    const item = sectionLinks[0]!
    await nav(page).getByRole("link", { name: item.label, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/${item.href.slice(1)}$`))
    await expect(page.locator(item.href.slice(1))).toBeInViewport()
  })

  test("by keyboard: Enter opens the menu, Tab reaches a link, Enter follows it; Escape closes", async ({ page }) => {
    await page.goto("/")
    await menuButton(page).focus()
    await page.keyboard.press("Enter")
    await expect(nav(page)).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(nav(page)).toBeHidden()
    await expect(menuButton(page)).toBeFocused()
    await page.keyboard.press("Enter")
    const last = layout.navigation.items.at(-1)!
    for (let i = 0; i < layout.navigation.items.length; i++) await page.keyboard.press("Tab")
    await expect(nav(page).getByRole("link", { name: last.label, exact: true })).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(last.href)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(contact.heading)
  })
})

test("phone, new visitor: the banner leaves the hero headline's first line on the first screen", async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto("/")
  await expect(banner(page)).toBeVisible()
  // Equal choices side by side, the explanation behind Details.
  const accept = await banner(page).getByRole("button", { name: consent.banner.acceptAllLabel, exact: true }).boundingBox()
  const necessary = await banner(page).getByRole("button", { name: consent.banner.necessaryOnlyLabel, exact: true }).boundingBox()
  expect([accept!.y, accept!.width, accept!.height]).toEqual([necessary!.y, necessary!.width, necessary!.height])
  await expect(page.locator("#cookie-details")).toBeHidden()
  const h1 = page.getByRole("heading", { level: 1 })
  await expect(h1).toHaveText(home.hero.heading)
  // The box of the headline's first line: the first client rect of a range over its text.
  const firstLine = await h1.evaluate((heading) => {
    const range = document.createRange()
    range.selectNodeContents(heading)
    const line = [...range.getClientRects()].find((rect) => rect.width > 0)!
    return { top: line.top, bottom: line.bottom }
  })
  expect(firstLine.top).toBeGreaterThanOrEqual(0)
  expect(firstLine.bottom).toBeLessThanOrEqual(PHONE.height)
})

// 896 px (56rem) is the narrowest width with the links in the header row (SiteHeader.module.css).
for (const width of [896, 1366]) {
  test(`wide screen, ${width} px: the links and the demo link are in the header row, no menu button`, async ({ page }) => {
    await storeConsent(page, false)
    await page.setViewportSize({ width, height: 768 })
    await page.goto("/")
    await expect(menuButton(page)).toBeHidden()
    const header = (await page.getByRole("banner").boundingBox())!
    expect(header.height).toBeLessThanOrEqual(100)
    const brand = (await page.getByRole("banner").getByRole("link").first().boundingBox())!
    const demo = page.getByRole("banner").getByRole("link", { name: new RegExp(`^${layout.navigation.ctaLabel}`) })
    for (const link of [...layout.navigation.items.map((item) => nav(page).getByRole("link", { name: item.label, exact: true })), demo]) {
      await expect(link).toBeVisible()
      const box = (await link.boundingBox())!
      // On the brand link's line.
      expect(Math.abs(box.y + box.height / 2 - (brand.y + brand.height / 2))).toBeLessThan(4)
    }
  })
}
