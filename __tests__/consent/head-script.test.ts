/**
 * @jest-environment node
 *
 * The consent head script as the pages ship it: compiled by esbuild from
 * src/consent/head-script.ts for the given settings, then run in a fresh
 * jsdom window per test (nothing of it is mocked), before and after a click
 * on the static banner. Node environment, because esbuild refuses to run
 * inside Jest's jsdom environment; each page is a JSDOM of its own.
 */
import { JSDOM, VirtualConsole } from "jsdom"

import { compileHeadScript, headScriptSettings } from "../../gatsby/inline-scripts/head-script"
import { readConsent, type ConsentSettings } from "../../src/consent/consent-policy"
import type { LoadingMode, TagManagerSettings } from "../../src/consent/tag-manager"

const projectRoot = `${__dirname}/../..`
const DAY = 24 * 60 * 60 * 1000
const CONSENT: ConsentSettings = { revision: 1, lifetimeDays: 365 }
const ID = "GTM-ABC1234"
const URL_FOR_ID = `https://www.googletagmanager.com/gtm.js?id=${ID}`
const KEY = "cookie-consent"

const tmWith = (containerId: string | null, loadingMode: LoadingMode = "advanced"): TagManagerSettings => ({
  containerId,
  loadingMode,
})

const compiled = new Map<string, string>()
/** The script for these settings, compiled once per test file. */
function script(tm: TagManagerSettings, consent: ConsentSettings = CONSENT): string {
  const key = JSON.stringify([tm, consent])
  if (!compiled.has(key)) compiled.set(key, compileHeadScript(projectRoot, headScriptSettings({ tagManager: tm, consent })))
  return compiled.get(key)!
}

type PageWindow = JSDOM["window"] & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void }

interface Page {
  window: PageWindow
  document: Document
  warnings: string[]
  /** Runs the head script as the page's first script. */
  run(tm: TagManagerSettings, consent?: ConsentSettings): void
  stored(): string | null
}

/** A page as the static HTML has it: the banner (data-banner="initial") and the skip link. */
function page(options: { stored?: string; before?: (window: PageWindow) => void } = {}): Page {
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
        <button type="button" aria-label="Schließen" data-consent-choice="necessary"><svg></svg></button>
      </section></body></html>`,
    { url: "https://www.example.com/seite/", runScripts: "outside-only", virtualConsole },
  )
  const window = dom.window as PageWindow
  if (options.stored !== undefined) window.localStorage.setItem(KEY, options.stored)
  options.before?.(window)
  return {
    window,
    document: window.document,
    warnings,
    run: (tm, consent) => window.eval(script(tm, consent)),
    stored: () => window.localStorage.getItem(KEY),
  }
}

const isArguments = (v: unknown): boolean => Object.prototype.toString.call(v) === "[object Arguments]"

/** dataLayer with gtag commands as ["gtag", ...args]; fails if a command is a plain array. */
function entries(p: Page): unknown[] {
  const layer = p.window.dataLayer ?? []
  for (const e of layer) expect(Array.isArray(e)).toBe(false)
  // Through JSON: objects of the page's realm compare like plain data.
  return JSON.parse(JSON.stringify(layer.map((e) => (isArguments(e) ? ["gtag", ...Array.from(e as ArrayLike<unknown>)] : e)))) as unknown[]
}

const DEFAULT_CMD = [
  "gtag",
  "consent",
  "default",
  {
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
    analytics_storage: "denied",
    functionality_storage: "denied",
    personalization_storage: "denied",
    security_storage: "granted",
    wait_for_update: 500,
  },
]
const update = (value: "granted" | "denied"): unknown[] => ["gtag", "consent", "update", { analytics_storage: value }]
const BLOCKLIST = { "gtm.blocklist": ["customScripts", "html", "jsm"] }
const GTM_EVENT = { "gtm.start": expect.any(Number), event: "gtm.js" }

const loaders = (p: Page) => Array.from(p.document.querySelectorAll<HTMLScriptElement>("script#gtm-loader"))
const attribute = (p: Page) => p.document.documentElement.getAttribute("data-consent")
const button = (p: Page, choice: "all" | "necessary", index = 0) =>
  p.document.querySelectorAll<HTMLElement>(`[data-consent-choice="${choice}"]`)[index]!
const record = (analytics: boolean, ageDays = 1, revision = 1): string =>
  JSON.stringify({ analytics, necessary: true, revision, updatedAt: new Date(Date.now() - ageDays * DAY).toISOString() })

describe("at page start", () => {
  /** [name, stored value, decided analytics (null = undecided), warning expected] */
  const states: Array<[string, string | undefined, boolean | null, RegExp | null]> = [
    ["nothing stored", undefined, null, null],
    ["accepted", record(true), true, null],
    ["necessary only", record(false), false, null],
    ["garbage", "{not json", null, /^\[consent\] stored choice ignored: not valid JSON/],
    ["expired", record(true, 366), null, /updatedAt is older than 365 days/],
    ["older revision", record(true, 1, 0), null, /revision 0 is older than the required revision 1/],
  ]
  const containers: Array<[string, string | null]> = [
    ["valid id", ID],
    ["no id", null],
    ["invalid id", "GTM-<bad>"],
  ]
  const matrix = states.flatMap(([state, raw, analytics, warning]) =>
    (["advanced", "basic"] as const).flatMap((mode) =>
      containers.map(([containerName, id]) => [`${state}, ${mode}, ${containerName}`, raw, analytics, warning, mode, id] as const),
    ),
  )

  it.each(matrix)("%s", (_name, raw, analytics, warning, mode, id) => {
    const p = page({ stored: raw })
    p.run(tmWith(id, mode))

    const expectLoader = id === ID && (mode === "advanced" || analytics === true)
    const expected: unknown[] = [DEFAULT_CMD]
    if (analytics !== null) expected.push(update(analytics ? "granted" : "denied"))
    if (expectLoader) expected.push(BLOCKLIST, GTM_EVENT)
    expect(entries(p)).toEqual(expected)
    expect(attribute(p)).toBe(analytics === null ? "undecided" : "decided")

    const inserted = loaders(p)
    if (expectLoader) {
      expect(inserted).toHaveLength(1)
      expect(inserted[0]?.src).toBe(URL_FOR_ID)
      expect(inserted[0]?.async).toBe(true)
    } else {
      expect(p.document.querySelectorAll("script")).toHaveLength(0)
    }

    if (warning === null) {
      expect(p.warnings).toEqual([])
    } else {
      expect(p.warnings).toHaveLength(1)
      expect(p.warnings[0]).toMatch(warning)
    }
  })

  it("defines a window.gtag stub that pushes Arguments objects", () => {
    const p = page()
    p.run(tmWith(null))
    p.window.gtag?.("event", "test", { a: 1 })
    const last = p.window.dataLayer?.at(-1)
    expect(isArguments(last)).toBe(true)
    expect(Array.from(last as ArrayLike<unknown>)).toEqual(["event", "test", { a: 1 }])
  })

  it("keeps entries already in dataLayer and appends after them", () => {
    const p = page({ before: (w) => (w.dataLayer = [{ early: true }]) })
    const layer = p.window.dataLayer
    p.run(tmWith(ID))
    expect(p.window.dataLayer).toBe(layer)
    expect(entries(p)).toEqual([{ early: true }, DEFAULT_CMD, BLOCKLIST, GTM_EVENT])
  })

  it("never starts the tag manager twice", () => {
    const p = page()
    p.run(tmWith(ID))
    p.run(tmWith(ID))
    expect(loaders(p)).toHaveLength(1)
    expect(entries(p)).toEqual([DEFAULT_CMD, BLOCKLIST, GTM_EVENT, DEFAULT_CMD])
  })

  it("uses the GTM environment parameters, URL-encoded, in the loader", () => {
    const hostile = "</script><script>alert(1)</script><!--"
    const tm: TagManagerSettings = { ...tmWith(ID), gtmAuth: hostile, gtmPreview: "env-7" }
    expect(script(tm)).not.toMatch(/<\/script|<!--/i)
    const p = page()
    p.run(tm)
    expect(loaders(p)[0]?.getAttribute("src")).toBe(
      `${URL_FOR_ID}&gtm_auth=${encodeURIComponent(hostile)}&gtm_preview=env-7&gtm_cookies_win=x`,
    )
  })

  it("blocked storage (SecurityError on window.localStorage): undecided, warned, no throw", () => {
    const p = page({
      before: (w) =>
        Object.defineProperty(w, "localStorage", {
          get: () => {
            throw new w.DOMException("insecure", "SecurityError")
          },
        }),
    })
    expect(() => p.run(tmWith(ID))).not.toThrow()
    expect(entries(p)).toEqual([DEFAULT_CMD, BLOCKLIST, GTM_EVENT])
    expect(attribute(p)).toBe("undecided")
    expect(p.warnings).toEqual(["[consent] localStorage is not available; the choice holds for this page only (SecurityError: insecure)"])
  })

  it("decides with the configured revision and lifetime", () => {
    const p = page({ stored: record(true, 40, 1) })
    p.run(tmWith(null), { revision: 2, lifetimeDays: 365 })
    expect(entries(p)).toEqual([DEFAULT_CMD])
    expect(p.warnings[0]).toMatch(/revision 1 is older than the required revision 2/)
    const q = page({ stored: record(true, 40, 1) })
    q.run(tmWith(null), { revision: 1, lifetimeDays: 30 })
    expect(q.warnings[0]).toMatch(/updatedAt is older than 30 days/)
  })

  it("treats the seed's shape as decided at revision 0", () => {
    const p = page({ stored: '{"analytics":true,"necessary":true}' })
    p.run(tmWith(null, "basic"), { revision: 0, lifetimeDays: 365 })
    expect(entries(p)).toEqual([DEFAULT_CMD, update("granted")])
    expect(attribute(p)).toBe("decided")
  })
})

describe("the compiled script", () => {
  it("is deterministic, has no noscript fallback and no Google address without a container id", () => {
    const tm: TagManagerSettings = { ...tmWith(ID, "basic"), gtmAuth: "abcdefghijklmnop", gtmPreview: "env-12" }
    expect(compileHeadScript(projectRoot, headScriptSettings({ tagManager: tm, consent: CONSENT }))).toBe(script(tm))
    expect(script(tm)).not.toMatch(/noscript|ns\.html|iframe/i)
    expect(script(tmWith(null))).not.toContain("googletagmanager")
    expect(script(tmWith("GTM-A</script>"))).not.toContain("googletagmanager")
  })

  it("refuses invalid consent settings at build time", () => {
    expect(() => headScriptSettings({ tagManager: tmWith(ID), consent: { revision: -1, lifetimeDays: 365 } })).toThrow(TypeError)
    expect(() => headScriptSettings({ tagManager: tmWith(ID), consent: { revision: 0, lifetimeDays: Number.NaN } })).toThrow(TypeError)
  })
})

describe("a choice before React has hydrated", () => {
  it("„Alle akzeptieren“ stores a record the provider reads, grants analytics and hides the banner", () => {
    const p = page()
    p.run(tmWith(ID, "advanced"), { revision: 3, lifetimeDays: 365 })
    expect(attribute(p)).toBe("undecided")
    button(p, "all").querySelector("span")!.click() // a click on the label inside the button counts
    // The provider, once hydrated, reads that very record.
    const stored = readConsent(p.window.localStorage, { revision: 3, lifetimeDays: 365 })
    expect(stored).toMatchObject({ analytics: true, necessary: true, revision: 3 })
    expect(Math.abs(Date.parse(stored!.updatedAt) - Date.now())).toBeLessThan(5_000)
    expect(entries(p).filter((e) => (e as unknown[])[2] === "update")).toEqual([update("granted")])
    expect(attribute(p)).toBe("decided")
    expect(p.document.activeElement).toBe(p.document.querySelector('a[href="#inhalt"]'))
  })

  it.each([
    ["„Nur notwendige“", 0],
    ["the close icon", 1],
  ])("%s stores necessary-only and denies analytics", (_name, index) => {
    const p = page()
    p.run(tmWith(ID, "advanced"))
    button(p, "necessary", index).click()
    expect(readConsent(p.window.localStorage, CONSENT)).toMatchObject({ analytics: false, necessary: true, revision: 1 })
    expect(entries(p).at(-1)).toEqual(update("denied"))
    expect(attribute(p)).toBe("decided")
  })

  it("basic mode: the tag manager starts only with „Alle akzeptieren“, after the update, once", () => {
    const p = page()
    p.run(tmWith(ID, "basic"))
    button(p, "necessary").click()
    expect(loaders(p)).toHaveLength(0)
    button(p, "all").click()
    button(p, "all").click()
    expect(entries(p)).toEqual([DEFAULT_CMD, update("denied"), update("granted"), BLOCKLIST, GTM_EVENT, update("granted")])
    expect(loaders(p)[0]?.getAttribute("src")).toBe(URL_FOR_ID)
  })

  it("advanced mode: an early accept does not queue a second gtm.js event", () => {
    const p = page()
    p.run(tmWith(ID, "advanced"))
    button(p, "all").click()
    expect(entries(p).filter((e) => (e as { event?: string }).event === "gtm.js")).toHaveLength(1)
    expect(loaders(p)).toHaveLength(1)
  })

  it("without a container id an early accept requests nothing", () => {
    const p = page()
    p.run(tmWith(null, "basic"))
    button(p, "all").click()
    expect(JSON.parse(p.stored()!).analytics).toBe(true)
    expect(p.document.querySelectorAll("script")).toHaveLength(0)
  })

  it("once the provider is ready the head script leaves the clicks to React", () => {
    const p = page()
    p.run(tmWith(ID, "advanced"))
    p.document.documentElement.setAttribute("data-consent-ready", "")
    button(p, "all").click()
    expect(p.stored()).toBeNull()
    expect(entries(p)).toEqual([DEFAULT_CMD, BLOCKLIST, GTM_EVENT])
    expect(attribute(p)).toBe("undecided")
  })

  it("clicks elsewhere (Details, links, the page) are ignored", () => {
    const p = page()
    p.run(tmWith(ID, "advanced"))
    p.document.querySelector<HTMLElement>("[aria-expanded]")!.click()
    p.document.body.click()
    expect(p.stored()).toBeNull()
    expect(entries(p)).toEqual([DEFAULT_CMD, BLOCKLIST, GTM_EVENT])
  })

  it("storage that throws: the choice still applies to this page and the reason is logged", () => {
    const p = page()
    p.run(tmWith(ID, "advanced"))
    p.window.Storage.prototype.setItem = () => {
      throw new p.window.DOMException("quota", "QuotaExceededError")
    }
    expect(() => button(p, "necessary").click()).not.toThrow()
    expect(entries(p).at(-1)).toEqual(update("denied"))
    expect(attribute(p)).toBe("decided")
    expect(p.warnings).toEqual(["[consent] could not store the choice; it holds for this page only (QuotaExceededError: quota)"])
  })
})
