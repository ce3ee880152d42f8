/** Chromium (over CDP) and Firefox ESR (over WebDriver BiDi) through puppeteer-core, with Debian's browsers (driver.ts: why). */
import puppeteer, { type Browser, type Page } from "puppeteer-core"

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/chromium"
import type { EngineDriver, PageFunction } from "./driver"

/** Every request to another host goes to `proxy` ("host:port", an HTTP proxy); this machine's go direct. */
export async function launchPuppeteer(browserName: "chrome" | "firefox", proxy: string): Promise<EngineDriver> {
  const [host, port] = proxy.split(":")
  const firefoxProxy = {
    "network.proxy.type": 1,
    "network.proxy.http": host,
    "network.proxy.http_port": Number(port),
    "network.proxy.ssl": host,
    "network.proxy.ssl_port": Number(port),
    "network.proxy.allow_hijacking_localhost": false,
  }
  const browser: Browser =
    browserName === "firefox"
      ? await puppeteer.launch({
          browser: "firefox",
          executablePath: process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr",
          headless: true,
          extraPrefsFirefox: firefoxProxy,
        })
      : await puppeteer.launch({
          browser: "chrome",
          executablePath: CHROMIUM_PATH,
          headless: true,
          // Loopback addresses bypass a proxy in Chromium by default.
          args: [...CHROMIUM_FLAGS, `--proxy-server=http://${proxy}`],
        })
  const page: Page = await browser.newPage()

  const element = async (selector: string) => {
    const handle = await page.waitForSelector(selector, { visible: true, timeout: 5_000 })
    if (!handle) throw new Error(`no visible element matches ${selector}`)
    return handle
  }

  return {
    goto: async (url) => {
      await page.goto(url, { waitUntil: "load" })
    },
    evaluate: <T>(fn: PageFunction<T>, ...args: unknown[]) => page.evaluate(fn, ...args) as Promise<T>,
    // Both scroll the element into view only when it is not.
    click: async (selector) => (await element(selector)).click(),
    tap: async (selector) => (await element(selector)).tap(),
    clickAt: (x, y) => page.mouse.click(x, y),
    press: (key) => page.keyboard.press(key),
    setViewport: (width, height) => page.setViewport({ width, height }),
    close: () => browser.close(),
  }
}
