/**
 * The hero in a real browser. Its example report: visible and inside the viewport
 * on a phone and a laptop, after the headline and calls to action on a phone and
 * beside a headline of at most four lines on a laptop, and exposed in Chromium's
 * accessibility tree as a figure named with its "example" marker. Its claims'
 * qualifying notes: right under the claims, each linked with its claim both ways.
 */
import type { Page } from "@playwright/test"

import { home } from "./content"
import { expect, storeConsent, test } from "./fixtures"

const { example } = home.hero

const report = (page: Page) => page.getByRole("figure", { name: `${example.marker} ${example.title}` })

async function openAt(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 600 ? 844 : 768 })
  await storeConsent(page, false)
  await page.goto("/")
}

/** Left and right edge of an element in CSS pixels. */
const edges = async (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const { left, right } = el.getBoundingClientRect()
      return { left, right }
    })

test.describe("hero example report", () => {
  for (const width of [320, 390, 1366]) {
    test(`at ${width} px it is visible and lies within the viewport, its table within the report`, async ({ page }) => {
      await openAt(page, width)
      await expect(report(page)).toBeVisible()
      await expect(report(page).getByText(example.marker, { exact: true })).toBeVisible()
      const figure = await edges(page, "figure")
      const table = await edges(page, "figure table")
      expect(figure.left).toBeGreaterThanOrEqual(0)
      expect(figure.right).toBeLessThanOrEqual(width)
      expect(table.left).toBeGreaterThanOrEqual(figure.left)
      expect(table.right).toBeLessThanOrEqual(figure.right)
    })
  }

  test("on a phone the headline comes first and the report follows the calls to action", async ({ page }) => {
    await openAt(page, 390)
    const h1 = page.getByRole("heading", { level: 1 })
    await expect(h1).toBeInViewport()
    const cta = page.getByRole("main").getByRole("link", { name: home.hero.secondaryLabel, exact: true })
    const ctaBox = (await cta.boundingBox())!
    const reportBox = (await report(page).boundingBox())!
    expect(reportBox.y).toBeGreaterThan(ctaBox.y + ctaBox.height)
  })

  test("on a laptop (1366 px) the report stands beside a headline of at most four lines", async ({ page }) => {
    await openAt(page, 1366)
    const lines = await page.getByRole("heading", { level: 1 }).evaluate((h1) => {
      return Math.round(h1.getBoundingClientRect().height / parseFloat(getComputedStyle(h1).lineHeight))
    })
    expect(lines).toBeLessThanOrEqual(4)
    const h1Box = (await page.getByRole("heading", { level: 1 }).boundingBox())!
    const reportBox = (await report(page).boundingBox())!
    expect(reportBox.x).toBeGreaterThan(h1Box.x + h1Box.width)
    await expect(report(page)).toBeInViewport()
  })

  test("Chromium's accessibility tree holds a figure named with the example marker and described by the note", async ({ page }) => {
    await openAt(page, 1366)
    const cdp = await page.context().newCDPSession(page)
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
      nodes: Array<{ ignored: boolean; role?: { value: string }; name?: { value: string }; description?: { value: string } }>
    }
    // Names keep the soft hyphens the build puts into headings (title, row labels); screen readers do not speak them.
    const spoken = (value: string | undefined) => value?.replace(/\u00ad/g, "")
    const figures = nodes.filter((node) => !node.ignored && node.role?.value === "figure")
    expect(figures.map((node) => [spoken(node.name?.value), node.description?.value])).toEqual([
      [`${example.marker} ${example.title}`, example.note],
    ])
    const exposed = nodes.filter((node) => !node.ignored).map((node) => spoken(node.name?.value))
    for (const result of example.results) expect(exposed).toContain(result.label)
    expect(exposed).toContain(example.overall.pass)
    // The check marks beside the verdicts only repeat them for the eye (CSS alternative text "").
    expect(exposed.filter((name) => name && /[✓✗]/.test(name))).toEqual([])
  })
})

test.describe("hero claims and their qualifying notes", () => {
  const noted = home.hero.claims.filter((claim) => claim.note)

  for (const width of [390, 1366]) {
    test(`at ${width} px the notes start right under the claims; each marker leads to its note and back`, async ({ page }) => {
      expect(noted.length).toBeGreaterThan(0)
      await openAt(page, width)
      const main = page.getByRole("main")
      const claimItem = (text: string) => main.getByRole("listitem").filter({ hasText: text })
      const firstMarker = claimItem(noted[0]!.text).getByRole("link")
      const firstNote = page.locator((await firstMarker.getAttribute("href"))!)
      // The lists themselves: the claims' <ul> and the notes' <ol>.
      const claimsBox = (await claimItem(noted[0]!.text).locator("xpath=..").boundingBox())!
      const notesBox = (await firstNote.locator("xpath=..").boundingBox())!
      const gap = notesBox.y - (claimsBox.y + claimsBox.height)
      expect(gap).toBeGreaterThanOrEqual(0)
      expect(gap).toBeLessThanOrEqual(48)

      for (const claim of noted) {
        const marker = claimItem(claim.text).getByRole("link")
        const markerId = (await marker.getAttribute("id"))!
        const noteHref = (await marker.getAttribute("href"))!
        const note = page.locator(noteHref)
        await expect(note).toHaveCount(1)
        await expect(note).toContainText(claim.note!)
        await marker.click()
        await expect(page).toHaveURL(new RegExp(`${noteHref}$`))
        await expect(note).toBeInViewport()
        const back = note.getByRole("link", { name: home.hero.noteBackLabel })
        await expect(back).toHaveAttribute("href", `#${markerId}`)
        await back.click()
        await expect(page).toHaveURL(new RegExp(`#${markerId}$`))
        await expect(marker).toBeInViewport()
      }
    })
  }
})
