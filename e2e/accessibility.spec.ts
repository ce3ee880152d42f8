/**
 * Accessibility in Chromium, where only a browser can tell: axe-core, visible focus, the skip link, tooltips, the
 * accessibility tree. The phone menu by keyboard and the focus after a withdrawal are visitor flows (visitor-flows.spec.ts).
 */
import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"

import { banner, consent, expect, home, layout, PAGES, storeConsent, test } from "./fixtures"

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
const PHONE = { width: 390, height: 844 }
const LAPTOP = { width: 1366, height: 768 }

/** axe over the page as it is, once its transitions (banner, details, menu) have finished: axe measures colours as painted. */
async function expectNoViolations(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"))
  const { violations, passes } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  // One line per failing node, so the test output says what to fix where.
  const failing = violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(" ")} — ${n.failureSummary?.replace(/\s+/g, " ")}`),
  )
  expect(failing).toEqual([])
  // The gate must have looked at something: rules ran and passed on this page.
  expect(passes.length).toBeGreaterThan(10)
}

/**
 * Tabs through the whole page once: every element a keyboard user can reach (visible, not disabled, not tabindex=-1)
 * is reached and draws its focus (:focus-visible with an outline of at least 2 px or a box shadow). The skip link
 * becomes visible on focus, so only the walk counts it.
 */
async function expectVisibleFocus(page: Page): Promise<void> {
  const focusable = await page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, summary, [tabindex]")].filter((el) => {
        if (el.tabIndex < 0 || (el as HTMLButtonElement).disabled) return false
        const rect = el.getBoundingClientRect()
        return rect.width > 0 && rect.height > 0 && getComputedStyle(el).visibility !== "hidden"
      }).length,
  )
  const undrawn: string[] = []
  let reached = 0
  for (; reached < 80; reached++) {
    await page.keyboard.press("Tab")
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      // Marks each element once: the walk ends when Tab wraps around to an element seen before.
      if (!el || el === document.body || el.dataset.focusWalk !== undefined) return null
      el.dataset.focusWalk = ""
      const style = getComputedStyle(el)
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2
      const drawn = el.matches(":focus-visible") && (outline || style.boxShadow !== "none")
      const box = el.getBoundingClientRect()
      const visible = box.width > 0 && box.height > 0 && style.visibility !== "hidden"
      const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 50)
      return drawn && visible
        ? ""
        : `${el.tagName.toLowerCase()} „${name}“: outline ${style.outlineWidth} ${style.outlineStyle}, visible ${visible}`
    })
    if (stop === null) break
    if (stop) undrawn.push(stop)
  }
  expect(undrawn).toEqual([])
  expect(reached).toBeGreaterThanOrEqual(focusable)
}

test.describe("axe: 0 violations (WCAG 2.0–2.2 A/AA); on a laptop, every Tab stop draws an outline of at least 2 px", () => {
  for (const viewport of [PHONE, LAPTOP]) {
    for (const path of PAGES) {
      test(`${path} at ${viewport.width} px, choice made`, async ({ page }) => {
        await storeConsent(page, false)
        await page.setViewportSize(viewport)
        await page.goto(path)
        await expectNoViolations(page)
        if (viewport === LAPTOP) await expectVisibleFocus(page)
      })
    }

    // The banner and the header are the same on every page: their states on the home page.
    const phone = viewport === PHONE
    test(`/ at ${viewport.width} px, banner shown, its details open${phone ? ", the menu open" : "; the close icon's tooltip shows on keyboard focus (:focus-visible) and Escape hides it; the accessibility tree has the example report's verdicts as words, without the check marks that repeat them"}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto("/")
      await expectNoViolations(page)
      if (!phone) await expectVisibleFocus(page)
      await banner(page).getByRole("button", { name: consent.banner.detailsShowLabel, exact: true }).click()
      await expect(page.locator("#cookie-details")).toBeVisible()
      await expectNoViolations(page)
      if (phone) {
        await banner(page).getByRole("button", { name: consent.banner.necessaryOnlyLabel, exact: true }).click()
        await expect(banner(page)).toBeHidden()
        await page.getByRole("banner").locator("summary").click()
        await expect(page.getByRole("navigation", { name: layout.navigation.label })).toBeVisible()
        await expectNoViolations(page)
        return
      }
      // The last control before the close icon.
      await banner(page).getByRole("link", { name: consent.banner.imprintLinkLabel, exact: true }).focus()
      await page.keyboard.press("Tab")
      await expect(banner(page).getByRole("button", { name: consent.banner.closeLabel })).toBeFocused()
      const tooltip = page.getByRole("tooltip", { name: consent.banner.closeTooltip })
      await expect(tooltip).toBeVisible()
      await page.keyboard.press("Escape")
      await expect(tooltip).toBeHidden()

      const report = await page.locator("main figure:has(table)").ariaSnapshot()
      expect(report).toContain(home.hero.example.overall.pass)
      expect(report).not.toMatch(/[✓✗]/)
    })
  }
})

test("a keyboard choice in the banner, which a new visitor meets first, moves focus on to the skip link; without the banner it is the first Tab stop, shows when focused and leads into the main content", async ({
  page,
}) => {
  await page.goto("/impressum/")
  await page.keyboard.press("Tab")
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("#cookie-banner")))).toBe(true)
  await banner(page).getByRole("button", { name: consent.banner.necessaryOnlyLabel, exact: true }).focus()
  await page.keyboard.press("Enter")
  const skip = page.getByRole("link", { name: layout.skipLinkLabel })
  await expect(skip).toBeFocused()
  await page.reload()
  await page.keyboard.press("Tab")
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/#inhalt$/)
  // The next Tab stop lies inside <main>, past the header navigation.
  await page.keyboard.press("Tab")
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true)
})
