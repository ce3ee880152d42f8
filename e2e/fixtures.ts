/**
 * Shared setup of the Chromium specs: nothing leaves the machine. Every request to a host other than our server is answered here (Google's
 * tag manager by a stub that counts its runs, everything else blocked) and listed in `thirdParty`, so tests can assert what would have been
 * asked.
 */

import { test as base, expect, type Page } from "@playwright/test"

import { SITE_ROUTES } from "../content-model/routes"
import { loadContent } from "../__tests__/support/content-files"
import { HYDRATED_ATTRIBUTE } from "../src/components/Layout/HydrationMark"
import { CONSENT_STORAGE_KEY } from "../src/consent/consent-policy"

/** The real content files, for assertions that follow what editors wrote. */
export const { siteYaml: site, layoutYaml: layout, homeYaml: home, consentYaml: consent } = loadContent()

const GTM_STUB = "/* gtm.js stub */ window.__gtmStubLoaded = (window.__gtmStubLoaded || 0) + 1;"

export const test = base.extend<{ thirdParty: string[] }>({
  thirdParty: [
    async ({ context }, use) => {
      const requests: string[] = []
      await context.route(
        (url) => url.hostname !== "127.0.0.1" && url.hostname !== "localhost",
        async (route) => {
          const url = route.request().url()
          requests.push(url)
          const gtm = /^https:\/\/www\.googletagmanager\.com\/gtm\.js/.test(url)
          await (gtm
            ? route.fulfill({ status: 200, contentType: "application/javascript", body: GTM_STUB })
            : route.abort("blockedbyclient"))
        },
      )
      await use(requests)
    },
    { auto: true },
  ],
  // Hydration can end after the load event that page.goto waits for: goto and reload also wait until React has
  // taken over the page (HydrationMark.tsx), at once for a document without Gatsby's root (the CMS at /admin/);
  // without JavaScript there is nothing to wait for.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      for (const method of ["goto", "reload"] as const) {
        const original = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page["goto"]>
        page[method] = (async (...args: unknown[]) => {
          const response = await original(...args)
          await page.waitForFunction(
            (attribute) => !document.getElementById("___gatsby") || document.documentElement.hasAttribute(attribute),
            HYDRATED_ATTRIBUTE,
          )
          return response
        }) as never
      }
    }
    await use(page)
  },
})

export { expect }

/** A path the site does not have: the 404 page reports it on the console. */
export const UNKNOWN_PATH = "/gibt-es-nicht/"

/** Every page of the site (content-model/routes.ts) and the unknown path, which shows the 404 page. */
export const PAGES = [...SITE_ROUTES, UNKNOWN_PATH]

/** The cookie banner, found as a visitor's assistive technology finds it. */
export const banner = (page: Page) => page.getByRole("region", { name: consent.banner.regionLabel })

/** A stored consent record as the banner writes it. */
export const validRecord = (analytics: boolean) =>
  JSON.stringify({ analytics, necessary: true, revision: consent.revision, updatedAt: new Date().toISOString() })

/** A returning visitor who already chose: the record is stored on our origin before the test's first page loads. */
export async function storeConsent(page: Page, analytics: boolean): Promise<void> {
  await page.goto("/robots.txt")
  await page.evaluate(([key, record]) => localStorage.setItem(key, record), [CONSENT_STORAGE_KEY, validRecord(analytics)] as const)
}

/** From the start of the document, every layout shift that no input caused, as CLS counts them (read with `shifts`). */
export const observeShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: number[] = ((window as unknown as { __shifts: number[] }).__shifts = [])
    new PerformanceObserver((list) => {
      // Layout-shift entries (not in TypeScript's DOM types) carry the score and whether input caused it.
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value)
      }
    }).observe({ type: "layout-shift", buffered: true })
  })

export const shifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)
