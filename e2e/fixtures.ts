/**
 * Shared test setup: nothing leaves the machine. Requests to any host other
 * than our server are answered here (Google's tag manager by a stub that
 * records the request) and listed in `thirdParty`, so tests can assert what
 * would have been asked.
 */
import { test as base, expect, type Page } from "@playwright/test"

import { CONSENT_READY_ATTRIBUTE } from "../src/consent/choice"
import { company, consent, contact, datenschutz, home, impressum } from "./content"

export interface ThirdPartyRequest {
  url: string
  method: string
}

const GTM_STUB = "/* gtm.js stub */ window.__gtmStubLoaded = (window.__gtmStubLoaded || 0) + 1;"

export const test = base.extend<{ thirdParty: ThirdPartyRequest[]; consoleMessages: string[] }>({
  thirdParty: async ({ context }, use) => {
    const requests: ThirdPartyRequest[] = []
    await context.route(
      (url) => url.hostname !== "127.0.0.1" && url.hostname !== "localhost",
      async (route) => {
        const request = route.request()
        requests.push({ url: request.url(), method: request.method() })
        if (/^https:\/\/www\.googletagmanager\.com\/gtm\.js/.test(request.url())) {
          await route.fulfill({ status: 200, contentType: "application/javascript", body: GTM_STUB })
        } else {
          await route.abort("blockedbyclient")
        }
      },
    )
    await use(requests)
  },
  // Hydration can end after the load event that page.goto waits for: goto and reload also wait until React has
  // taken over the page (without JavaScript there is nothing to wait for).
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page)
      const reload = page.reload.bind(page)
      page.goto = async (...args: Parameters<Page["goto"]>) => {
        const response = await goto(...args)
        await consentReady(page)
        return response
      }
      page.reload = async (...args: Parameters<Page["reload"]>) => {
        const response = await reload(...args)
        await consentReady(page)
        return response
      }
    }
    await use(page)
  },
  consoleMessages: async ({ page }, use) => {
    const messages: string[] = []
    page.on("console", (message) => messages.push(`${message.type()}: ${message.text()}`))
    await use(messages)
  },
})

export { expect }

/** The globals specs read inside page.evaluate: the page's dataLayer and how often the stub gtm.js (GTM_STUB) ran. */
export type TestWindow = Window & { dataLayer?: unknown[]; __gtmStubLoaded?: number }

/**
 * Waits until React has hydrated the page: the consent provider sets
 * `<html data-consent-ready>` when it mounts (src/consent/ConsentProvider.tsx).
 * Before that a click reaches no React handler and Gatsby's Head API may still
 * hold both the server's and its own head tags; Gatsby hydrates only after
 * fetching the page data, which under load can take longer than the `load`
 * event. Resolves at once for a document that is not one of the site's pages
 * (no Gatsby root `#___gatsby`: the CMS at /admin/, a plain file).
 */
export async function consentReady(page: Page): Promise<void> {
  await page.waitForFunction(
    (attribute) => !document.getElementById("___gatsby") || document.documentElement.hasAttribute(attribute),
    CONSENT_READY_ATTRIBUTE,
  )
}

/** The public routes, their full <title> and their h1, as the content files define them. */
export const routes = [
  { path: "/", title: `${company.productName} – ${home.seo.title}`, h1: home.hero.heading as string },
  { path: "/impressum/", title: `${impressum.seo.title} | ${company.productName}`, h1: impressum.heading as string },
  { path: "/datenschutz/", title: `${datenschutz.seo.title} | ${company.productName}`, h1: datenschutz.heading as string },
  { path: "/kontakt/", title: `${contact.seo.title} | ${company.productName}`, h1: contact.heading as string },
]

export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
}

/** The viewports the accessibility gate uses: a phone and a laptop. */
export const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const

export const CONSENT_KEY = "cookie-consent"

/** The cookie banner, found as a visitor's assistive technology finds it. */
export const banner = (page: Page) => page.getByRole("region", { name: consent.banner.regionLabel })

/** A stored consent record as the banner writes it. */
export const validRecord = (analytics: boolean) =>
  JSON.stringify({ analytics, necessary: true, revision: consent.revision, updatedAt: new Date().toISOString() })

/** Puts `value` under the consent key before the first page of this test loads (once, so later choices stick). */
export async function storeBefore(page: Page, value: string): Promise<void> {
  await page.addInitScript(
    ([key, v]: [string, string]) => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem(key, v)
        sessionStorage.setItem("seeded", "1")
      }
    },
    [CONSENT_KEY, value] as [string, string],
  )
}

/** A returning visitor who already chose. */
export const storeConsent = (page: Page, analytics: boolean) => storeBefore(page, validRecord(analytics))

/** Presses Tab until the focused element's text (or aria-label) is `name`; fails after `limit` presses. */
export async function tabTo(page: Page, name: string, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab")
    const focused = await page.evaluate(() => {
      const el = document.activeElement
      return (el?.getAttribute("aria-label") ?? el?.textContent ?? "").trim().replace(/\s+/g, " ")
    })
    if (focused === name) return
  }
  throw new Error(`"${name}" not reached by Tab`)
}
