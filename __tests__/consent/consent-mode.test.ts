/**
 * The Consent Mode and tag-manager helpers the consent provider calls after
 * a choice (the head script's use of them is tested in head-script.test.ts):
 * the gtm.js address, the update push, the loader, page views, cookie
 * deletion. The page lives on www.example.com so cookies on the parent domain
 * can be tested.
 *
 * @jest-environment-options {"url": "https://www.example.com/seite/"}
 */
import { deleteAnalyticsCookies, pushConsentUpdate, pushPageView } from "../../src/consent/google-consent-mode"
import {
  GTM_LOADER_ID,
  gtmScriptUrl,
  isValidContainerId,
  loadTagManager,
  type LoadingMode,
  type TagManagerSettings,
} from "../../src/consent/tag-manager"

const ID = "GTM-ABC1234"
const URL_FOR_ID = `https://www.googletagmanager.com/gtm.js?id=${ID}`

interface TestWindow {
  dataLayer?: unknown[]
  gtag?: (...args: unknown[]) => void
}
const w = window as unknown as TestWindow

let warn: jest.SpyInstance

beforeEach(() => {
  delete w.dataLayer
  delete w.gtag
  document.querySelectorAll("script").forEach((el) => el.remove())
  warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
})
afterEach(() => {
  jest.restoreAllMocks()
})

const isArguments = (v: unknown): boolean => Object.prototype.toString.call(v) === "[object Arguments]"

/** dataLayer with gtag commands as ["gtag", ...args]; fails if a command is a plain array. */
function entries(): unknown[] {
  const dl = w.dataLayer ?? []
  for (const e of dl) expect(Array.isArray(e)).toBe(false)
  return dl.map((e) => (isArguments(e) ? ["gtag", ...Array.from(e as ArrayLike<unknown>)] : e))
}

const update = (value: "granted" | "denied"): unknown[] => ["gtag", "consent", "update", { analytics_storage: value }]
const BLOCKLIST = { "gtm.blocklist": ["customScripts", "html", "jsm"] }
const GTM_EVENT = { "gtm.start": expect.any(Number), event: "gtm.js" }

function loaders(): HTMLScriptElement[] {
  return Array.from(document.querySelectorAll<HTMLScriptElement>(`script#${GTM_LOADER_ID}`))
}

const tmWith = (containerId: string | null, loadingMode: LoadingMode = "advanced"): TagManagerSettings => ({
  containerId,
  loadingMode,
})

describe("gtmScriptUrl", () => {
  it("builds the gtm.js address for a valid id", () => {
    expect(gtmScriptUrl(tmWith(ID))).toBe(URL_FOR_ID)
    expect(gtmScriptUrl(tmWith("GTM-ABCD"))).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-ABCD")
  })

  it("adds the environment parameters only when auth and preview are both set", () => {
    expect(gtmScriptUrl({ ...tmWith(ID), gtmAuth: "a b&c", gtmPreview: "env-5" })).toBe(
      `${URL_FOR_ID}&gtm_auth=a%20b%26c&gtm_preview=env-5&gtm_cookies_win=x`,
    )
    expect(gtmScriptUrl({ ...tmWith(ID), gtmAuth: "abc" })).toBe(URL_FOR_ID)
    expect(gtmScriptUrl({ ...tmWith(ID), gtmPreview: "env-5" })).toBe(URL_FOR_ID)
  })

  it.each([
    ["null", null],
    ["empty", ""],
    ["lower case", "gtm-abc1234"],
    ["a GA property", "UA-12345-1"],
    ["too short", "GTM-ABC"],
    ["too long", "GTM-ABCDEFGHIJK"],
    ["with spaces", " GTM-ABC1234 "],
    ["with markup", 'GTM-ABC1"></script><script>alert(1)</script>'],
    ["with a query", "GTM-ABC1234&x=1"],
  ])("returns null for an invalid id: %s", (_name, id) => {
    expect(isValidContainerId(id)).toBe(false)
    expect(gtmScriptUrl(tmWith(id))).toBeNull()
  })
})

describe("pushConsentUpdate", () => {
  it("defines the stub when missing and pushes an Arguments update", () => {
    pushConsentUpdate(true)
    expect(entries()).toEqual([update("granted")])
    expect(isArguments(w.dataLayer?.[0])).toBe(true)
    pushConsentUpdate(false)
    expect(entries()).toEqual([update("granted"), update("denied")])
  })

  it("goes through an existing gtag", () => {
    const gtag = jest.fn()
    w.gtag = gtag
    pushConsentUpdate(true)
    expect(gtag).toHaveBeenCalledWith("consent", "update", { analytics_storage: "granted" })
  })

  it("never throws", () => {
    w.gtag = () => {
      throw new Error("broken")
    }
    expect(() => pushConsentUpdate(true)).not.toThrow()
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[consent\] could not send the consent update \(Error: broken\)/)
  })
})

describe("loadTagManager", () => {
  it("queues the blocklist and the gtm.js event and inserts the loader, once", () => {
    expect(loadTagManager(gtmScriptUrl(tmWith(ID, "basic")))).toBe(true)
    expect(loadTagManager(gtmScriptUrl(tmWith(ID, "basic")))).toBe(false)
    expect(loaders()).toHaveLength(1)
    expect(loaders()[0]?.src).toBe(URL_FOR_ID)
    expect(loaders()[0]?.async).toBe(true)
    expect(entries()).toEqual([BLOCKLIST, GTM_EVENT])
  })

  it("does nothing without an address", () => {
    expect(loadTagManager(gtmScriptUrl(tmWith(null)))).toBe(false)
    expect(loadTagManager(gtmScriptUrl(tmWith("GTM-bad")))).toBe(false)
    expect(loaders()).toHaveLength(0)
    expect(w.dataLayer ?? []).toHaveLength(0)
  })

  it("does nothing when the tag manager was started already (its script is there or its event queued)", () => {
    const existing = document.createElement("script")
    existing.id = GTM_LOADER_ID
    document.head.appendChild(existing)
    expect(loadTagManager(URL_FOR_ID)).toBe(false)
    existing.remove()
    w.dataLayer = [{ "gtm.start": 1, event: "gtm.js" }]
    expect(loadTagManager(URL_FOR_ID)).toBe(false)
    expect(loaders()).toHaveLength(0)
  })
})

describe("pushPageView", () => {
  it("pushes a page_view event", () => {
    pushPageView("/kontakt/")
    expect(entries()).toEqual([{ event: "page_view", page_path: "/kontakt/" }])
  })
})

describe("deleteAnalyticsCookies", () => {
  it("removes _ga and _ga_* on the host and the parent domain, keeping other cookies", () => {
    const cookies = [
      "_ga=GA1.1.123.456; Domain=.example.com",
      "_ga_XYZ987=GS1.1.789; Domain=example.com",
      "_ga_ABC123=GS1.1.789",
      "other=1",
      "_gax=keep",
      "session_ga=keep",
      "keep=1; Domain=.example.com",
    ]
    for (const c of cookies) document.cookie = `${c}; Path=/`
    expect(document.cookie.split("; ")).toHaveLength(cookies.length)
    try {
      expect(deleteAnalyticsCookies().sort()).toEqual(["_ga", "_ga_ABC123", "_ga_XYZ987"])
      expect(document.cookie.split("; ").sort()).toEqual(["_gax=keep", "keep=1", "other=1", "session_ga=keep"])
      expect(deleteAnalyticsCookies(document, "www.example.com")).toEqual([])
      expect(warn).not.toHaveBeenCalled()
    } finally {
      for (const c of cookies) {
        const [pair, domain] = c.split("; ")
        document.cookie = `${pair?.split("=")[0]}=; Max-Age=0; Path=/${domain ? `; ${domain}` : ""}`
      }
      expect(document.cookie).toBe("")
    }
  })

  /** A cookie jar that records what was written. */
  function recordingDoc(initial: string[]): { doc: { cookie: string }; writes: string[] } {
    const jar = new Set(initial)
    const writes: string[] = []
    const doc = {
      get cookie(): string {
        return Array.from(jar, (name) => `${name}=1`).join("; ")
      },
      set cookie(value: string) {
        writes.push(value)
        jar.delete(value.split("=")[0] ?? "")
      },
    }
    return { doc, writes }
  }
  const domainsOf = (writes: string[]): Array<string | null> => writes.map((v) => /; Domain=([^;]+)/.exec(v)?.[1] ?? null)

  it("tries the host and each parent domain, never the top-level label", () => {
    // A jar that ignores deletions records every attempt, and shows the warning for cookies that stay.
    const writes: string[] = []
    const stubborn = {
      get cookie(): string {
        return "_ga=1; x=2"
      },
      set cookie(value: string) {
        writes.push(value)
      },
    }
    expect(deleteAnalyticsCookies(stubborn, "www.shop.example.com.")).toEqual([])
    expect(domainsOf(writes)).toEqual([
      null,
      "www.shop.example.com",
      ".www.shop.example.com",
      "shop.example.com",
      ".shop.example.com",
      "example.com",
      ".example.com",
    ])
    for (const v of writes) {
      expect(v).toMatch(/^_ga=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=\//)
      expect(v).not.toMatch(/Domain=\.?com(;|$)/)
    }
    expect(String(warn.mock.calls[0]?.[0])).toBe("[consent] could not delete cookies: _ga")
  })

  it.each([["localhost"], ["127.0.0.1"], ["[::1]"], [""]])("uses no Domain attribute for %p", (host) => {
    const { doc, writes } = recordingDoc(["_ga_A1", "other"])
    expect(deleteAnalyticsCookies(doc, host)).toEqual(["_ga_A1"])
    expect(domainsOf(writes)).toEqual([null])
  })

  it("never throws", () => {
    const broken = {
      get cookie(): string {
        throw new DOMException("insecure", "SecurityError")
      },
      set cookie(_v: string) {},
    }
    expect(deleteAnalyticsCookies(broken, "example.com")).toEqual([])
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[consent\] could not delete the analytics cookies \(SecurityError/)
  })
})
