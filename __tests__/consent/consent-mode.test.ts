/**
 * The Consent Mode helpers the consent provider calls after a choice, where the head script does not show them (the
 * stub, the update queued as Arguments and the loader started once from gtm.js's address: head-script.test.ts; page views on navigation and
 * the cookies deleted on a withdrawal in every engine: e2e/visitor-flows.spec.ts). The page lives on www.example.com so cookies on the parent domain can be tested.
 *
 * @jest-environment-options {"url": "https://www.example.com/seite/"}
 */
import { deleteAnalyticsCookies, pushConsentUpdate } from "../../src/consent/google-consent-mode"
import { gtmScriptUrl } from "../../content-model/settings"

const w = window as unknown as { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void }
let warn: jest.SpyInstance

beforeEach(() => {
  warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
})
afterEach(() => jest.restoreAllMocks())

test.each([null, "", "gtm-abc1234", "UA-12345-1", "GTM-ABC", "GTM-ABCDEFGHIJK", " GTM-ABC1234 ", 'GTM-A"></script>', "GTM-ABC1234&x=1"])(
  "gtmScriptUrl: no address for the invalid id %p",
  (id) => expect(gtmScriptUrl({ containerId: id, loadingMode: "advanced" })).toBeNull(),
)

test("pushConsentUpdate goes through an existing gtag and never throws", () => {
  w.gtag = jest.fn()
  pushConsentUpdate(true)
  expect(w.gtag).toHaveBeenCalledWith("consent", "update", { analytics_storage: "granted" })
  w.gtag = () => {
    throw new Error("broken")
  }
  expect(() => pushConsentUpdate(true)).not.toThrow()
  expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[consent\] .*broken/)
})

test("deleteAnalyticsCookies removes _ga and _ga_* on the host and the parent domain, keeping other cookies", () => {
  const cookies = [
    "_ga=1; Domain=.example.com",
    "_ga_XYZ987=1; Domain=example.com",
    "_ga_ABC123=1",
    "other=1",
    "_gax=keep",
    "session_ga=keep",
  ]
  for (const cookie of cookies) document.cookie = `${cookie}; Path=/`
  deleteAnalyticsCookies()
  expect(document.cookie.split("; ").sort()).toEqual(["_gax=keep", "other=1", "session_ga=keep"])
  expect(warn).not.toHaveBeenCalled()
})
