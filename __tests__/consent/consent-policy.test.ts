/**
 * The consent policy at module level: the head script and the provider both decide through it. Nothing stored, a stored
 * choice read back, an older revision and an expired choice, with the revision and lifetime a build sets, and a choice
 * stored over another: __tests__/consent/head-script.test.ts; a stored choice kept across pages: e2e/visitor-flows.spec.ts.
 */
import fc from "fast-check"
import { CONSENT_STORAGE_KEY, parseConsent, readConsent, saveConsent, type ConsentRecord } from "../../src/consent/consent-policy"

const DAY = 24 * 60 * 60 * 1000
const NOW = Date.UTC(2026, 5, 15, 12, 0, 0)
const iso = (ms: number): string => new Date(ms).toISOString()
const REV1 = { revision: 1, lifetimeDays: 365 }

let warn: jest.SpyInstance
beforeEach(() => {
  window.localStorage.clear()
  warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
})
afterEach(() => jest.restoreAllMocks())

/** Exactly one warning, a single `[consent] …` line of reasonable length naming `cause`. */
function expectOneConsentWarning(cause: string): void {
  expect(warn).toHaveBeenCalledTimes(1)
  expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[consent\] [^\n]{1,400}$/)
  expect(String(warn.mock.calls[0]?.[0])).toContain(cause)
}

const valid: ConsentRecord = { analytics: true, necessary: true, revision: 1, updatedAt: iso(NOW - DAY) }
const withField = (key: string, value: unknown): string => JSON.stringify({ ...valid, [key]: value })

/** `raw` stored: no choice, read as undecided, and the problem logged once. */
function expectUndecidedAndLogged(raw: string): void {
  warn.mockClear()
  const problem = parseConsent(raw, REV1, NOW)
  expect(typeof problem).toBe("string")
  window.localStorage.setItem(CONSENT_STORAGE_KEY, raw)
  expect(readConsent(REV1, NOW)).toBeNull()
  expectOneConsentWarning(problem as string)
}

// One per refusal of parseConsent; the problem it names is logged.
test.each([
  ["truncated JSON", '{"analytics":true,'],
  ["an array holding a record", JSON.stringify([valid])],
  ["analytics as the string true", withField("analytics", "true")],
  ["the seed's shape, without revision and time", '{"analytics":true,"necessary":true}'],
  ["updatedAt without time zone", withField("updatedAt", "2026-06-14T12:00:00")],
  ["updatedAt two days in the future", withField("updatedAt", iso(NOW + 2 * DAY))],
])("a stored %s is undecided and logged", (_name, raw) => expectUndecidedAndLogged(raw))

test.each([
  ["a higher revision than configured", withField("revision", 5)],
  ["exactly the lifetime old", withField("updatedAt", iso(NOW - 365 * DAY))],
  ["23 hours in the future (clock skew)", withField("updatedAt", iso(NOW + 23 * 3600_000))],
  ["updatedAt with an offset", withField("updatedAt", "2026-06-14T14:00:00.5+02:00")],
  ["unknown fields a later version may add", JSON.stringify({ ...valid, consentId: "abc" })],
])("a stored record with %s is valid, read with only the known fields", (_name, raw) => {
  const { analytics, necessary, revision, updatedAt } = JSON.parse(raw) as ConsentRecord
  expect(parseConsent(raw, REV1, NOW)).toEqual({ analytics, necessary, revision, updatedAt })
})

test("any string, and any JSON value (none is a record with a time within the lifetime), is undecided and logged, never an exception", () => {
  fc.assert(fc.property(fc.string({ unit: "binary", maxLength: 200 }), expectUndecidedAndLogged), { numRuns: 300 })
  fc.assert(
    fc.property(fc.jsonValue(), (value) => expectUndecidedAndLogged(JSON.stringify(value))),
    { numRuns: 300 },
  )
})

// Each leaves the page going: undecided, a decision held for this page, the failure logged (one line each, as above).
test.each([
  ["a blocked window.localStorage", "SecurityError", () => jest.spyOn(window, "localStorage", "get")],
  ["getItem throwing", "SecurityError", () => jest.spyOn(Storage.prototype, "getItem")],
  ["setItem throwing (a full quota)", "QuotaExceededError", () => jest.spyOn(Storage.prototype, "setItem")],
] as const)("storage that fails never breaks the page: %s (%s)", (_name, error, spy) => {
  spy().mockImplementation(() => {
    throw new DOMException("refused", error)
  })
  expect(readConsent(REV1, NOW)).toBeNull()
  expect(() => saveConsent(true, REV1, NOW)).not.toThrow()
  expect(warn.mock.calls.map(([message]) => String(message))).toEqual(expect.arrayContaining([expect.stringContaining(error)]))
  for (const [message] of warn.mock.calls) expect(String(message)).toMatch(/^\[consent\] [^\n]{1,400}$/)
})
