/**
 * Accessibility gate: axe-core with the WCAG 2.0–2.2 A/AA rule tags on every
 * page (404 included), in each state of the cookie banner, on a phone and a
 * laptop viewport; and a visible focus indicator on every element a keyboard
 * reaches. Keyboard journeys are in keyboard.spec.ts and consent.spec.ts.
 */
import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"

import { consent, layout } from "./content"
import { banner, expect, storeConsent, test, VIEWPORTS } from "./fixtures"

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
const PAGES = ["/", "/impressum/", "/datenschutz/", "/kontakt/", "/gibt-es-nicht/"]

type State = "banner shown" | "details open" | "choice made" | "menu open"
const STATES: State[] = ["banner shown", "details open", "choice made"]
/** On the phone the header's links wait behind the „Menü“ button; the laptop has them in the header row. */
const statesAt = (viewport: (typeof VIEWPORTS)[number]): State[] => (viewport === VIEWPORTS[0] ? [...STATES, "menu open"] : STATES)

async function openIn(page: Page, path: string, state: State): Promise<void> {
  const decided = state === "choice made" || state === "menu open"
  if (decided) await storeConsent(page, false)
  await page.goto(path)
  if (decided) {
    await expect(banner(page)).toBeHidden()
    if (state === "menu open") {
      await page.getByRole("banner").getByRole("button", { name: layout.navigation.menuLabel, exact: true }).click()
      await expect(page.getByRole("navigation", { name: layout.navigation.label })).toBeVisible()
      await waitForAnimations(page)
    }
    return
  }
  await expect(banner(page)).toBeVisible()
  if (state === "details open") {
    await banner(page).getByRole("button", { name: consent.banner.detailsShowLabel, exact: true }).click()
    await expect(page.locator("#cookie-details")).toBeVisible()
  }
  await waitForAnimations(page)
}

/** axe measures colours as painted: let transitions (banner, details, menu) finish first. */
function waitForAnimations(page: Page) {
  return page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"))
}

/** One line per failing node, so the test output says what to fix where. */
function describeViolations(violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(" ")} — ${n.failureSummary?.replace(/\s+/g, " ")}`),
  )
}

test.describe("axe: 0 violations (WCAG 2.0–2.2 A/AA)", () => {
  for (const viewport of VIEWPORTS) {
    for (const path of PAGES) {
      for (const state of statesAt(viewport)) {
        test(`${path} at ${viewport.width} px, ${state}`, async ({ page }) => {
          await page.setViewportSize(viewport)
          await openIn(page, path, state)
          const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
          expect(describeViolations(result.violations)).toEqual([])
          // The gate must have looked at something: rules ran and passed on this page.
          expect(result.passes.length).toBeGreaterThan(10)
        })
      }
    }
  }
})

interface FocusStop {
  label: string
  outline: string
  boxShadow: string
  visible: boolean
}

/** Tabs through the whole page once and records how each focused element draws its focus. */
async function tabThrough(page: Page): Promise<FocusStop[]> {
  const stops: FocusStop[] = []
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press("Tab")
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      if (!el || el === document.body) return null
      // Marks each element once, so the walk stops when Tab wraps around to an element seen before.
      const seenBefore = el.dataset.focusWalk !== undefined
      el.dataset.focusWalk = ""
      const style = getComputedStyle(el)
      const rect = el.getBoundingClientRect()
      const text = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ")
      return {
        seenBefore,
        label: `${el.tagName.toLowerCase()} „${text.slice(0, 50)}“${el.getAttribute("href") ? ` → ${el.getAttribute("href")}` : ""}`,
        matchesFocusVisible: el.matches(":focus-visible"),
        outline: style.outlineStyle === "none" ? "none" : `${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`,
        outlineWidth: parseFloat(style.outlineWidth),
        boxShadow: style.boxShadow,
        visible: rect.width > 0 && rect.height > 0 && style.visibility !== "hidden",
      }
    })
    if (!stop) break
    if (stop.seenBefore) break
    const drawn = stop.matchesFocusVisible && ((stop.outline !== "none" && stop.outlineWidth >= 2) || stop.boxShadow !== "none")
    stops.push({
      label: stop.label,
      outline: drawn ? stop.outline : `MISSING (${stop.outline})`,
      boxShadow: stop.boxShadow,
      visible: stop.visible,
    })
  }
  return stops
}

/** Every element in the page a keyboard user can reach (visible, not disabled, not tabindex=-1). */
function countFocusable(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, summary, [tabindex]")].filter((el) => {
        if (el.tabIndex < 0 || (el as HTMLButtonElement).disabled) return false
        const rect = el.getBoundingClientRect()
        return rect.width > 0 && rect.height > 0 && getComputedStyle(el).visibility !== "hidden"
      }).length,
  )
}

test.describe("visible focus on every interactive element", () => {
  for (const path of PAGES) {
    for (const state of ["banner shown", "choice made"] as const) {
      test(`${path}, ${state}: each Tab stop draws an outline of at least 2 px`, async ({ page }) => {
        await openIn(page, path, state)
        const focusable = await countFocusable(page)
        const stops = await tabThrough(page)
        expect(stops.filter((s) => s.outline.startsWith("MISSING") || !s.visible).map((s) => `${s.label}: ${s.outline}`)).toEqual([])
        // Every focusable element was reached (the skip link becomes visible on focus, so it is counted by the Tab walk only).
        expect(stops.length).toBeGreaterThanOrEqual(focusable)
      })
    }
  }
})
