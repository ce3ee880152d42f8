/**
 * A choice made before React has hydrated: the banner's buttons are in the
 * static HTML, so the inline head script handles their clicks until the
 * consent provider marks the page ready. The script runs exactly as
 * buildHeadScript returns it; its document listeners are removed after each test.
 *
 * @jest-environment-options {"url": "https://www.example.com/seite/"}
 */
import { CONSENT_STORAGE_KEY, parseConsent, type ConsentSettings } from "../../src/consent/consent-policy"
import {
  AFTER_CHOICE_FOCUS_SELECTOR,
  CONSENT_ATTRIBUTE,
  CONSENT_CHOICE_ATTRIBUTE,
  CONSENT_READY_ATTRIBUTE,
  GTM_LOADER_ID,
  buildHeadScript,
  markConsentReady,
  type LoadingMode,
} from "../../src/consent/google-consent-mode"

const CONSENT: ConsentSettings = { revision: 3, lifetimeDays: 365 }
const ID = "GTM-ABC1234"
const w = window as unknown as { dataLayer?: unknown[]; gtag?: unknown }

const listeners: Array<[string, EventListenerOrEventListenerObject]> = []
let warn: jest.SpyInstance

function runHeadScript(loadingMode: LoadingMode, containerId: string | null = ID): void {
  const add = jest.spyOn(document, "addEventListener").mockImplementation(function (this: Document, type, listener, options) {
    listeners.push([type, listener])
    EventTarget.prototype.addEventListener.call(this, type, listener, options)
  })
  new Function(buildHeadScript({ containerId, loadingMode }, CONSENT))()
  add.mockRestore()
}

/** The banner as the static HTML has it (data-banner="initial"), plus the skip link. */
function renderStaticBanner(): void {
  document.body.innerHTML = `
    <a href="#inhalt">Zum Inhalt</a>
    <section id="cookie-banner" data-banner="initial">
      <button type="button" ${CONSENT_CHOICE_ATTRIBUTE}="all"><span>Alle akzeptieren</span></button>
      <button type="button" ${CONSENT_CHOICE_ATTRIBUTE}="necessary">Nur notwendige</button>
      <button type="button" aria-expanded="false">Details</button>
      <button type="button" aria-label="Schließen" ${CONSENT_CHOICE_ATTRIBUTE}="necessary"><svg></svg></button>
    </section>`
}

const button = (choice: "all" | "necessary", index = 0) =>
  document.querySelectorAll<HTMLElement>(`[${CONSENT_CHOICE_ATTRIBUTE}="${choice}"]`)[index]!
const isArguments = (v: unknown) => Object.prototype.toString.call(v) === "[object Arguments]"
const updates = () =>
  (w.dataLayer ?? [])
    .filter(isArguments)
    .map((e) => Array.from(e as ArrayLike<unknown>))
    .filter((e) => e[0] === "consent" && e[1] === "update")
const gtmEvents = () => (w.dataLayer ?? []).filter((e) => (e as { event?: string }).event === "gtm.js")
const stored = () => parseConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY), CONSENT, Date.now())

beforeEach(() => {
  delete w.dataLayer
  delete w.gtag
  document.documentElement.removeAttribute(CONSENT_ATTRIBUTE)
  document.documentElement.removeAttribute(CONSENT_READY_ATTRIBUTE)
  document.head.innerHTML = ""
  window.localStorage.clear()
  renderStaticBanner()
  warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
})
afterEach(() => {
  for (const [type, listener] of listeners.splice(0)) document.removeEventListener(type, listener)
  jest.restoreAllMocks()
})

test("„Alle akzeptieren“ before hydration stores a valid record, grants analytics and hides the banner", () => {
  runHeadScript("advanced")
  expect(document.documentElement.getAttribute(CONSENT_ATTRIBUTE)).toBe("undecided")
  button("all").querySelector("span")!.click() // a click on the label inside the button counts
  const { record, problem } = stored()
  expect(problem).toBeNull()
  expect(record).toMatchObject({ analytics: true, necessary: true, revision: 3 })
  expect(Math.abs(Date.parse(record!.updatedAt) - Date.now())).toBeLessThan(5_000)
  expect(updates()).toEqual([["consent", "update", { analytics_storage: "granted" }]])
  expect(document.documentElement.getAttribute(CONSENT_ATTRIBUTE)).toBe("decided")
  expect(document.activeElement).toBe(document.querySelector(AFTER_CHOICE_FOCUS_SELECTOR))
})

test.each([
  ["„Nur notwendige“", 0],
  ["the close icon", 1],
])("%s before hydration stores necessary-only and denies analytics", (_name, index) => {
  runHeadScript("advanced")
  button("necessary", index).click()
  expect(stored().record).toMatchObject({ analytics: false, necessary: true, revision: 3 })
  expect(updates()).toEqual([["consent", "update", { analytics_storage: "denied" }]])
  expect(document.documentElement.getAttribute(CONSENT_ATTRIBUTE)).toBe("decided")
})

test("basic mode: the loader starts only with the early „Alle akzeptieren“, once", () => {
  runHeadScript("basic")
  expect(gtmEvents()).toHaveLength(0)
  button("necessary").click()
  expect(gtmEvents()).toHaveLength(0)
  expect(document.getElementById(GTM_LOADER_ID)).toBeNull()
  button("all").click()
  button("all").click()
  expect(gtmEvents()).toHaveLength(1)
  // jsdom has no paint timing, so the after-first-paint helper starts it at once.
  expect(document.getElementById(GTM_LOADER_ID)?.getAttribute("src")).toBe(`https://www.googletagmanager.com/gtm.js?id=${ID}`)
})

test("advanced mode: an early accept does not queue a second gtm.js event", () => {
  runHeadScript("advanced")
  expect(gtmEvents()).toHaveLength(1)
  button("all").click()
  expect(gtmEvents()).toHaveLength(1)
  expect(document.querySelectorAll(`#${GTM_LOADER_ID}`)).toHaveLength(1)
})

test("without a container id an early accept requests nothing", () => {
  runHeadScript("basic", null)
  button("all").click()
  expect(stored().record?.analytics).toBe(true)
  expect(gtmEvents()).toHaveLength(0)
  expect(document.querySelectorAll("script")).toHaveLength(0)
})

test("once the provider is ready the head script leaves the clicks to React", () => {
  runHeadScript("advanced")
  markConsentReady()
  expect(document.documentElement.hasAttribute(CONSENT_READY_ATTRIBUTE)).toBe(true)
  button("all").click()
  expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull()
  expect(updates()).toEqual([])
  expect(document.documentElement.getAttribute(CONSENT_ATTRIBUTE)).toBe("undecided")
})

test("clicks elsewhere (Details, links, the page) are ignored", () => {
  runHeadScript("advanced")
  document.querySelector<HTMLElement>('[aria-expanded]')!.click()
  document.body.click()
  expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull()
  expect(updates()).toEqual([])
})

test("storage that throws: the choice still applies to this page and the reason is logged", () => {
  runHeadScript("advanced")
  jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
    throw new DOMException("quota", "QuotaExceededError")
  })
  expect(() => button("necessary").click()).not.toThrow()
  expect(updates()).toEqual([["consent", "update", { analytics_storage: "denied" }]])
  expect(document.documentElement.getAttribute(CONSENT_ATTRIBUTE)).toBe("decided")
  expect(warn).toHaveBeenCalledWith("[consent] could not store the choice (QuotaExceededError); it applies to this page only")
})
