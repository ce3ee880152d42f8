/** The consent policy at module level: the head script and the provider both decide through it. */
import fc from "fast-check"
import {
  CONSENT_STORAGE_KEY,
  getStorage,
  parseConsent,
  readConsent,
  saveConsent,
  type ConsentRecord,
  type ConsentSettings,
} from "../../src/consent/consent-policy"

const DAY = 24 * 60 * 60 * 1000
const NOW = Date.UTC(2026, 5, 15, 12, 0, 0)
const iso = (ms: number): string => new Date(ms).toISOString()
const REV0: ConsentSettings = { revision: 0, lifetimeDays: 365 }
const REV1: ConsentSettings = { revision: 1, lifetimeDays: 365 }
/** The seed's older shape: no revision, no time. */
const SEED = '{"analytics":true,"necessary":true}'

let warn: jest.SpyInstance
beforeEach(() => {
  window.localStorage.clear()
  warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
})
afterEach(() => jest.restoreAllMocks())

/** Exactly one warning, a single `[consent] …` line of reasonable length. */
function expectOneConsentWarning(pattern: RegExp = /./): void {
  expect(warn).toHaveBeenCalledTimes(1)
  const message = String(warn.mock.calls[0]?.[0])
  expect(message).toMatch(/^\[consent\] [^\n]{1,400}$/)
  expect(message).toMatch(pattern)
}

const stored = (): unknown => JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? "null")
const storage = (): Storage => window.localStorage

describe("the state list", () => {
  test("nothing stored: undecided, nothing to report", () => {
    expect(parseConsent(null, REV0, NOW)).toEqual({ record: null, problem: null })
    expect(readConsent(storage(), REV0, NOW)).toBeNull()
    expect(warn).not.toHaveBeenCalled()
  })

  test.each([true, false])("a decision (analytics %s) is stored with the revision and time, and read back", (analytics) => {
    const expected: ConsentRecord = { analytics, necessary: true, revision: 1, updatedAt: iso(NOW) }
    expect(saveConsent(storage(), { analytics }, REV1, NOW)).toEqual(expected)
    expect(stored()).toEqual(expected)
    expect(readConsent(storage(), REV1, NOW + DAY)).toEqual(expected)
  })

  test("decided: a new decision rewrites the choice and its time, even with the same value", () => {
    saveConsent(storage(), { analytics: true }, REV0, NOW)
    expect(saveConsent(storage(), { analytics: true }, REV0, NOW + DAY)).toEqual(stored())
    expect(stored()).toMatchObject({ analytics: true, updatedAt: iso(NOW + DAY) })
    saveConsent(storage(), { analytics: false }, REV0, NOW + 2 * DAY)
    expect(readConsent(storage(), REV0, NOW + 2 * DAY)?.analytics).toBe(false)
  })

  test("the seed's shape counts as revision 0 without a time: valid, never expiring, until the revision is raised", () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, SEED)
    expect(readConsent(storage(), { revision: 0, lifetimeDays: 1 }, NOW + 10_000 * DAY)).toEqual({
      analytics: true,
      necessary: true,
      revision: 0,
      updatedAt: "1970-01-01T00:00:00.000Z",
    })
    expect(warn).not.toHaveBeenCalled()
    expect(readConsent(storage(), REV1, NOW)).toBeNull()
    expectOneConsentWarning(/no revision \(counts as 0\), revision 1 required/)
  })
})

const valid: ConsentRecord = { analytics: true, necessary: true, revision: 1, updatedAt: iso(NOW - DAY) }
const withField = (key: string, value: unknown): string => JSON.stringify({ ...valid, [key]: value })
const without = (key: string): string => JSON.stringify({ ...valid, [key]: undefined })

/** [name, stored string, problem]; settings REV1 at NOW. One case per problem, plus the date rules' edges. */
const malformed: Array<[string, string, RegExp]> = [
  ["truncated JSON", '{"analytics":true,', /^not valid JSON \(18 characters\)$/],
  ["JSON null", "null", /^not an object \(null\)$/],
  ["a number", "42", /^not an object \(42\)$/],
  ["a double-encoded record", JSON.stringify(JSON.stringify(valid)), /^not an object \(string\)$/],
  ["an array holding a record", JSON.stringify([valid]), /^not an object \(array\)$/],
  ["a wrapped record", JSON.stringify({ consent: valid }), /^necessary is not true$/],
  ["necessary as the string true", withField("necessary", "true"), /^necessary is not true$/],
  ["analytics missing", without("analytics"), /^analytics is not a boolean \(undefined\)$/],
  ["analytics as the string true", withField("analytics", "true"), /^analytics is not a boolean \(string\)$/],
  ["revision 1.5", withField("revision", 1.5), /^revision is not a non-negative integer \(1.5\)$/],
  ["revision -1", withField("revision", -1), /^revision is not a non-negative integer \(-1\)$/],
  ["revision missing, updatedAt present", without("revision"), /^revision is not a non-negative integer \(undefined\)$/],
  ["revision lower than configured", withField("revision", 0), /^revision 0 is older than the required revision 1$/],
  ["updatedAt missing, revision present", without("updatedAt"), /^updatedAt is not an ISO 8601 date-time with time zone$/],
  ["updatedAt as a timestamp", withField("updatedAt", NOW), /^updatedAt is not an ISO 8601/],
  ["updatedAt a date only", withField("updatedAt", "2026-06-14"), /^updatedAt is not an ISO 8601/],
  ["updatedAt without time zone", withField("updatedAt", "2026-06-14T12:00:00"), /^updatedAt is not an ISO 8601/],
  ["updatedAt on 30 February", withField("updatedAt", "2026-02-30T12:00:00.000Z"), /^updatedAt is not an ISO 8601/],
  ["updatedAt on 29 February of a common year", withField("updatedAt", "2026-02-29T12:00:00Z"), /^updatedAt is not an ISO 8601/],
  ["updatedAt at hour 24", withField("updatedAt", "2026-06-14T24:00:00Z"), /^updatedAt is not an ISO 8601/],
  ["updatedAt with offset +25:00", withField("updatedAt", "2026-06-14T12:00:00+25:00"), /^updatedAt is not an ISO 8601/],
  ["updatedAt with 6 fraction digits", withField("updatedAt", "2026-06-14T12:00:00.123456Z"), /^updatedAt is not an ISO 8601/],
  ["updatedAt two days in the future", withField("updatedAt", iso(NOW + 2 * DAY)), /^updatedAt is more than a day in the future$/],
  ["updatedAt 366 days ago", withField("updatedAt", iso(NOW - 366 * DAY)), /^updatedAt is older than 365 days$/],
]

/** `raw` stored: parsed as undecided with a problem, read as undecided, and the problem logged once. */
function expectUndecidedAndLogged(raw: string): void {
  warn.mockClear()
  const { record, problem } = parseConsent(raw, REV1, NOW)
  expect([record, typeof problem]).toEqual([null, "string"])
  window.localStorage.setItem(CONSENT_STORAGE_KEY, raw)
  expect(readConsent(storage(), REV1, NOW)).toBeNull()
  expectOneConsentWarning()
  expect(warn).toHaveBeenCalledWith(`[consent] stored choice ignored: ${problem}`)
}

test.each(malformed)("a stored %s is undecided and logged", (_name, raw, problem) => {
  expect(parseConsent(raw, REV1, NOW).problem).toMatch(problem)
  expectUndecidedAndLogged(raw)
})

test.each([
  ["a higher revision than configured", withField("revision", 5), NOW],
  ["exactly the lifetime old", withField("updatedAt", iso(NOW - 365 * DAY)), NOW],
  ["23 hours in the future (clock skew)", withField("updatedAt", iso(NOW + 23 * 3600_000)), NOW],
  ["updatedAt without seconds", withField("updatedAt", "2026-06-14T12:00Z"), NOW],
  ["updatedAt with an offset", withField("updatedAt", "2026-06-14T14:00:00.5+02:00"), NOW],
  ["updatedAt on 29 February of a leap year", withField("updatedAt", "2028-02-29T08:00:00.000Z"), Date.UTC(2028, 2, 1)],
  ["unknown fields a later version may add", JSON.stringify({ ...valid, consentId: "abc" }), NOW],
])("a stored record with %s is valid, read with only the known fields", (_name, raw, now) => {
  const { analytics, necessary, revision, updatedAt } = JSON.parse(raw) as ConsentRecord
  expect(parseConsent(raw, REV1, now)).toEqual({ record: { analytics, necessary, revision, updatedAt }, problem: null })
})

test("any string, and any JSON value (none is a record with a time within the lifetime), is undecided and logged, never an exception", () => {
  fc.assert(fc.property(fc.string({ unit: "binary", maxLength: 200 }), expectUndecidedAndLogged), { numRuns: 300 })
  fc.assert(
    fc.property(fc.jsonValue(), (value) => expectUndecidedAndLogged(JSON.stringify(value))),
    { numRuns: 300 },
  )
})

describe("storage that fails never breaks the page", () => {
  const throwing = (error: DOMException) => () => {
    throw error
  }
  const storageOf = (getItem: () => string | null, setItem: () => void) => ({ getItem, setItem }) as unknown as Storage

  test("a blocked window.localStorage (SecurityError): no storage, undecided, a decision still holds for this page", () => {
    jest.spyOn(window, "localStorage", "get").mockImplementation(throwing(new DOMException("The operation is insecure.", "SecurityError")))
    expect(getStorage()).toBeNull()
    expectOneConsentWarning(/localStorage is not available; the choice holds for this page only \(SecurityError/)
    expect(readConsent(null, REV0, NOW)).toBeNull()
    expect(saveConsent(null, { analytics: true }, REV0, NOW)).toMatchObject({ analytics: true })
  })

  test("getItem throwing: undecided and logged", () => {
    const security = new DOMException("insecure", "SecurityError")
    expect(readConsent(storageOf(throwing(security), throwing(security)), REV0, NOW)).toBeNull()
    expectOneConsentWarning(/could not read the stored choice; treated as undecided \(SecurityError/)
  })

  test("setItem throwing (QuotaExceededError): a decision holds for this page, logged", () => {
    const full = storageOf(() => null, throwing(new DOMException("quota", "QuotaExceededError")))
    expect(saveConsent(full, { analytics: true }, REV0, NOW)).toMatchObject({ analytics: true })
    expectOneConsentWarning(/could not store the choice; it holds for this page only \(QuotaExceededError: quota\)$/)
  })
})
