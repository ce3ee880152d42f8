/**
 * A visitor without JavaScript: every page reads fully, no cookie banner whose buttons could not work, nothing asked of Google, and the
 * header's links are reachable: in the row on a laptop, behind the phone menu's `<details>` toggle, which needs no script.
 */
import type { Page } from "@playwright/test"

import { layout } from "./content"
import { banner, expect, PAGES, test } from "./fixtures"

test.use({ javaScriptEnabled: false })

test("every page, in the site's language, shows all its headings and no banner, and nothing is requested from another host; on a laptop the header's links are in the row, on a phone „Menü“ opens them and the browser reports it expanded (its links are plain links: __tests__/built/links.test.ts)", async ({
  page,
  thirdParty,
}) => {
  for (const path of PAGES) {
    await page.goto(path)
    await expect(page.locator("html")).toHaveAttribute("lang", "de")
    const headings = await page.getByRole("main").getByRole("heading").all()
    expect(headings.length).toBeGreaterThan(0)
    for (const heading of headings) await expect(heading, path).toBeVisible()
    await expect(banner(page)).toBeHidden()
  }
  expect(thirdParty).toEqual([])

  const nav = page.getByRole("navigation", { name: layout.navigation.label })
  const menuButton = page.getByRole("banner").locator("summary")
  await page.goto("/impressum/")
  await expect(nav.getByRole("link")).toHaveCount(layout.navigation.items.length)
  for (const link of await nav.getByRole("link").all()) await expect(link).toBeVisible()
  await expect(menuButton).toBeHidden()

  await page.setViewportSize({ width: 390, height: 844 })
  await expect(nav).toBeHidden()
  expect(await expandedState(page)).toBe(false)
  await menuButton.click()
  await expect(nav).toBeVisible()
  expect(await expandedState(page)).toBe(true)
  await page.keyboard.press("Tab")
  await expect(nav.getByRole("link").first()).toBeFocused()
})

/** The menu toggle's expanded state as Chromium exposes it to assistive technology (undefined: no such control). */
async function expandedState(page: Page): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
    nodes: { name?: { value: string }; properties?: { name: string; value: { value: unknown } }[] }[]
  }
  await cdp.detach()
  const expanded = nodes
    .filter((n) => n.name?.value === layout.navigation.menuLabel)
    .flatMap((n) => n.properties?.filter((p) => p.name === "expanded") ?? [])
  return expanded[0]?.value.value as boolean | undefined
}
