/**
 * A visitor without JavaScript: every page reads fully, no cookie banner whose buttons could not work, nothing asked of Google, and the
 * header's links are reachable behind the phone menu's `<details>` toggle, which needs no script.
 */
import { banner, expect, layout, PAGES, test } from "./fixtures"

test.use({ javaScriptEnabled: false })

test("every page, in the site's language, shows all its headings and no banner, and nothing is requested from another host; on a phone „Menü“ opens the header's links (in the row on a laptop: geometry.ts, whose header check is CSS alone; plain links: __tests__/built/pages.test.ts)", async ({
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
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto("/impressum/")
  await expect(nav).toBeHidden()
  await page.getByRole("banner").locator("summary").click()
  await expect(nav).toBeVisible()
  await page.keyboard.press("Tab")
  await expect(nav.getByRole("link").first()).toBeFocused()
})
