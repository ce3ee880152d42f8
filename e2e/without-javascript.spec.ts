/**
 * A visitor without JavaScript: every page reads fully, no cookie banner whose buttons could not work, nothing asked of Google, and the
 * phone menu still opens (a popover the prerendered HTML declares).
 */
import type { Page } from "@playwright/test"

import { layout, site } from "./content"
import { banner, expect, PAGES, test } from "./fixtures"

test.use({ javaScriptEnabled: false })

test("every page, in the site's language, shows all its headings and no banner, and nothing is requested from another host", async ({
  page,
  thirdParty,
}) => {
  for (const path of PAGES) {
    await page.goto(path)
    await expect(page.locator("html")).toHaveAttribute("lang", site.language)
    const headings = await page.getByRole("main").getByRole("heading").all()
    expect(headings.length).toBeGreaterThan(0)
    for (const heading of headings) await expect(heading, path).toBeVisible()
    await expect(banner(page)).toBeHidden()
  }
  expect(thirdParty).toEqual([])
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

test("on a phone, „Menü“ opens the links and the browser reports the button expanded (its links are plain links: __tests__/built/links.test.ts)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto("/impressum/")
  const nav = page.getByRole("navigation", { name: layout.navigation.label })
  await expect(nav).toBeHidden()
  expect(await expandedState(page)).toBe(false)
  await page.getByRole("banner").getByRole("button", { name: layout.navigation.menuLabel, exact: true }).click()
  await expect(nav).toBeVisible()
  expect(await expandedState(page)).toBe(true)
})
