/**
 * The layout in Chromium where only Playwright can stage it: the geometry checks (geometry.ts, run in Chromium and
 * Firefox by visitor-flows.spec.ts, at the copy's limits by launch-rehearsal.spec.ts) shown to fail, the printed page.
 */
import { banner, expect, layout, storeConsent, test } from "./fixtures"
import { layoutProblems } from "./geometry"

test("the layout checks find a word split that would fit on one line, in a heading and in the report, a hole, a stretched label, a header off its row, a table wider than the report and small print; a word wider than its box may break", async ({
  page,
}) => {
  await storeConsent(page, false)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto("/")
  await page.locator("main figure:has(table)").evaluate((report) => {
    // Through the CSSOM: the page's CSP (rightly) refuses style attributes.
    const element = (selector: string) => (report.querySelector<HTMLElement>(selector) ?? document.querySelector<HTMLElement>(selector))!
    /** Gives the element the text "x <word>" in a box just wide enough for the word alone. */
    const squeeze = (selector: string, word: string) => {
      element(selector).textContent = word
      element(selector).style.width = "max-content"
      element(selector).style.width = `${parseFloat(getComputedStyle(element(selector)).width) + 1}px`
      element(selector).textContent = `x ${word}`
    }
    squeeze("h1", "Verbraucher")
    element("h1").style.wordBreak = "break-all"
    squeeze("dd", "Wie\u00adder\u00adhol\u00adbar\u00adkeit")
    element("dd").style.hyphens = "manual"
    element("tbody th").textContent = "Wiederholbarkeitsbedingungen"
    element("tbody th").style.width = "4ch"
    element("tbody th").style.overflowWrap = "anywhere"
    element("table").style.minWidth = "150%"
    element("p").style.fontSize = "11px"
    element("#funktionen li").style.minHeight = `${element("#funktionen li").offsetHeight + 100}px`
    element("#zielgruppen li > p").style.height = "8rem"
    element("header summary").style.marginTop = "24px"
  })
  const problems = await page.evaluate(layoutProblems, { navigationItems: layout.navigation.items.length, home: true })
  expect(problems.filter((problem) => problem.startsWith("split:"))).toEqual([
    "split: Verbraucher in „x Verbraucher“",
    "split: Wiederholbarkeit in „x Wiederholbarkeit“",
  ])
  for (const kind of ["hole of ", "stretched label ", "off the header row: ", "beyond the report: <table", "small print: 11px "]) {
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^${kind}`)))
  }
})

// The privacy notice links the detailed PDF and the providers; whether the imprint links any is the editors' choice.
test("/datenschutz/ prints without banner and navigation, with the targets of its links", async ({ page }) => {
  await page.goto("/datenschutz/")
  await page.emulateMedia({ media: "print" })
  await expect(banner(page)).toBeHidden()
  const navigations = await page.locator("nav").all()
  expect(navigations.length).toBeGreaterThan(0)
  for (const nav of navigations) await expect(nav).toBeHidden()
  await expect(page.getByRole("banner").getByRole("link", { name: layout.navigation.ctaLabel })).toBeHidden()
  const external = await page
    .locator('main a[href^="http"]')
    .evaluateAll((links) => links.map((a) => ({ href: a.getAttribute("href"), after: getComputedStyle(a, "::after").content })))
  expect(external.length).toBeGreaterThan(0)
  for (const { href, after } of external) expect(after).toContain(href)
})
