/**
 * The engines the visitor flows run in, and the `visitor` fixture the flows use. Each engine is a Playwright project (playwright.config.ts)
 * with the option `engine`; one browser per worker, fresh storage per test, pages loaded through the recording proxy so every engine
 * reports CSP violations and script errors the same way.
 */
import { test as base, expect } from "@playwright/test"

import { HYDRATED_ATTRIBUTE } from "../../src/components/Layout/HydrationMark"
import { CONSENT_STORAGE_KEY } from "../../src/consent/consent-policy"
import { UNKNOWN_PATH, validRecord } from "../fixtures"
import type { EngineDriver, PageFunction } from "./driver"
import { launchPuppeteer } from "./puppeteer"
import { startRecordingProxy, type RecordingProxy, type VisitorLog } from "./recording-proxy"
import { launchWebKit } from "./webkit"

/** Each starts its browser with `proxy` ("host:port") as its proxy for every other host. */
export const ENGINES = {
  chromium: (proxy: string) => launchPuppeteer("chrome", proxy),
  firefox: (proxy: string) => launchPuppeteer("firefox", proxy),
  webkit: launchWebKit,
}

export type EngineName = keyof typeof ENGINES

/** A visitor in one engine: the driver plus what every flow needs. */
export class Visitor {
  constructor(
    readonly driver: EngineDriver,
    readonly proxy: RecordingProxy,
  ) {}

  evaluate<T>(fn: PageFunction<T>, ...args: unknown[]): Promise<T> {
    return this.driver.evaluate(fn, ...args)
  }

  /**
   * Polls `check` until it resolves to a truthy value; fails naming `what` after 10 s. A check that throws counts as
   * not yet: while the browser loads the next document there is no page to ask.
   */
  async waitFor(what: string, check: () => Promise<unknown>): Promise<void> {
    await expect(async () => expect(await check(), `waiting for ${what}`).toBeTruthy()).toPass({ timeout: 10_000, intervals: [100] })
  }

  /** Opens `path` and waits until React has hydrated the page. */
  async open(path: string): Promise<void> {
    await this.driver.goto(this.proxy.origin + path)
    await this.hydrated()
  }

  hydrated(): Promise<void> {
    return this.waitFor("hydration", () =>
      this.evaluate((attribute: string) => document.documentElement.hasAttribute(attribute), HYDRATED_ATTRIBUTE),
    )
  }

  /** What the recorder collected on the current document. */
  log(): Promise<VisitorLog> {
    return this.evaluate(() => (window as unknown as { __visitorLog: VisitorLog }).__visitorLog)
  }

  /** No CSP violation, no script error (but the 404 page's report of the unknown path), no error page. */
  async expectClean(): Promise<void> {
    const log = await this.log()
    expect(log.csp).toEqual([])
    expect(log.errors.filter((line) => !line.includes(UNKNOWN_PATH))).toEqual([])
    expect(await this.evaluate(() => document.body.innerText.includes("Unexpected Application Error!"))).toBe(false)
  }

  /** Stores a consent record before the next page load, as an earlier visit would have. */
  async storeConsent(analytics: boolean): Promise<void> {
    await this.evaluate((key: string, value: string) => localStorage.setItem(key, value), CONSENT_STORAGE_KEY, validRecord(analytics))
  }

  /** Whether the stored choice allows analytics (undefined: no choice stored). */
  storedAnalytics(): Promise<boolean | undefined> {
    return this.evaluate(
      (key: string) => (JSON.parse(localStorage.getItem(key) ?? "null") as { analytics?: boolean } | null)?.analytics,
      CONSENT_STORAGE_KEY,
    )
  }
}

export const test = base.extend<{ visitor: Visitor }, { engine: EngineName; driver: EngineDriver; recordingProxy: RecordingProxy }>({
  engine: ["chromium", { option: true, scope: "worker" }],
  recordingProxy: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const proxy = await startRecordingProxy(new URL(workerInfo.project.use.baseURL!))
      await use(proxy)
      await proxy.close()
    },
    { scope: "worker" },
  ],
  driver: [
    async ({ engine, recordingProxy }, use) => {
      const driver = await ENGINES[engine](new URL(recordingProxy.origin).host)
      await use(driver)
      await driver.close()
    },
    { scope: "worker" },
  ],
  visitor: async ({ driver, recordingProxy: proxy }, use) => {
    // Every test starts as a new visitor: no stored choice on this origin, nothing asked of another host yet.
    await driver.goto(`${proxy.origin}/robots.txt`)
    await driver.evaluate(() => {
      localStorage.clear()
      sessionStorage.clear()
    })
    proxy.thirdParty.length = 0
    await use(new Visitor(driver, proxy))
  },
})

export { expect }
