/**
 * The layout as a visitor sees it in Chromium, where only a browser can tell, by geometry (geometry.ts; the other
 * engines run the same measures in visitor-flows.spec.ts); headings may break a word only at a visible hyphen (the
 * soft hyphens of content-model/typography.ts).
 */
import type { Locator, Page } from "@playwright/test"

import { consent, home, layout } from "./content"
import { banner, expect, PAGES, storeConsent, test } from "./fixtures"
import { BANNER_SHARE, bannerFootprint, MAX_HOLE, measureGeometry, SCREENS } from "./geometry"

/** 896 px (56rem) is the narrowest width with the links in the header row (SiteHeader.module.css). */
const WIDE = 896
const WIDTHS = [...SCREENS.map((screen) => screen.width), WIDE]

const viewport = (width: number) => SCREENS.find((screen) => screen.width === width) ?? { width, height: 768 }
const centreY = (box: { y: number; height: number }) => box.y + box.height / 2

/**
 * Every word of the visible elements found that runs onto a next line: a run of letters and digits, which may break at
 * a soft hyphen (shown as "-" at the break) unless `whole`.
 */
function wordSplits(elements: Locator, whole = false): Promise<string[]> {
  return elements.evaluateAll((found, whole) => {
    const splits: string[] = []
    for (const element of found) {
      if (!element.checkVisibility()) continue
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const text = node
        // The box of one letter: its last (a letter right after a line break also reports one at the end of the line before).
        const box = (i: number) => {
          const range = document.createRange()
          range.setStart(text, i)
          range.setEnd(text, i + 1)
          return [...range.getClientRects()].at(-1) ?? new DOMRect()
        }
        for (const run of text.data.matchAll(whole ? /[\p{L}\p{N}\u00ad]+/gu : /[\p{L}\p{N}]+/gu)) {
          const [first, last] = [box(run.index), box(run.index + run[0].length - 1)]
          // A word not drawn (in a hidden part) has no line to leave.
          if (first.height > 0 && last.top >= first.top + first.height / 2)
            splits.push(`${run[0]} in „${text.parentElement!.textContent!.replace(/\u00ad/g, "")}“`)
        }
      }
    }
    return splits
  }, whole)
}
const headings = (page: Page) => page.locator("h1, h2, h3, h4, h5, h6")

for (const path of [...PAGES, "/500/"]) {
  for (const width of WIDTHS) {
    const phone = width < WIDE
    test(`${path} at ${width} px after a choice: no sideways scrolling, no card with a hole, no stretched label, no word split without a hyphen, a one-row header above the headline`, async ({
      page,
    }) => {
      await storeConsent(page, false)
      await page.setViewportSize(viewport(width))
      await page.goto(path)
      // Reflow (WCAG 1.4.10): no page scrolls sideways.
      expect(await page.evaluate(measureGeometry, MAX_HOLE)).toEqual({ overflow: 0, holes: [], stretched: [] })
      expect(await wordSplits(headings(page))).toEqual([])

      const header = page.getByRole("banner")
      const headerBox = (await header.boundingBox())!
      expect(headerBox.height).toBeLessThanOrEqual(100)
      const h1 = (await page.getByRole("heading", { level: 1 }).boundingBox())!
      expect(h1.y - (headerBox.y + headerBox.height)).toBeGreaterThanOrEqual(16)
      // Everything the header row shows sits on the brand link's line.
      const brand = (await header.getByRole("link").first().boundingBox())!
      const menuButton = header.locator("summary")
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
  expect((await wordSplits(headings(page))).length).toBeGreaterThan(0)
})

const heroReport = (page: Page) => page.getByRole("figure", { name: `${home.hero.example.marker} ${home.hero.example.title}` })

/** Run on the example report: what reaches beyond its box (its chart's shapes aside), and any text under 12 px (labels of CSS too). */
function outsideOrSmall(report: Element): { outside: string[]; small: string[] } {
  const box = report.getBoundingClientRect()
  const parts = [...report.querySelectorAll(":not(svg *)")]
  const outside = parts.filter((part) => {
    const { left, right, width } = part.getBoundingClientRect()
    return width > 0 && (left < box.left - 0.5 || right > box.right + 0.5)
  })
  const ownText = (part: Element) => [...part.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())
  const small = parts.flatMap((part) =>
    [
      { style: getComputedStyle(part), text: ownText(part) },
      { style: getComputedStyle(part, "::before"), text: !/^(none|normal)$/.test(getComputedStyle(part, "::before").content) },
    ].filter(({ style, text }) => text && parseFloat(style.fontSize) < 12),
  )
  return { outside: outside.map((part) => part.outerHTML.slice(0, 60)), small: small.map(({ style }) => style.fontSize) }
}

for (const screen of SCREENS) {
  test(`the example report at ${screen.width} px: no word broken, not even at a soft hyphen, nothing beyond its box, no text under 12 px`, async ({
    page,
  }) => {
    await storeConsent(page, false)
    await page.setViewportSize(screen)
    await page.goto("/")
    expect(await wordSplits(heroReport(page), true)).toEqual([])
    expect(await heroReport(page).evaluate(outsideOrSmall)).toEqual({ outside: [], small: [] })
  })
}

test("the report's checks find a word broken at a soft hyphen, a table wider than the card and small print", async ({ page }) => {
  await storeConsent(page, false)
  await page.setViewportSize(viewport(390))
  await page.goto("/")
  await heroReport(page).evaluate((report) => {
    // Through the CSSOM: the page's CSP (rightly) refuses style attributes.
    const label = report.querySelector<HTMLElement>("tbody th")!
    label.style.width = "4ch"
    label.style.hyphens = "manual"
    report.querySelector("table")!.style.minWidth = "150%"
    report.querySelector("p")!.style.fontSize = "11px"
  })
  expect((await wordSplits(heroReport(page), true)).length).toBeGreaterThan(0)
  const found = await heroReport(page).evaluate(outsideOrSmall)
  expect(found.outside.length).toBeGreaterThan(0)
  expect(found.small).toEqual(["11px"])
})

for (const screen of SCREENS.filter(({ width }) => width >= 390)) {
  test(`the home page at ${screen.width}×${screen.height} after a choice: the headline and the call to action in the first screen`, async ({
    page,
  }) => {
    await storeConsent(page, false)
    await page.setViewportSize(screen)
    await page.goto("/")
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport({ ratio: 1 })
    await expect(page.getByRole("main").getByRole("link", { name: home.hero.ctaLabel }).first()).toBeInViewport({ ratio: 1 })
  })
}

test("on a laptop (1366×768) after a choice the example report stands beside a headline of at most four lines, its table within it and its overall verdict in the first screen", async ({
  page,
}) => {
  await page.setViewportSize(viewport(1366))
  await storeConsent(page, false)
  await page.goto("/")
  const report = heroReport(page)
  await expect(report).toBeInViewport()
  await expect(report.getByText(home.hero.example.overall.label)).toBeInViewport({ ratio: 1 })
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
  // Text and report start together: no dead tint above either.
  expect(Math.abs(figure.y - (await page.getByRole("main").locator("p").first().boundingBox())!.y)).toBeLessThan(8)
})

test("on a tablet (768 px) the report stands centred; on a phone (390×844) it begins within one and a half screens", async ({ page }) => {
  await storeConsent(page, false)
  await page.setViewportSize(viewport(768))
  await page.goto("/")
  const figure = (await heroReport(page).boundingBox())!
  const main = (await page.getByRole("main").boundingBox())!
  expect(Math.abs(figure.x - main.x - (main.x + main.width - figure.x - figure.width))).toBeLessThan(2)
  await page.setViewportSize(viewport(390))
  expect((await heroReport(page).boundingBox())!.y).toBeLessThan(1.5 * viewport(390).height)
})

for (const { width, height, share } of BANNER_SHARE) {
  test(`a new visitor's phone (${width}×${height}): the banner takes at most ${share * 100} % of the first screen, its equal choices on one line each`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height })
    await page.goto("/")
    await expect(banner(page)).toBeVisible()
    const accept = (await banner(page).getByRole("button", { name: consent.banner.acceptAllLabel, exact: true }).boundingBox())!
    const necessary = (await banner(page).getByRole("button", { name: consent.banner.necessaryOnlyLabel, exact: true }).boundingBox())!
    expect([accept.width, accept.height]).toEqual([necessary.width, necessary.height])
    // Side by side where both labels fit a line (from 360 px), else one above the other.
    if (width >= 360) expect(accept.y).toBe(necessary.y)
    const footprint = await page.evaluate(bannerFootprint)
    expect(footprint.share).toBeLessThanOrEqual(share)
    expect(footprint.buttons).toEqual([
      { oneLine: true, inView: true },
      { oneLine: true, inView: true },
    ])
  })
}

test("a new visitor's laptop (1366×768): the banner's choices lie in the first screen", async ({ page }) => {
  await page.setViewportSize(viewport(1366))
  await page.goto("/")
  await expect(banner(page)).toBeVisible()
  expect((await page.evaluate(bannerFootprint)).buttons).toEqual([
    { oneLine: true, inView: true },
    { oneLine: true, inView: true },
  ])
})

test("the geometry check finds a hole and a stretched label", async ({ page }) => {
  await storeConsent(page, false)
  await page.setViewportSize(viewport(1366))
  await page.goto("/")
  await page.evaluate(() => {
    // Through the CSSOM: the page's CSP (rightly) refuses style attributes.
    const card = document.querySelector<HTMLElement>("#funktionen li")!
    card.style.minHeight = `${card.offsetHeight + 100}px`
    const pill = document.querySelector<HTMLElement>("#zielgruppen li > p")!
    pill.style.height = "8rem"
  })
  const found = await page.evaluate(measureGeometry, MAX_HOLE)
  expect(found.holes.length).toBe(1)
  expect(found.stretched.length).toBe(1)
})

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
