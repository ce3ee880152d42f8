/**
 * The "Vorschau" ribbon of deploy previews, with the site's real CSS. The test
 * build is not a preview build, so the test lays the ribbon's markup (as
 * Layout renders it: first in the page, the classes of its CSS module from the
 * built page's inline styles, the words from content/layout/index.yaml) into
 * the served HTML of each page, with JavaScript off so nothing re-renders it,
 * and the cookie banner forced open. Then, at 320 px and on a desktop width:
 * no horizontal overflow, and ribbon, banner and content do not overlap.
 */
import { layout } from "./content"
import { expect, horizontalOverflow, test } from "./fixtures"

const ribbon = layout.previewRibbon as { label: string; text: string }

for (const width of [320, 1280]) {
  for (const path of ["/", "/kontakt/", "/impressum/"]) {
    test(`at ${width} px on ${path} the ribbon fits and covers neither banner nor content`, async ({ browser, request }) => {
      const html = await (await request.get(path)).text()
      const ribbonClass = /\.(PreviewRibbon-module--ribbon--[\w-]+)\{/.exec(html)?.[1]
      const labelClass = /\.(PreviewRibbon-module--label--[\w-]+)\{/.exec(html)?.[1]
      expect(ribbonClass, "the ribbon's CSS is part of every built page").toBeTruthy()
      expect(labelClass).toBeTruthy()
      const markup = `<aside class="${ribbonClass}" aria-label="${ribbon.label}"><strong class="${labelClass}">${ribbon.label}</strong> <span>${ribbon.text}</span></aside>`
      const wrapper = '<div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper">'
      expect(html).toContain(wrapper)

      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } })
      const page = await context.newPage()
      await page.route(`**${path}`, (route) =>
        route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html.replace(wrapper, `${wrapper}${markup}`) }),
      )
      await page.goto(path)
      await page.evaluate(() => document.documentElement.setAttribute("data-consent", "undecided"))

      const note = page.getByRole("complementary", { name: ribbon.label })
      await expect(note).toBeVisible()
      await expect(note).toHaveText(`${ribbon.label} ${ribbon.text}`)
      const banner = page.getByRole("region", { name: /cookie/i })
      await expect(banner).toBeVisible()
      expect(await horizontalOverflow(page)).toBe(0)

      const box = (await note.boundingBox())!
      const bannerBox = (await banner.boundingBox())!
      const headingBox = (await page.getByRole("heading", { level: 1 }).boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(width)
      expect(box.y + box.height).toBeLessThanOrEqual(bannerBox.y + 0.5)
      expect(box.y + box.height).toBeLessThanOrEqual(headingBox.y)
      // Nothing is drawn over the ribbon either: its centre hits the ribbon itself.
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest("aside")?.getAttribute("aria-label") ?? null,
        [box.x + box.width / 2, box.y + box.height / 2],
      )
      expect(hit).toBe(ribbon.label)
      await context.close()
    })
  }
}
