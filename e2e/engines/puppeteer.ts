/** Chromium (over CDP) and Firefox ESR (over WebDriver BiDi) through puppeteer-core, with Debian's browsers (driver.ts: why). */
import puppeteer from "puppeteer-core"

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/chromium"
import type { EngineDriver, PageFunction } from "./driver"

/** Every request to another host goes to `proxy` ("host:port", an HTTP proxy); this machine's go direct. */
export async function launchPuppeteer(browserName: "chrome" | "firefox", proxy: string): Promise<EngineDriver> {
  const [host, port] = proxy.split(":")
  const browser = await puppeteer.launch(
    browserName === "firefox"
      ? {
          browser: "firefox",
          executablePath: "/usr/bin/firefox-esr",
          extraPrefsFirefox: {
            "network.proxy.type": 1,
            "network.proxy.http": host,
            "network.proxy.http_port": Number(port),
            "network.proxy.ssl": host,
            "network.proxy.ssl_port": Number(port),
            "network.proxy.allow_hijacking_localhost": false,
          },
        }
      : // Loopback addresses bypass a proxy in Chromium by default.
        { browser: "chrome", executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, `--proxy-server=http://${proxy}`] },
  )
  const page = await browser.newPage()
  // Fails after 5 s if none is visible.
  const element = async (selector: string) => (await page.waitForSelector(selector, { visible: true, timeout: 5_000 }))!

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
