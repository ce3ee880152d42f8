/**
 * The real Content-Security-Policy of the build (public/_headers, applied by
 * our server) in Chromium while the banner is used and the tag manager
 * (stubbed in fixtures.ts) loads and runs. The stored consent states are the
 * visitor flows' (visitor-flows.spec.ts), in every engine.
 * Violations are collected from `securitypolicyviolation` events (registered
 * before any page script runs) and from the console.
 */
import { once } from "node:events"
import path from "node:path"

import type { Page } from "@playwright/test"

import { createSiteServer } from "../server/server"

import { consent } from "./content"
import { expect, routes, test, type TestWindow } from "./fixtures"

const b = consent.banner
const pages = [...routes.map((r) => r.path), "/gibt-es-nicht/"]
const banner = (page: Page) => page.getByRole("region", { name: b.regionLabel })

async function collectViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const list: string[] = []
    ;(window as unknown as { __cspViolations: string[] }).__cspViolations = list
    document.addEventListener("securitypolicyviolation", (event) => {
      list.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sample})`)
    })
  })
}

async function violations(page: Page, consoleMessages: string[]): Promise<string[]> {
  const events = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
  return [...events, ...consoleMessages.filter((m) => /content security policy/i.test(m))]
}

type State = { name: string; setup: (page: Page) => Promise<void>; act?: (page: Page) => Promise<void> }

const states: State[] = [
  {
    name: "details open",
    setup: async () => {},
    act: async (page) => {
      await banner(page).getByRole("button", { name: b.detailsShowLabel, exact: true }).click()
      await expect(page.locator("#cookie-details")).toBeVisible()
    },
  },
  {
    name: "accepting in the banner",
    setup: async () => {},
    act: async (page) => {
      await banner(page).getByRole("button", { name: b.acceptAllLabel, exact: true }).click()
      await expect(banner(page)).toBeHidden()
    },
  },
  {
    name: "rejecting in the banner",
    setup: async () => {},
    act: async (page) => {
      await banner(page).getByRole("button", { name: b.necessaryOnlyLabel, exact: true }).click()
      await expect(banner(page)).toBeHidden()
    },
  },
]

for (const path of pages) {
  for (const state of states) {
    test(`${path} ${state.name}: zero CSP violations`, async ({ page, thirdParty, consoleMessages }) => {
      await collectViolations(page)
      await state.setup(page)
      const response = await page.goto(path)
      const csp = response?.headers()["content-security-policy"] ?? ""
      expect(csp).toContain("default-src 'self'")
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
      // Hydrated: React attached the banner's handlers.
      await page.waitForLoadState("networkidle")
      await state.act?.(page)
      if (state.name.startsWith("accept")) {
        // The (stubbed) tag manager really ran under the policy.
        await expect.poll(() => page.evaluate(() => (window as TestWindow).__gtmStubLoaded ?? 0)).toBe(1)
        expect(thirdParty.some((r) => r.url.startsWith("https://www.googletagmanager.com/gtm.js"))).toBe(true)
      }
      await page.waitForTimeout(100)
      expect(await violations(page, consoleMessages)).toEqual([])
    })
  }
}

test("client-side navigation across every page: zero CSP violations", async ({ page, consoleMessages }) => {
  await collectViolations(page)
  await page.goto("/")
  await banner(page).getByRole("button", { name: b.necessaryOnlyLabel, exact: true }).click()
  for (const name of ["Impressum", "Datenschutz", "Kontakt"]) {
    await page.getByRole("contentinfo").getByRole("link", { name, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/${name.toLowerCase()}/$`))
  }
  expect(await violations(page, consoleMessages)).toEqual([])
})

test("the policy really blocks: an injected inline script is refused and reported", async ({ page }) => {
  await collectViolations(page)
  await page.goto("/")
  await page.waitForLoadState("networkidle")
  const ran = await page.evaluate(() => {
    const script = document.createElement("script")
    script.textContent = "window.__injected = true"
    document.head.append(script)
    return (window as Window & { __injected?: boolean }).__injected === true
  })
  expect(ran).toBe(false)
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations))
    .toEqual([expect.stringContaining("script-src-elem blocked inline")])
})

test("the static 500 page, served when the server fails, runs under its CSP without violations", async ({ page, consoleMessages }) => {
  // A second server on the real build whose handler fails for one page only,
  // so the 500 page's own scripts and styles load normally.
  const port = Number(process.env.E2E_PORT ?? 9100) + 4
  const server = await createSiteServer({
    root: path.resolve(__dirname, "..", "public"),
    log: () => {},
    beforeServe: (req) => {
      if (req.url === "/kontakt/") throw new Error("injected failure")
    },
  })
  await once(server.listen(port, "127.0.0.1"), "listening")
  try {
    await collectViolations(page)
    const response = await page.goto(`http://127.0.0.1:${port}/kontakt/`)
    expect(response?.status()).toBe(500)
    expect(await response?.text()).toContain("Unexpected Application Error!")
    // Its inline scripts ran (the consent head script set the attribute) under the /* CSP.
    await expect(page.locator("html")).toHaveAttribute("data-consent", /decided|undecided/)
    await page.waitForLoadState("networkidle")
    expect(await violations(page, consoleMessages)).toEqual([])
  } finally {
    server.closeAllConnections()
    server.close()
  }
})
