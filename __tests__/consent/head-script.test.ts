/**
 * @jest-environment node
 *
 * The consent head script as the pages ship it: compiled by esbuild from src/consent/head-script.ts for the given settings, then run in a
 * fresh jsdom window per test (nothing of it is mocked), before and after a click on the static banner. Node environment, because esbuild
 * refuses to run inside Jest's jsdom environment; each page is a JSDOM of its own. What a browser shows of it: the order of default, gtm.js
 * and update in e2e/visitor-flows.spec.ts, a choice before hydration in e2e/consent.spec.ts, a returning visitor's banner never
 * shown in e2e/no-shift.spec.ts.
 */
import { JSDOM, VirtualConsole } from "jsdom"

import { compileHeadScript } from "../../gatsby/compile-head-script"
import type { LoadingMode } from "../../content-model/schemas"
import type { SiteSettings } from "../../content-model/settings"

const projectRoot = `${__dirname}/../..`
const DAY = 24 * 60 * 60 * 1000
/** Neither the content's values nor defaults: the cases below show that the script decides with these. */
const CONSENT = { revision: 3, lifetimeDays: 30 }
const ID = "GTM-ABC1234"
const URL_FOR_ID = `https://www.googletagmanager.com/gtm.js?id=${ID}`

const tmWith = (containerId: string | null, loadingMode: LoadingMode = "advanced") => ({ containerId, loadingMode })

type PageWindow = JSDOM["window"] & { dataLayer?: unknown[] }

/** A page as the static HTML has it (the banner's choice buttons and the skip link), with the head script run on it. */
function page(tm: SiteSettings["tagManager"], options: { stored?: string; before?: (window: PageWindow) => void } = {}) {
  const virtualConsole = new VirtualConsole()
  const warnings: string[] = []
  virtualConsole.on("warn", (message: unknown) => warnings.push(String(message)))
  virtualConsole.on("jsdomError", (error) => {
    throw error
  })
  const dom = new JSDOM(
    `<!doctype html><html><head></head><body>
      <a href="#inhalt">Zum Inhalt</a>
      <section id="cookie-banner" data-banner="initial">
        <button type="button" data-consent-choice="all"><span>Alle akzeptieren</span></button>
        <button type="button" data-consent-choice="necessary">Nur notwendige</button>
        <button type="button" aria-expanded="false">Details</button>
      </section></body></html>`,
    { url: "https://www.example.com/seite/", runScripts: "outside-only", virtualConsole },
  )
  const window = dom.window as PageWindow
  if (options.stored !== undefined) window.localStorage.setItem("cookie-consent", options.stored)
  options.before?.(window)
  window.eval(compileHeadScript(projectRoot, { tagManager: tm, consent: CONSENT }))
  const document = window.document
  return {
    document,
    warnings,
    click: (selector: string) => document.querySelector<HTMLElement>(selector)!.click(),
    stored: () => window.localStorage.getItem("cookie-consent"),
    loaders: () => Array.from(document.querySelectorAll<HTMLScriptElement>("script#gtm-loader")),
    consentAttribute: () => document.documentElement.getAttribute("data-consent"),
    /** dataLayer as data, gtag commands (pushed as Arguments objects, never arrays) as ["gtag", ...args]. */
    entries: () =>
      (window.dataLayer ?? []).map((entry) =>
        Object.prototype.toString.call(entry) === "[object Arguments]" ? ["gtag", ...Array.from(entry as ArrayLike<unknown>)] : entry,
      ),
  }
}

/** Consent Mode's defaults: every storage denied but security storage, waiting up to 500 ms for the banner's update. */
const DENIED = ["ad_storage", "ad_user_data", "ad_personalization", "analytics_storage", "functionality_storage", "personalization_storage"]
const DEFAULTS = { ...Object.fromEntries(DENIED.map((storage) => [storage, "denied"])), security_storage: "granted", wait_for_update: 500 }
const DEFAULT_CMD = ["gtag", "consent", "default", DEFAULTS]
const update = (value: "granted" | "denied"): unknown[] => ["gtag", "consent", "update", { analytics_storage: value }]
const BLOCKLIST = { "gtm.blocklist": ["customScripts", "html", "jsm"] }
const GTM_EVENT = { "gtm.start": expect.any(Number), event: "gtm.js" }
const record = (analytics: boolean, ageDays = 1, revision = CONSENT.revision): string =>
  JSON.stringify({ analytics, necessary: true, revision, updatedAt: new Date(Date.now() - ageDays * DAY).toISOString() })

/** [name, stored value, decided analytics (null = undecided), whether the stored value is ignored with a warning] */
const states: Array<[string, string | undefined, boolean | null, boolean]> = [
  ["nothing stored", undefined, null, false],
  ["accepted", record(true), true, false],
  ["necessary only", record(false), false, false],
  ["expired", record(true, 31), null, true],
  ["older revision", record(true, 1, 2), null, true],
]
const containers: Array<[string, string | null]> = [
  ["valid id", ID],
  // An invalid id is no id (gtmScriptUrl, consent-mode.test.ts).
  ["no id", null],
]
const matrix = states.flatMap(([state, raw, analytics, warned]) =>
  (["advanced", "basic"] as const).flatMap((mode) =>
    containers.map(([containerName, id]) => [`${state}, ${mode}, ${containerName}`, raw, analytics, warned, mode, id] as const),
  ),
)

test.each(matrix)("at page start: %s", (_name, raw, analytics, warned, mode, id) => {
  // An entry the page queued before stays first.
  const p = page(tmWith(id, mode), { stored: raw, before: (window) => (window.dataLayer = [{ early: true }]) })
  const expectLoader = id === ID && (mode === "advanced" || analytics === true)
  const expected: unknown[] = [{ early: true }, DEFAULT_CMD]
  if (analytics !== null) expected.push(update(analytics ? "granted" : "denied"))
  if (expectLoader) expected.push(BLOCKLIST, GTM_EVENT)
  expect(p.entries()).toEqual(expected)
  expect(p.consentAttribute()).toBe(analytics === null ? "undecided" : "decided")
  expect(p.loaders().map((loader) => [loader.src, loader.async])).toEqual(expectLoader ? [[URL_FOR_ID, true]] : [])
  expect(p.warnings).toHaveLength(warned ? 1 : 0)
})

test("a choice before hydration, basic mode: the tag manager starts only with „Alle akzeptieren“ (a click on its label counts), after the update, once", () => {
  const p = page(tmWith(ID, "basic"))
  p.click('[data-consent-choice="necessary"]')
  expect(p.loaders()).toHaveLength(0)
  p.click('[data-consent-choice="all"] span')
  p.click('[data-consent-choice="all"]')
  expect(p.entries()).toEqual([DEFAULT_CMD, update("denied"), update("granted"), BLOCKLIST, GTM_EVENT, update("granted")])
  expect(p.loaders().map((loader) => loader.src)).toEqual([URL_FOR_ID])
  expect(JSON.parse(p.stored()!)).toMatchObject({ analytics: true, necessary: true, revision: CONSENT.revision })
  expect(p.consentAttribute()).toBe("decided")
  // The next page reads it back as a choice.
  expect(page(tmWith(ID, "basic"), { stored: p.stored()! }).consentAttribute()).toBe("decided")
})

test("before hydration, other clicks are ignored, and once the provider is ready the head script leaves the buttons to React", () => {
  const p = page(tmWith(ID, "advanced"))
  p.click("[aria-expanded]")
  p.document.body.click()
  p.document.documentElement.setAttribute("data-consent-ready", "")
  p.click('[data-consent-choice="all"]')
  expect(p.stored()).toBeNull()
  expect(p.entries()).toEqual([DEFAULT_CMD, BLOCKLIST, GTM_EVENT])
  expect(p.consentAttribute()).toBe("undecided")
})
