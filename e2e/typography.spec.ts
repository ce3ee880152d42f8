/**
 * German typography as a visitor sees it in Chromium: headings break long
 * words only at a visible hyphen (soft hyphens from content-model/typography.ts),
 * phrases that belong together stay on one line, the error pages' headline
 * keeps its distance from the header, cards in a row are equally high, and
 * the legal pages print without banner and navigation but with link targets.
 */
import type { Page } from "@playwright/test"

import { home, layout } from "./content"
import { banner, expect, routes, storeConsent, test } from "./fixtures"

const ERROR_PAGES = ["/gibt-es-nicht/", "/500/"]
const PAGES = [...routes.map((route) => route.path), ...ERROR_PAGES]
const WIDTHS = [320, 390, 1366]

interface Split {
  heading: string
  /** The two letters a line break separates without a hyphen. */
  at: string
}

/**
 * Every place where a visible heading (h1–h6) continues a word on the next line
 * without a hyphen: two letters with no space between them whose boxes sit on
 * different lines, and no soft hyphen (shown as "-" at the break) between them.
 */
function wordSplits(page: Page): Promise<Split[]> {
  return page.evaluate(() => {
    const splits: Split[] = []
    const isLetter = (c: string) => /[\p{L}\p{N}]/u.test(c)
    for (const heading of document.querySelectorAll<HTMLElement>("h1, h2, h3, h4, h5, h6")) {
      if (!heading.checkVisibility() || heading.getBoundingClientRect().width <= 1) continue
      let previous: { char: string; rect: DOMRect } | null = null
      let softHyphenSince = false
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let i = 0; i < node.data.length; i++) {
          const char = node.data.charAt(i)
          if (char === "\u00ad") {
            softHyphenSince = true
            continue
          }
          if (!isLetter(char)) {
            previous = null
            continue
          }
          const range = document.createRange()
          range.setStart(node, i)
          range.setEnd(node, i + 1)
          // The last box is the letter itself; a letter right after a line break also reports a box at the end of the line before.
          const rect = [...range.getClientRects()].at(-1)
          if (!rect || rect.width === 0) continue
          if (previous && !softHyphenSince && rect.top >= previous.rect.top + previous.rect.height / 2) {
            splits.push({ heading: (heading.textContent ?? "").replace(/\u00ad/g, ""), at: `${previous.char}|${char}` })
          }
          previous = { char, rect }
          softHyphenSince = false
        }
      }
    }
    return splits
  })
}

test.describe("headings never split a word without a hyphen", () => {
  for (const path of PAGES) {
    for (const width of WIDTHS) {
      test(`${path} at ${width} px, banner shown`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(path)
        const headings = await page.locator("h1, h2, h3").count()
        expect(headings).toBeGreaterThan(0)
        expect(await wordSplits(page)).toEqual([])
      })
    }
  }

  test("the check finds a split: a heading squeezed to one letter's width", async ({ page }) => {
    await page.goto("/impressum/")
    await page.evaluate(() => {
      const h1 = document.querySelector("h1")
      if (!h1) return
      h1.textContent = "Verbraucherstreitbeilegung"
      // Through the CSSOM: the page's CSP (rightly) refuses style attributes.
      h1.style.width = "4ch"
      h1.style.overflowWrap = "anywhere"
    })
    expect((await wordSplits(page)).length).toBeGreaterThan(0)
  })
})

test.describe("phrases that belong together stay on one line", () => {
  // A result of the hero's example report with its unit, in its narrow table column; one with a slash if there is one.
  const withUnit = home.hero.example.results.filter((result) => result.unit)
  const unitResult = withUnit.find((result) => result.unit?.includes("/")) ?? withUnit[0]
  // Each phrase appears on the page; at 320 px it must render on one line wherever it stands.
  const PHRASES = [
    { path: "/impressum/", phrase: "§ 18 MStV" },
    { path: "/", phrase: "DIN EN ISO 15189" },
    { path: "/", phrase: "Rili-BÄK" },
    ...(unitResult ? [{ path: "/", phrase: `${unitResult.value} ${unitResult.unit}` }] : []),
  ]
  for (const { path, phrase } of PHRASES) {
    test(`"${phrase}" on ${path}`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 800 })
      await page.goto(path)
      const lines = await page.evaluate((wanted) => {
        // The page writes the phrase with no-break spaces and hyphens and word joiners; compare it as text,
        // remembering where each character of the plain text stands in the node.
        const plain = (s: string) => {
          let text = ""
          const offsets: number[] = []
          for (let i = 0; i < s.length; i++) {
            const char = s.charAt(i)
            if (char === "\u2060") continue
            text += /[\u00a0\u202f]/.test(char) ? " " : char === "\u2011" ? "-" : char
            offsets.push(i)
          }
          return { text, offsets }
        }
        const found: number[] = []
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          const { text, offsets } = plain(node.data)
          const at = text.indexOf(wanted)
          if (at < 0 || !node.parentElement?.checkVisibility()) continue
          const range = document.createRange()
          range.setStart(node, offsets[at]!)
          range.setEnd(node, offsets[at + wanted.length - 1]! + 1)
          found.push(new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size)
        }
        return found
      }, phrase)
      expect(lines.length).toBeGreaterThan(0)
      expect(lines.every((count) => count === 1)).toBe(true)
    })
  }
})

test.describe("the error pages' headline keeps its distance from the header", () => {
  for (const path of ERROR_PAGES) {
    for (const width of [320, 390, 1366]) {
      test(`${path} at ${width} px`, async ({ page }) => {
        await storeConsent(page, false)
        await page.setViewportSize({ width, height: 800 })
        await page.goto(path)
        const header = await page.getByRole("banner").boundingBox()
        const h1 = await page.getByRole("heading", { level: 1 }).boundingBox()
        expect(header && h1).toBeTruthy()
        if (header && h1) expect(h1.y - (header.y + header.height)).toBeGreaterThanOrEqual(16)
      })
    }
  }
})

test.describe("cards in one row are equally high and their parts line up", () => {
  // Features and audiences: title, text and points start at the same height in every card of a row.
  for (const { id, parts } of [
    { id: "funktionen", parts: ["h3", "ul"] },
    { id: "zielgruppen", parts: ["h3", "ul"] },
    { id: "ablauf", parts: ["h3"] },
  ]) {
    test(`#${id} at 1366 px`, async ({ page }) => {
      await storeConsent(page, false)
      await page.setViewportSize({ width: 1366, height: 900 })
      await page.goto("/")
      const cards = await page.locator(`#${id} li:has(> h3)`).evaluateAll(
        (items, selectors) =>
          items.map((card) => {
            const r = card.getBoundingClientRect()
            const tops = selectors.map((selector) =>
              Math.round(card.querySelector(`:scope > ${selector}`)?.getBoundingClientRect().top ?? -1),
            )
            return { top: Math.round(r.top), height: Math.round(r.height), tops }
          }),
        parts,
      )
      const rows = new Map<number, typeof cards>()
      for (const card of cards) rows.set(card.top, [...(rows.get(card.top) ?? []), card])
      const multiCardRows = [...rows.values()].filter((row) => row.length > 1)
      expect(multiCardRows.length).toBeGreaterThan(0)
      for (const row of multiCardRows) {
        const heights = row.map((card) => card.height)
        expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(1)
        parts.forEach((part, i) => {
          const tops = row.map((card) => card.tops[i] ?? -1)
          expect(
            tops.every((top) => top >= 0),
            `${part} in every card`,
          ).toBe(true)
          expect(Math.max(...tops) - Math.min(...tops), `${part} at one height`).toBeLessThanOrEqual(1)
        })
      }
    })
  }
})

test.describe("the legal pages print cleanly", () => {
  // The imprint links nowhere outside the site; the privacy notice links the detailed PDF and the providers.
  for (const { path, externalLinks } of [
    { path: "/impressum/", externalLinks: false },
    { path: "/datenschutz/", externalLinks: true },
  ]) {
    test(`${path}: no banner, no navigation, link targets printed`, async ({ page }) => {
      await page.goto(path)
      await page.emulateMedia({ media: "print" })
      await expect(banner(page)).toBeHidden()
      const navigations = page.locator("nav")
      expect(await navigations.count()).toBeGreaterThan(0)
      for (const nav of await navigations.all()) await expect(nav).toBeHidden()
      await expect(page.getByRole("banner").getByRole("link", { name: layout.navigation.ctaLabel })).toBeHidden()
      const external = await page
        .locator('main a[href^="http"]')
        .evaluateAll((links) => links.map((a) => ({ href: a.getAttribute("href"), after: getComputedStyle(a, "::after").content })))
      expect(external.length > 0).toBe(externalLinks)
      for (const { href, after } of external) expect(after).toContain(href)
    })
  }
})
