/**
 * Shared test setup: nothing leaves the machine. Requests to any host other
 * than our server are answered here (Google's tag manager by a stub that
 * records the request) and listed in `thirdParty`, so tests can assert what
 * would have been asked.
 */
import { test as base, expect, type Page } from "@playwright/test"

import { company, contact, datenschutz, home, impressum } from "./content"

export interface ThirdPartyRequest {
  url: string
  method: string
}

export const GTM_STUB = "/* gtm.js stub */ window.__gtmStubLoaded = (window.__gtmStubLoaded || 0) + 1;"

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
  consoleMessages: async ({ page }, use) => {
    const messages: string[] = []
    page.on("console", (message) => messages.push(`${message.type()}: ${message.text()}`))
    await use(messages)
  },
})

export { expect }

/**
 * Waits until React has hydrated the page (the cookie banner replaces its
 * static data-banner="initial"). Before that a click or hover reaches no
 * handler and Gatsby's Head API may still hold both the server's and its own
 * head tags: Gatsby hydrates only after fetching the page data, which under
 * load can take longer than the `load` event.
 */
export const hydrated = (page: Page) =>
  expect(page.locator("#cookie-banner")).not.toHaveAttribute("data-banner", "initial")

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
