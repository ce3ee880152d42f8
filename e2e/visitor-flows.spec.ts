/**
 * What a visitor does, in every engine (playwright.config.ts: one project per engine). Every test ends with no CSP
 * violation and no script error (the recorder of engines/recording-proxy.ts; the first test proves it sees them).
 */
import { consent, layout, PAGES, site } from "./fixtures"
import { expect, test, type Visitor } from "./engines/visitor"
import { bannerProblems, layoutProblems, SCREENS } from "./geometry"

const BANNER = "#cookie-banner"
const SETTINGS = 'footer button[aria-controls="cookie-banner"]'
const MENU_BUTTON = "header summary"
const PHONE_HEIGHT = 844

const bannerShown = (visitor: Visitor) =>
  visitor.evaluate((selector: string) => {
    const banner = document.querySelector(selector)
    return banner !== null && getComputedStyle(banner).display !== "none"
  }, BANNER)

/**
 * What the page told Google's tags, in order: "default" and "update granted|denied" for Consent Mode's commands (gtag() calls, queued as
 * Arguments objects), "gtm.js" when the tag manager started and "page_view /path/" for a client-side navigation.
 */
const consentEvents = (visitor: Visitor) =>
  visitor.evaluate(() =>
    ((window as Window & { dataLayer?: unknown[] }).dataLayer ?? []).flatMap((entry) => {
      if (Object.prototype.toString.call(entry) === "[object Arguments]") {
        const [command, action, params] = Array.from(entry as ArrayLike<unknown>) as [string, string, { analytics_storage?: string }]
        return command !== "consent" ? [] : action === "update" ? [`update ${params.analytics_storage}`] : [action]
      }
      const { event, page_path: path } = entry as { event?: string; page_path?: string }
      return event === "gtm.js" ? [event] : event === "page_view" ? [`${event} ${path}`] : []
    }),
  )

/** The tag manager's start among those events, if the site has a container (content/site). */
const GTM_START = site.tagManager.containerId ? ["gtm.js"] : []

/**
 * The menu's state as a visitor and assistive technology meet it; when open, where its panel starts (`gap` to
 * the header's bottom edge) and whether it leaves the logo and the button uncovered.
 */
const menuState = (visitor: Visitor) =>
  visitor.evaluate((buttonSelector: string) => {
    const button = document.querySelector(buttonSelector)!
    const panel = document.getElementById("site-menu")!
    const links = [...panel.querySelectorAll("a")]
    const uncovered = (element: Element) => {
      const box = element.getBoundingClientRect()
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      return hit !== null && element.contains(hit)
    }
    return {
      // What engines expose as the summary's expanded state.
      expanded: (button.parentElement as HTMLDetailsElement).open,
      panelShown: getComputedStyle(panel).display !== "none" && panel.getBoundingClientRect().height > 0,
      settled: panel.getAnimations().every((animation) => animation.playState !== "running"),
      buttonFocused: document.activeElement === button,
      focusInMain: document.activeElement?.closest("main") !== null,
      linkCount: links.length,
      sideways: document.documentElement.scrollWidth > innerWidth,
      // Every link (the demo link included) wholly inside the viewport.
      linksInView: links.every((a) => {
        const box = a.getBoundingClientRect()
        return box.height > 0 && box.top >= 0 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth
      }),
      gap: Math.round(panel.getBoundingClientRect().top - document.querySelector("header")!.getBoundingClientRect().bottom),
      logoUncovered: uncovered(document.querySelector('header a[href="/"]')!),
      buttonUncovered: uncovered(button),
    }
  }, MENU_BUTTON)

/** Waits until the menu is open, its opening transition finished, or closed. */
const menuSettles = (visitor: Visitor, to: "open" | "closed") =>
  visitor.waitFor(`the menu ${to}`, async () => {
    const { panelShown, settled, expanded } = await menuState(visitor)
    return to === "open" ? panelShown && settled : !panelShown && !expanded
  })

test.beforeEach(async ({ visitor }) => {
  await visitor.driver.setViewport(1366, 768)
})

test.afterEach(async ({ visitor }) => {
  await visitor.expectClean()
})

// A returning visitor's pages (a stored choice): the withdrawal, back-button and phone-menu flows below.
test("the engine's recorder sees a CSP violation; a new visitor's every page renders and hydrates without one or a script error; Gatsby prefetches the linked pages' data", async ({
  visitor,
}) => {
  await visitor.open("/")
  // An inline script the policy has no hash for: refused, and the refusal recorded.
  const ran = await visitor.evaluate(() => {
    const script = document.createElement("script")
    script.textContent = "window.__injected = true"
    document.head.append(script)
    return (window as Window & { __injected?: boolean }).__injected === true
  })
  expect(ran).toBe(false)
  await visitor.waitFor("the violation to be recorded", async () => (await visitor.log()).csp.length === 1)
  for (const path of PAGES) {
    await visitor.open(path)
    expect(await visitor.evaluate(() => document.querySelectorAll("h1").length)).toBe(1)
    expect(await bannerShown(visitor)).toBe(true)
    if (path === "/") {
      // Gatsby's loader starts its prefetch queue 3 s after the first link came into view.
      await visitor.waitFor("the prefetch of another page's data", () =>
        visitor.evaluate(() => performance.getEntriesByType("resource").some((entry) => entry.name.endsWith("/kontakt/page-data.json"))),
      )
    }
    await visitor.expectClean()
  }
})

// The layout's geometry (geometry.ts) in Chromium and Firefox; layout.spec.ts shows that its checks can fail.
test.describe("layout", () => {
  test.skip(({ engine }) => engine === "webkit", "WebKit's window is never narrower than 447 px")
  test("a new visitor's banner leaves the page visible: its share of the first screen, its choices of one size, side by side from 360 px, each on one line and in view; after a choice, every page at every width: no sideways scrolling, no card with a hole, no stretched label, no word split that would fit its line, a one-row header; on the home page the example report's words whole, nothing beyond it, no small print, the headline and the call to action in the first screen", async ({
    visitor,
  }) => {
    test.setTimeout(180_000)
    const resize = async (width: number, height: number) => {
      await visitor.driver.setViewport(width, height)
      await visitor.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(true))))
    }
    await visitor.open("/")
    for (const { width, height, bannerShare } of SCREENS) {
      await resize(width, height)
      expect(await visitor.evaluate(bannerProblems, bannerShare), `banner at ${width}×${height}`).toEqual([])
    }
    await visitor.storeConsent(false)
    // The server error page first and unchecked: its heading is the text by which expectClean spots an error page.
    for (const path of ["/500/", ...PAGES]) {
      await visitor.open(path)
      if (path !== "/500/") await visitor.expectClean()
      for (const { width, height } of SCREENS) {
        await resize(width, height)
        const problems = await visitor.evaluate(layoutProblems, { navigationItems: layout.navigation.items.length, home: path === "/" })
        expect(problems, `${path} at ${width}×${height}`).toEqual([])
      }
    }
  })
})

for (const choice of [
  { name: "accept all", selector: `${BANNER} button[data-consent-choice="all"]`, analytics: true },
  // It means „necessary only“ too.
  { name: "the close icon", selector: `${BANNER} button[data-consent-choice="necessary"][aria-label]`, analytics: false },
]) {
  test(`banner, ${choice.name}: stores analytics ${choice.analytics}, tells Consent Mode, confirms and hides the banner, also after a navigation`, async ({
    visitor,
  }) => {
    await visitor.open("/")
    await visitor.driver.click(choice.selector)
    await visitor.waitFor("the banner to hide", async () => !(await bannerShown(visitor)))
    expect(await visitor.storedAnalytics()).toBe(choice.analytics)
    const confirmation = choice.analytics ? consent.confirmation.accepted : consent.confirmation.necessaryOnly
    expect(await visitor.evaluate(() => document.querySelector('[role="status"]')?.textContent)).toBe(confirmation)
    // A pointer choice puts no focus box on the page (the skip link stays out of view).
    expect(await visitor.evaluate(() => document.activeElement?.getAttribute("href") !== "#inhalt")).toBe(true)
    // Consent Mode's defaults first; the tag manager starts at once in the "advanced" loading mode, in "basic" only
    // with consent; a client-side navigation is reported as a page view, and the banner stays closed.
    await visitor.driver.click('footer a[href="/kontakt/"]')
    await visitor.waitFor("the page view", async () => (await consentEvents(visitor)).includes("page_view /kontakt/"))
    const update = `update ${choice.analytics ? "granted" : "denied"}`
    const advanced = site.tagManager.loadingMode === "advanced"
    const told = advanced ? [...GTM_START, update] : [update, ...(choice.analytics ? GTM_START : [])]
    expect(await consentEvents(visitor)).toEqual(["default", ...told, "page_view /kontakt/"])
    // And the browser asked Google's host for it (an https tunnel the recording proxy refused) exactly then.
    expect(visitor.proxy.thirdParty.includes("www.googletagmanager.com:443")).toBe(GTM_START.length > 0 && (advanced || choice.analytics))
    expect(await bannerShown(visitor)).toBe(false)
  })
}

test("banner: withdrawal from the footer reopens the choice; „Nur notwendige“ replaces the consent, deletes Google's cookies, and focus returns to the footer", async ({
  visitor,
}) => {
  await visitor.storeConsent(true)
  await visitor.open("/impressum/")
  expect(await bannerShown(visitor)).toBe(false)
  await visitor.evaluate(() => (document.cookie = "_ga=GA1.1.1; path=/")) // as Google Analytics sets it
  await visitor.driver.click(SETTINGS)
  await visitor.waitFor("the banner to show", () => bannerShown(visitor))
  await visitor.driver.click(`${BANNER} button[data-consent-choice="necessary"]:not([aria-label])`)
  await visitor.waitFor("the banner to hide", async () => !(await bannerShown(visitor)))
  expect(await visitor.storedAnalytics()).toBe(false)
  expect(await visitor.evaluate(() => document.cookie.includes("_ga="))).toBe(false)
  // The stored consent reached Consent Mode before the tag manager started; the withdrawal after it.
  expect(await consentEvents(visitor)).toEqual(["default", "update granted", ...GTM_START, "update denied"])
  await visitor.waitFor("focus on the footer button", () =>
    visitor.evaluate((selector: string) => document.activeElement === document.querySelector(selector), SETTINGS),
  )
})

// Opened directly (no back button, the home link alone): __tests__/components/SubpageNav.test.tsx.
test("a subpage's back button returns to the page the visitor came from", async ({ visitor }) => {
  await visitor.storeConsent(false)
  await visitor.open("/kontakt/")
  await visitor.driver.click('footer a[href="/impressum/"]')
  await visitor.waitFor("the imprint", () => visitor.evaluate(() => location.pathname === "/impressum/"))
  await visitor.hydrated() // rendered, too: until then the contact page's own back button is still there
  await visitor.driver.click('[data-testid="back-button"]')
  await visitor.waitFor("the page before", () => visitor.evaluate(() => location.pathname === "/kontakt/"))
})

test.describe("phone menu", () => {
  test.beforeEach(async ({ visitor }) => {
    await visitor.driver.setViewport(390, PHONE_HEIGHT) // in WebKit its window's minimum, 447 px
    await visitor.storeConsent(false)
  })

  test("by mouse and touch: opens under the header with every link in view and nothing to scroll sideways, also scrolled down; Escape closes it and focus returns to the button; a tap opens it, a tap outside closes it; from another page, a section link leads to its section on the home page and closes it", async ({
    visitor,
  }) => {
    await visitor.open("/")
    for (const scrollTop of [0, 30]) {
      await visitor.evaluate((top: number) => window.scrollTo({ top, behavior: "instant" }), scrollTop)
      await visitor.driver.click(MENU_BUTTON)
      await menuSettles(visitor, "open")
      expect(await menuState(visitor)).toMatchObject({
        expanded: true,
        linksInView: true,
        linkCount: layout.navigation.items.length + 1,
        sideways: false,
        gap: 0,
        logoUncovered: true,
        buttonUncovered: true,
      })
      await visitor.driver.press("Escape")
      await menuSettles(visitor, "closed")
      expect(await menuState(visitor)).toMatchObject({ expanded: false, buttonFocused: true })
    }
    await visitor.driver.tap(MENU_BUTTON)
    await menuSettles(visitor, "open")
    await visitor.driver.clickAt((await visitor.evaluate(() => innerWidth)) / 2, PHONE_HEIGHT - 20)
    await menuSettles(visitor, "closed")
    await visitor.open("/impressum/")
    const item = layout.navigation.items.find((entry) => entry.href.startsWith("/#"))!
    await visitor.driver.click(MENU_BUTTON)
    await menuSettles(visitor, "open")
    await visitor.driver.click(`#site-menu a[href="${item.href}"]`)
    await visitor.waitFor("the section", () =>
      visitor.evaluate((href: string) => {
        const section = document.querySelector(href.slice(1))
        const box = section?.getBoundingClientRect()
        return location.pathname + location.hash === href && box !== undefined && box.top < innerHeight && box.bottom > 0
      }, item.href),
    )
    await menuSettles(visitor, "closed")
  })

  test("by keyboard: Enter opens it, Tab reaches its first link, Escape closes it; Tab past its last link closes it too", async ({
    visitor,
  }) => {
    await visitor.open("/impressum/")
    await visitor.evaluate((selector: string) => (document.querySelector(selector) as HTMLElement).focus(), MENU_BUTTON)
    await visitor.driver.press("Enter")
    await menuSettles(visitor, "open")
    await visitor.driver.press("Tab")
    expect(await visitor.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(layout.navigation.items[0]!.href)
    await visitor.driver.press("Escape")
    await menuSettles(visitor, "closed")
    expect(await menuState(visitor)).toMatchObject({ expanded: false, buttonFocused: true })

    await visitor.driver.press("Enter")
    await menuSettles(visitor, "open")
    // Every link, then the demo link, then on into the page: the panel must not stay open over the focus.
    for (let i = 0; i < layout.navigation.items.length + 2; i++) await visitor.driver.press("Tab")
    await menuSettles(visitor, "closed")
    expect((await menuState(visitor)).focusInMain).toBe(true)
  })
})
