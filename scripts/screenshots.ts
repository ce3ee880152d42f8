/**
 * `npm run screenshots`: every page at 390 px (phone) and 1366 px (laptop),
 * full length, into docs/screenshots/ (shown in README.md). Drives Debian's
 * Chromium with Playwright against our own server on the built site
 * (server/start.ts --no-build, SCREENSHOTS_PORT, default 9163); run
 * `npm run build` first when sources changed.
 *
 * The cookie banner is decided ("Nur notwendige") so it does not push the
 * content down; the landing page is also taken as a new visitor sees it, with
 * the banner open (`home-banner-*`). Third-party requests are aborted.
 * Two more show a phone's first screen (390 × 844, no scrolling): a new visitor
 * with the banner (`phone-first-screen-banner`) and the open menu
 * (`phone-menu-open`). Also writes link-preview.jpg, the landing page as a
 * shared link (scripts/link-preview.ts), and the CMS's list, form and workflow
 * board (cms-*.jpg, scripts/cms-screenshots.ts; decap-server on SCREENSHOTS_PORT + 1).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs"
import path from "node:path"

import { chromium, type Browser } from "@playwright/test"
import { parse } from "yaml"

import { renderCmsScreenshots } from "./cms-screenshots.ts"
import { renderLinkPreview } from "./link-preview.ts"
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startBuiltSite } from "./local-server.ts"

const root = path.resolve(import.meta.dirname, "..")
const PORT = Number(process.env.SCREENSHOTS_PORT ?? 9163)
const OUT = path.join(root, "docs", "screenshots")
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]
/** A phone's first screen, as it is, without scrolling. */
const FIRST_SCREENS = [
  { name: "phone-first-screen-banner", banner: true, openMenu: false },
  { name: "phone-menu-open", banner: false, openMenu: true },
]
export const SHOTS = [
  { name: "home", path: "/", banner: false },
  { name: "home-banner", path: "/", banner: true },
  { name: "kontakt", path: "/kontakt/", banner: false },
  { name: "impressum", path: "/impressum/", banner: false },
  { name: "datenschutz", path: "/datenschutz/", banner: false },
  { name: "404", path: "/gibt-es-nicht/", banner: false },
]

async function shoot(browser: Browser): Promise<string[]> {
  const { revision } = parse(readFileSync(path.join(root, "content", "consent", "index.yaml"), "utf8")) as { revision: number }
  const record = JSON.stringify({ analytics: false, necessary: true, revision, updatedAt: new Date().toISOString() })
  const written: string[] = []
  for (const viewport of VIEWPORTS) {
    for (const shot of SHOTS) {
      const context = await browser.newContext({ viewport, reducedMotion: "reduce", locale: "de-DE" })
      await context.route(
        (url) => url.hostname !== "127.0.0.1",
        (route) => route.abort("blockedbyclient"),
      )
      if (!shot.banner) {
        await context.addInitScript((value) => localStorage.setItem("cookie-consent", value), record)
      }
      const page = await context.newPage()
      await page.goto(`http://127.0.0.1:${PORT}${shot.path}`, { waitUntil: "load" })
      const banner = page.locator("#cookie-banner")
      if (shot.banner) await banner.waitFor({ state: "visible" })
      else await banner.waitFor({ state: "hidden" })
      const file = path.join(OUT, `${shot.name}-${viewport.width}.jpg`)
      await page.screenshot({ path: file, fullPage: true, type: "jpeg", quality: 70, animations: "disabled" })
      written.push(path.relative(root, file))
      await context.close()
    }
  }
  for (const shot of FIRST_SCREENS) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: "reduce", locale: "de-DE" })
    await context.route(
      (url) => url.hostname !== "127.0.0.1",
      (route) => route.abort("blockedbyclient"),
    )
    if (!shot.banner) await context.addInitScript((value) => localStorage.setItem("cookie-consent", value), record)
    const page = await context.newPage()
    await page.goto(`http://127.0.0.1:${PORT}/`, { waitUntil: "load" })
    await page.locator("#cookie-banner").waitFor({ state: shot.banner ? "visible" : "hidden" })
    if (shot.openMenu) {
      // The menu button is the header's only button with a popover target.
      await page.locator("header button[popovertarget]").click()
      await page.locator("header [popover]").waitFor({ state: "visible" })
    }
    const file = path.join(OUT, `${shot.name}.jpg`)
    await page.screenshot({ path: file, type: "jpeg", quality: 75, animations: "disabled" })
    written.push(path.relative(root, file))
    await context.close()
  }
  return written
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true })
  for (const old of readdirSync(OUT)) if (old.endsWith(".jpg")) rmSync(path.join(OUT, old))
  const server = await startBuiltSite(root, PORT)
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ["--headless", ...CHROMIUM_FLAGS],
  })
  try {
    const written = await shoot(browser)
    const linkPreview = path.join(OUT, "link-preview.jpg")
    await renderLinkPreview(browser, root, linkPreview)
    written.push(path.relative(root, linkPreview))
    for (const file of await renderCmsScreenshots(browser, root, PORT, PORT + 1, OUT)) written.push(path.relative(root, file))
    console.log(`${written.length} screenshots:\n${written.join("\n")}`)
  } finally {
    await browser.close()
    server.kill()
  }
}

main().catch((error: Error) => {
  console.error(`screenshots failed: ${error.message}`)
  process.exitCode = 1
})
