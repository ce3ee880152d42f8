/**
 * A build is served for months: what is rendered before hydration must not depend on the visitor's clock, time zone,
 * locale or storage, or React throws its hydration error (#418) and renders the page anew. Here the visitor's clock
 * stands at New Year five years ahead, in a time zone and a language far from the build's.
 */
import { expect, PAGES, test, UNKNOWN_PATH } from "./fixtures"

test.use({ timezoneId: "Pacific/Honolulu", locale: "en-US" })

// Noon in Honolulu on 1 January, five years ahead.
const time = `${new Date().getUTCFullYear() + 5}-01-01T22:00:00Z`

test("with the clock at New Year five years ahead, every page hydrates without a script error or a warning", async ({ page }) => {
  const problems: string[] = []
  page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`))
  page.on("console", (message) => {
    // The unknown path's report of itself, and the 404 responses for it (with or without its slash), are no script's error.
    const expected = [message.text(), message.location().url].some((text) => text.includes(UNKNOWN_PATH.slice(0, -1)))
    if (["error", "warning"].includes(message.type()) && !expected) problems.push(`${page.url()}: ${message.text()}`)
  })
  await page.clock.install({ time })
  for (const path of PAGES) {
    await page.goto(path)
    expect(await page.evaluate(() => new Date().getFullYear())).toBe(new Date(time).getUTCFullYear())
  }
  expect(problems).toEqual([])
})
