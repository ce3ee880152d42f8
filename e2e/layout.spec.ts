/**
 * The layout as a visitor sees it in Chromium, where only a browser can tell; headings may break a word only at a
 * visible hyphen (the soft hyphens of content-model/typography.ts).
 */
import type { Page } from "@playwright/test"

import { consent, home, layout } from "./content"
import { banner, expect, PAGES, storeConsent, test } from "./fixtures"

const WIDTHS = [320, 390, 896, 1366]
/** 896 px (56rem) is the narrowest width with the links in the header row (SiteHeader.module.css). */
const WIDE = 896

const viewport = (width: number) => ({ width, height: width < WIDE ? 844 : 768 })
const centreY = (box: { y: number; height: number }) => box.y + box.height / 2

/**
 * Every word of a visible heading (h1–h6) that runs onto a next line other than at a soft hyphen (which shows
 * as "-" at the break): each run of letters between soft hyphens must sit on one line.
 */
function wordSplits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const splits: string[] = []
    for (const heading of document.querySelectorAll<HTMLElement>("h1, h2, h3, h4, h5, h6")) {
      if (!heading.checkVisibility()) continue
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const text = node
        // The box of one letter: its last (a letter right after a line break also reports one at the end of the line before).
        const box = (i: number) => {
          const range = document.createRange()
          range.setStart(text, i)
          range.setEnd(text, i + 1)
          return [...range.getClientRects()].at(-1) ?? new DOMRect()
        }
        for (const run of text.data.matchAll(/[\p{L}\p{N}]+/gu)) {
          const [first, last] = [box(run.index), box(run.index + run[0].length - 1)]
          if (last.top >= first.top + first.height / 2) splits.push(`${run[0]} in „${heading.textContent!.replace(/\u00ad/g, "")}“`)
        }
      }
    }
    return splits
  })
}

for (const path of [...PAGES, "/500/"]) {
  for (const width of WIDTHS) {
    const phone = width < WIDE
    test(`${path} at ${width} px: no sideways scrolling, no word split without a hyphen, a one-row header above the headline`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport(width))
      await page.goto(path)
      // Reflow (WCAG 1.4.10): no page scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
      expect(await wordSplits(page)).toEqual([])

      const header = page.getByRole("banner")
      const headerBox = (await header.boundingBox())!
      expect(headerBox.height).toBeLessThanOrEqual(100)
      const h1 = (await page.getByRole("heading", { level: 1 }).boundingBox())!
      expect(h1.y - (headerBox.y + headerBox.height)).toBeGreaterThanOrEqual(16)
      // Everything the header row shows sits on the brand link's line.
      const brand = (await header.getByRole("link").first().boundingBox())!
      const menuButton = header.getByRole("button", { name: layout.navigation.menuLabel, exact: true })
      const nav = page.getByRole("navigation", { name: layout.navigation.label })
      const inRow = phone
        ? [menuButton]
        : [...(await nav.getByRole("link").all()), header.getByRole("link", { name: layout.navigation.ctaLabel })]
      expect(inRow.length).toBeGreaterThan(phone ? 0 : layout.navigation.items.length)
      for (const element of inRow) {
        await expect(element).toBeVisible()
        expect(Math.abs(centreY((await element.boundingBox())!) - centreY(brand))).toBeLessThan(4)
      }
      if (phone) await expect(nav).toBeHidden()
      else await expect(menuButton).toBeHidden()
    })
  }
}

test("the word-split check finds a split: a heading squeezed to a few letters' width", async ({ page }) => {
  await page.goto("/impressum/")
  await page.evaluate(() => {
    const h1 = document.querySelector("h1")!
    h1.textContent = "Verbraucherstreitbeilegung"
    // Through the CSSOM: the page's CSP (rightly) refuses style attributes.
    h1.style.width = "4ch"
    h1.style.overflowWrap = "anywhere"
  })
  expect((await wordSplits(page)).length).toBeGreaterThan(0)
})

// On a phone the report follows the call to action (__tests__/views/HomeView.test.tsx) within the width checked above.
test("on a laptop (1366 px) the hero's example report is in view beside a headline of at most four lines, its table within it", async ({
  page,
}) => {
  await page.setViewportSize(viewport(1366))
  await storeConsent(page, false)
  await page.goto("/")
  const { example } = home.hero
  const report = page.getByRole("figure", { name: `${example.marker} ${example.title}` })
  await expect(report).toBeInViewport()
  const figure = (await report.boundingBox())!
  const table = (await report.locator("table").boundingBox())!
  expect(table.x).toBeGreaterThanOrEqual(figure.x)
  expect(table.x + table.width).toBeLessThanOrEqual(figure.x + figure.width)
  const h1 = page.getByRole("heading", { level: 1 })
  const lines = await h1.evaluate((element) =>
    Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)),
  )
  expect(lines).toBeLessThanOrEqual(4)
  const h1Box = (await h1.boundingBox())!
  expect(figure.x).toBeGreaterThan(h1Box.x + h1Box.width)
})

test("a new visitor's phone: the banner offers equal choices side by side and leaves the headline's first line on the first screen", async ({
  page,
}) => {
  const phone = viewport(390)
  await page.setViewportSize(phone)
  await page.goto("/")
  await expect(banner(page)).toBeVisible()
  const accept = (await banner(page).getByRole("button", { name: consent.banner.acceptAllLabel, exact: true }).boundingBox())!
  const necessary = (await banner(page).getByRole("button", { name: consent.banner.necessaryOnlyLabel, exact: true }).boundingBox())!
  expect([accept.y, accept.width, accept.height]).toEqual([necessary.y, necessary.width, necessary.height])
  // The box of the headline's first line: the first client rect of a range over its text.
  const firstLine = await page.getByRole("heading", { level: 1 }).evaluate((heading) => {
    const range = document.createRange()
    range.selectNodeContents(heading)
    const line = [...range.getClientRects()].find((rect) => rect.width > 0)!
    return { top: line.top, bottom: line.bottom }
  })
  expect(firstLine.top).toBeGreaterThanOrEqual(0)
  expect(firstLine.bottom).toBeLessThanOrEqual(phone.height)
})

for (const { id, parts } of [
  { id: "funktionen", parts: ["h3", "ul"] },
  { id: "zielgruppen", parts: ["h3", "ul"] },
  { id: "ablauf", parts: ["h3"] },
]) {
  test(`#${id} at 1366 px: the cards of a row are equally high and their parts line up`, async ({ page }) => {
    await storeConsent(page, false)
    await page.setViewportSize(viewport(1366))
    await page.goto("/")
    const cards = await page.locator(`#${id} li:has(> h3)`).evaluateAll(
      (items, selectors) =>
        items.map((card) => {
          const box = card.getBoundingClientRect()
          const tops = selectors.map((selector) =>
            Math.round(card.querySelector(`:scope > ${selector}`)?.getBoundingClientRect().top ?? -1),
          )
          return { top: Math.round(box.top), height: Math.round(box.height), tops }
        }),
      parts,
    )
    const rows = new Map<number, typeof cards>()
    for (const card of cards) rows.set(card.top, [...(rows.get(card.top) ?? []), card])
    const multiCardRows = [...rows.values()].filter((row) => row.length > 1)
    expect(multiCardRows.length).toBeGreaterThan(0)
    for (const row of multiCardRows) {
      const spread = (values: number[]) => Math.max(...values) - Math.min(...values)
      expect(spread(row.map((card) => card.height))).toBeLessThanOrEqual(1)
      parts.forEach((part, i) => {
        const tops = row.map((card) => card.tops[i]!)
        expect(Math.min(...tops), `${part} in every card`).toBeGreaterThanOrEqual(0)
        expect(spread(tops), `${part} at one height`).toBeLessThanOrEqual(1)
      })
    }
  })
}

// The imprint links nowhere outside the site; the privacy notice links the detailed PDF and the providers.
for (const { path, externalLinks } of [
  { path: "/impressum/", externalLinks: false },
  { path: "/datenschutz/", externalLinks: true },
]) {
  test(`${path} prints without banner and navigation, with the targets of its links`, async ({ page }) => {
    await page.goto(path)
    await page.emulateMedia({ media: "print" })
    await expect(banner(page)).toBeHidden()
    const navigations = await page.locator("nav").all()
    expect(navigations.length).toBeGreaterThan(0)
    for (const nav of navigations) await expect(nav).toBeHidden()
    await expect(page.getByRole("banner").getByRole("link", { name: layout.navigation.ctaLabel })).toBeHidden()
    const external = await page
      .locator('main a[href^="http"]')
      .evaluateAll((links) => links.map((a) => ({ href: a.getAttribute("href"), after: getComputedStyle(a, "::after").content })))
    expect(external.length > 0).toBe(externalLinks)
    for (const { href, after } of external) expect(after).toContain(href)
  })
}
