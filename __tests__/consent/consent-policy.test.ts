/**
 * The consent policy at module level (the head script and the provider both
 * decide through it): the state list, malformed stored values (table +
 * fast-check), revision and lifetime, failing storage.
 */
import fc from "fast-check"
import {
  CONSENT_STORAGE_KEY,
  assertConsentSettings,
  createConsentRecord,
  getStorage,
  parseConsent,
  readConsent,
  saveConsent,
  updateConsent,
  type ConsentRecord,
  type ConsentSettings,
} from "../../src/consent/consent-policy"

const DAY = 24 * 60 * 60 * 1000
const NOW = Date.UTC(2026, 5, 15, 12, 0, 0)
const iso = (ms: number): string => new Date(ms).toISOString()
/** What a seed-shaped record (no time) reports as its `updatedAt`: unknown, never "now". */
const EPOCH = "1970-01-01T00:00:00.000Z"
const REV0: ConsentSettings = { revision: 0, lifetimeDays: 365 }
const REV1: ConsentSettings = { revision: 1, lifetimeDays: 365 }
const REV2: ConsentSettings = { revision: 2, lifetimeDays: 365 }

let warn: jest.SpyInstance

beforeEach(() => {
  window.localStorage.clear()
  warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
})
afterEach(() => {
  jest.restoreAllMocks()
})

/** Every warning is one `[consent] …` line of reasonable length. */
function expectOneConsentWarning(pattern?: RegExp): void {
  expect(warn).toHaveBeenCalledTimes(1)
  const message = String(warn.mock.calls[0]?.[0])
  expect(message.startsWith("[consent] ")).toBe(true)
  expect(message).not.toContain("\n")
  expect(message.length).toBeLessThan(400)
  if (pattern) expect(message).toMatch(pattern)
}

function stored(): unknown {
  const raw = window.localStorage.getItem(CONSENT_STORAGE_KEY)
  return raw === null ? null : JSON.parse(raw)
}

describe("the state list", () => {
  const storage = (): Storage => window.localStorage

  it("nothing stored: undecided, and nothing to report", () => {
    expect(parseConsent(null, REV0, NOW)).toEqual({ record: null, problem: null })
    expect(readConsent(storage(), REV0, NOW)).toBeNull()
    expect(warn).not.toHaveBeenCalled()
  })

  it("undecided → accepted (Alle akzeptieren): analytics true is stored", () => {
    const record = saveConsent(storage(), { analytics: true }, REV1, NOW)
    const expected: ConsentRecord = { analytics: true, necessary: true, revision: 1, updatedAt: iso(NOW) }
    expect(record).toEqual(expected)
    expect(stored()).toEqual(expected)
    expect(readConsent(storage(), REV1, NOW + 1000)).toEqual(expected)
    expect(warn).not.toHaveBeenCalled()
  })

  it("undecided → necessary only (Nur notwendige / close icon): analytics false is stored", () => {
    const record = saveConsent(storage(), { analytics: false }, REV0, NOW)
    expect(record).toEqual({ analytics: false, necessary: true, revision: 0, updatedAt: iso(NOW) })
    expect(readConsent(storage(), REV0, NOW)).toEqual(record)
  })

  it("decided → an update changes the stored choice and returns the new record", () => {
    saveConsent(storage(), { analytics: false }, REV0, NOW)
    const updated = { analytics: true, necessary: true, revision: 0, updatedAt: iso(NOW + DAY) }
    expect(updateConsent(storage(), { analytics: true }, REV0, NOW + DAY)).toEqual(updated)
    expect(stored()).toEqual(updated)
    expect(updateConsent(storage(), { analytics: false }, REV0, NOW + 2 * DAY)?.analytics).toBe(false)
    expect(readConsent(storage(), REV0, NOW + 2 * DAY)?.analytics).toBe(false)
  })

  it("an update with the same value still counts and refreshes the time", () => {
    saveConsent(storage(), { analytics: true }, REV0, NOW)
    expect(updateConsent(storage(), { analytics: true }, REV0, NOW + DAY)).not.toBeNull()
    expect(stored()).toMatchObject({ analytics: true, updatedAt: iso(NOW + DAY) })
  })

  it("undecided → an update changes nothing and returns null", () => {
    expect(updateConsent(storage(), { analytics: true }, REV0, NOW)).toBeNull()
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull()
    expect(warn).not.toHaveBeenCalled()
  })

  it("stored garbage → undecided and logged; an update is refused, a decision replaces it", () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, "{garbage")
    expect(readConsent(storage(), REV0, NOW)).toBeNull()
    expectOneConsentWarning(/^\[consent\] stored choice ignored: not valid JSON \(8 characters\)$/)
    expect(updateConsent(storage(), { analytics: true }, REV0, NOW)).toBeNull()
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("{garbage")
    saveConsent(storage(), { analytics: true }, REV0, NOW)
    expect(readConsent(storage(), REV0, NOW)?.analytics).toBe(true)
  })

  it("reopened settings: deciding again over a valid choice replaces it", () => {
    saveConsent(storage(), { analytics: true }, REV0, NOW)
    saveConsent(storage(), { analytics: false }, REV0, NOW + 5)
    expect(readConsent(storage(), REV0, NOW + 5)).toEqual({
      analytics: false,
      necessary: true,
      revision: 0,
      updatedAt: iso(NOW + 5),
    })
  })

  it("coerces a non-boolean choice from untyped callers to a refusal", () => {
    const choice = { analytics: "yes" } as unknown as { analytics: boolean }
    expect(createConsentRecord(choice, REV0, NOW).analytics).toBe(false)
  })
})

const valid: ConsentRecord = { analytics: true, necessary: true, revision: 1, updatedAt: iso(NOW - DAY) }
const withField = (key: string, value: unknown): string => JSON.stringify({ ...valid, [key]: value })
const without = (key: string): string => {
  const copy: Record<string, unknown> = { ...valid }
  delete copy[key]
  return JSON.stringify(copy)
}

/** [name, stored string, problem pattern]; settings REV1 at NOW unless the case says otherwise. */
const malformed: Array<[string, string, RegExp]> = [
  ["empty string", "", /not valid JSON/],
  ["truncated JSON", '{"analytics":true,', /not valid JSON/],
  ["the text undefined", "undefined", /not valid JSON/],
  ["single-quoted JSON", "{'analytics':true,'necessary':true}", /not valid JSON/],
  ["JSON with trailing text", `${JSON.stringify(valid)}x`, /not valid JSON/],
  ["JSON null", "null", /^not an object \(null\)$/],
  ["a number", "42", /^not an object \(42\)$/],
  ["a JSON string", '"accepted"', /^not an object \(string\)$/],
  ["a double-encoded record", JSON.stringify(JSON.stringify(valid)), /^not an object \(string\)$/],
  ["a boolean", "true", /^not an object \(boolean\)$/],
  ["an empty array", "[]", /^not an object \(array\)$/],
  ["an array holding a record", JSON.stringify([valid]), /^not an object \(array\)$/],
  ["an empty object", "{}", /^necessary is not true$/],
  ["a wrapped record", JSON.stringify({ consent: valid }), /^necessary is not true$/],
  ["necessary false", withField("necessary", false), /^necessary is not true$/],
  ["necessary as the string true", withField("necessary", "true"), /^necessary is not true$/],
  ["necessary 1", withField("necessary", 1), /^necessary is not true$/],
  ["necessary missing", without("necessary"), /^necessary is not true$/],
  ["analytics missing", without("analytics"), /^analytics is not a boolean \(undefined\)$/],
  ["analytics as the string true", withField("analytics", "true"), /^analytics is not a boolean \(string\)$/],
  ["analytics 1", withField("analytics", 1), /^analytics is not a boolean \(1\)$/],
  ["analytics null", withField("analytics", null), /^analytics is not a boolean \(null\)$/],
  ["analytics an object", withField("analytics", { granted: true }), /^analytics is not a boolean \(object\)$/],
  ["revision as a string", withField("revision", "1"), /^revision is not a non-negative integer \(string\)$/],
  ["revision 1.5", withField("revision", 1.5), /^revision is not a non-negative integer \(1.5\)$/],
  ["revision -1", withField("revision", -1), /^revision is not a non-negative integer \(-1\)$/],
  ["revision null", withField("revision", null), /^revision is not a non-negative integer \(null\)$/],
  [
    "revision Infinity (1e400)",
    JSON.stringify(valid).replace('"revision":1', '"revision":1e400'),
    /^revision is not a non-negative integer \(Infinity\)$/,
  ],
  ["revision missing, updatedAt present", without("revision"), /^revision is not a non-negative integer \(undefined\)$/],
  ["updatedAt missing, revision present", without("updatedAt"), /^updatedAt is not an ISO 8601 date-time with time zone$/],
  ["revision lower than configured", withField("revision", 0), /revision 0 is older than the required revision 1/],
  ["updatedAt as a timestamp", withField("updatedAt", NOW), /^updatedAt is not an ISO 8601/],
  ["updatedAt empty", withField("updatedAt", ""), /not an ISO 8601 date-time/],
  ["updatedAt in words", withField("updatedAt", "yesterday"), /not an ISO 8601 date-time/],
  ["updatedAt a date only", withField("updatedAt", "2026-06-14"), /not an ISO 8601 date-time/],
  ["updatedAt without time zone", withField("updatedAt", "2026-06-14T12:00:00"), /not an ISO 8601 date-time/],
  ["updatedAt in Date#toString form", withField("updatedAt", new Date(NOW).toString()), /not an ISO 8601/],
  ["updatedAt on 30 February", withField("updatedAt", "2026-02-30T12:00:00.000Z"), /not an ISO 8601/],
  ["updatedAt on 29 February of a common year", withField("updatedAt", "2026-02-29T12:00:00Z"), /not an ISO 8601/],
  ["updatedAt on 31 June", withField("updatedAt", "2026-06-31T12:00:00Z"), /not an ISO 8601/],
  ["updatedAt on day 00", withField("updatedAt", "2026-06-00T12:00:00Z"), /not an ISO 8601/],
  ["updatedAt at minute 60", withField("updatedAt", "2026-06-14T12:60:00Z"), /not an ISO 8601/],
  ["updatedAt at second 60", withField("updatedAt", "2026-06-14T12:00:60Z"), /not an ISO 8601/],
  ["updatedAt in month 13", withField("updatedAt", "2026-13-01T12:00:00Z"), /not an ISO 8601/],
  ["updatedAt at hour 24", withField("updatedAt", "2026-06-14T24:00:00Z"), /not an ISO 8601/],
  ["updatedAt with offset +25:00", withField("updatedAt", "2026-06-14T12:00:00+25:00"), /not an ISO 8601/],
  ["updatedAt with 6 fraction digits", withField("updatedAt", "2026-06-14T12:00:00.123456Z"), /not an ISO 8601/],
  ["updatedAt two days in the future", withField("updatedAt", iso(NOW + 2 * DAY)), /more than a day in the future/],
  ["updatedAt 366 days ago", withField("updatedAt", iso(NOW - 366 * DAY)), /updatedAt is older than 365 days/],
  ["seed shape at revision 1", '{"analytics":true,"necessary":true}', /^no revision \(counts as 0\), revision 1 required$/],
  ["a 100 000-character string", "x".repeat(100_000), /not valid JSON \(100000 characters\)/],
]

describe("malformed stored values → undecided, logged", () => {
  it("has at least 25 distinct named cases", () => {
    expect(new Set(malformed.map(([name]) => name)).size).toBe(malformed.length)
    expect(new Set(malformed.map(([, raw]) => raw)).size).toBe(malformed.length)
    expect(malformed.length).toBeGreaterThanOrEqual(25)
  })

  it.each(malformed)("%s", (_name, raw, problem) => {
    const result = parseConsent(raw, REV1, NOW)
    expect(result.record).toBeNull()
    expect(result.problem).toMatch(problem)
    window.localStorage.setItem(CONSENT_STORAGE_KEY, raw)
    expect(readConsent(window.localStorage, REV1, NOW)).toBeNull()
    expectOneConsentWarning()
    expect(warn).toHaveBeenCalledWith(`[consent] stored choice ignored: ${result.problem}`)
    expect(updateConsent(window.localStorage, { analytics: true }, REV1, NOW)).toBeNull()
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe(raw)
  })

  it("rejects a non-string from untyped callers instead of throwing", () => {
    const raw = 42 as unknown as string
    expect(parseConsent(raw, REV0, NOW)).toEqual({ record: null, problem: "stored value is not a string (42)" })
  })
})

describe("valid stored values", () => {
  const cases: Array<[string, string, ConsentSettings, Partial<ConsentRecord>]> = [
    ["a record written by saveConsent", JSON.stringify(valid), REV1, valid],
    ["a higher revision than configured", withField("revision", 5), REV1, { revision: 5 }],
    ["exactly the lifetime old", withField("updatedAt", iso(NOW - 365 * DAY)), REV1, { updatedAt: iso(NOW - 365 * DAY) }],
    ["23 hours in the future (clock skew)", withField("updatedAt", iso(NOW + 23 * 3600_000)), REV1, {}],
    ["updatedAt without milliseconds", withField("updatedAt", "2026-06-14T12:00:00Z"), REV1, {}],
    ["updatedAt without seconds", withField("updatedAt", "2026-06-14T12:00Z"), REV1, {}],
    ["updatedAt with an offset", withField("updatedAt", "2026-06-14T14:00:00.5+02:00"), REV1, {}],
    [
      "the seed's shape at revision 0",
      '{"analytics":false,"necessary":true}',
      REV0,
      {
        analytics: false,
        revision: 0,
        updatedAt: EPOCH,
      },
    ],
  ]

  it.each(cases)("%s", (_name, raw, settings, expected) => {
    const { record, problem } = parseConsent(raw, settings, NOW)
    expect(problem).toBeNull()
    expect(record).toMatchObject({ necessary: true, ...expected })
    window.localStorage.setItem(CONSENT_STORAGE_KEY, raw)
    expect(readConsent(window.localStorage, settings, NOW)).toEqual(record)
    expect(warn).not.toHaveBeenCalled()
  })

  it("accepts 29 February in a leap year", () => {
    const leapNow = Date.UTC(2028, 2, 1)
    const raw = JSON.stringify({ ...valid, updatedAt: "2028-02-29T08:00:00.000Z" })
    expect(parseConsent(raw, REV1, leapNow).record).not.toBeNull()
  })

  it("keeps only the known fields when a later version added some", () => {
    const raw = JSON.stringify({ ...valid, consentId: "abc", categories: { x: 1 } })
    expect(parseConsent(raw, REV1, NOW).record).toEqual(valid)
  })

  it("never expires a seed-shaped record at revision 0 (it carries no time)", () => {
    const raw = '{"analytics":true,"necessary":true}'
    expect(parseConsent(raw, { revision: 0, lifetimeDays: 1 }, NOW + 10_000 * DAY).record?.analytics).toBe(true)
  })
})

describe("revision bump and expiry", () => {
  it("a record of revision 1 is undecided under revision 2, naming the revision", () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(valid))
    expect(readConsent(window.localStorage, REV1, NOW)).not.toBeNull()
    expect(readConsent(window.localStorage, REV2, NOW)).toBeNull()
    expectOneConsentWarning(/revision 1 is older than the required revision 2/)
    expect(updateConsent(window.localStorage, { analytics: false }, REV2, NOW)).toBeNull()
  })

  it("a choice 366 days old is undecided with a lifetime of 365 days", () => {
    saveConsent(window.localStorage, { analytics: true }, REV0, NOW - 366 * DAY)
    expect(readConsent(window.localStorage, REV0, NOW)).toBeNull()
    expectOneConsentWarning(/updatedAt is older than 365 days/)
    expect(readConsent(window.localStorage, { revision: 0, lifetimeDays: 400 }, NOW)).not.toBeNull()
  })

  it("the seed's shape is valid at revision 0 and invalid at revision 1", () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{"analytics":true,"necessary":true}')
    expect(readConsent(window.localStorage, REV0, NOW)).toEqual({
      analytics: true,
      necessary: true,
      revision: 0,
      updatedAt: EPOCH,
    })
    expect(warn).not.toHaveBeenCalled()
    expect(readConsent(window.localStorage, REV1, NOW)).toBeNull()
    expectOneConsentWarning(/no revision \(counts as 0\), revision 1 required/)
  })

  it("an update over a seed-shaped choice writes a full record", () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{"analytics":true,"necessary":true}')
    expect(updateConsent(window.localStorage, { analytics: false }, REV0, NOW)).not.toBeNull()
    expect(stored()).toEqual({ analytics: false, necessary: true, revision: 0, updatedAt: iso(NOW) })
  })
})

/** Independent statement of validity for generated records (fields drawn from known-good or known-bad pools). */
const GOOD_TIMES = [iso(NOW), iso(NOW - 100 * DAY), "2026-06-14T12:00:00Z", "2026-06-15T13:00:00+01:00"]
function oracle(v: unknown): boolean {
  if (v === null || typeof v !== "object" || Array.isArray(v)) return false
  const o = v as Record<string, unknown>
  if (o.necessary !== true || typeof o.analytics !== "boolean") return false
  if (!("revision" in o) && !("updatedAt" in o)) return REV1.revision === 0
  return (
    typeof o.revision === "number" &&
    Number.isInteger(o.revision) &&
    o.revision >= REV1.revision &&
    typeof o.updatedAt === "string" &&
    GOOD_TIMES.includes(o.updatedAt)
  )
}

describe("properties (fast-check)", () => {
  const expectUndecidedAndLogged = (raw: string): void => {
    warn.mockClear()
    const result = parseConsent(raw, REV1, NOW)
    expect(result.record).toBeNull()
    expect(typeof result.problem).toBe("string")
    window.localStorage.setItem(CONSENT_STORAGE_KEY, raw)
    expect(readConsent(window.localStorage, REV1, NOW)).toBeNull()
    expectOneConsentWarning()
  }

  it("arbitrary JSON values that are not valid records → undecided, logged, no throw", () => {
    fc.assert(
      fc.property(
        fc.jsonValue().filter((v) => !oracle(v)),
        (v) => expectUndecidedAndLogged(JSON.stringify(v)),
      ),
      { numRuns: 300 },
    )
  })

  it("arbitrary strings → undecided, logged, no throw", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), (raw) => expectUndecidedAndLogged(raw)),
      { numRuns: 300 },
    )
  })

  it("near-miss records are valid exactly when every field is", () => {
    const junk = fc.oneof(fc.jsonValue(), fc.constant("true"), fc.constant(1), fc.constant(null))
    const record = fc.record(
      {
        analytics: fc.oneof(fc.boolean(), junk),
        necessary: fc.oneof(fc.constant(true), junk),
        revision: fc.oneof(fc.integer({ min: -2, max: 4 }), fc.double(), junk),
        updatedAt: fc.oneof(
          fc.constantFrom(...GOOD_TIMES),
          fc.constantFrom(iso(NOW - 400 * DAY), iso(NOW + 3 * DAY), "2026-02-30T00:00:00Z"),
          junk.filter((v) => typeof v !== "string" || !/^\d{4}-/.test(v)),
        ),
        extra: junk,
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(record, (v) => {
        const raw = JSON.stringify(v)
        const result = parseConsent(raw, REV1, NOW)
        if (oracle(v)) {
          expect(result.problem).toBeNull()
          expect(result.record).not.toBeNull()
        } else {
          expectUndecidedAndLogged(raw)
        }
      }),
      { numRuns: 500 },
    )
  })

  it("what saveConsent writes is read back within the lifetime", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 1, max: 365 }),
        fc.integer({ min: 0, max: 365 * DAY }),
        (analytics, revision, lifetimeDays, age) => {
          const settings = { revision, lifetimeDays }
          const record = saveConsent(window.localStorage, { analytics }, settings, NOW)
          const later = NOW + age
          const expected = age <= lifetimeDays * DAY ? record : null
          expect(parseConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY), settings, later).record).toEqual(expected)
        },
      ),
    )
  })
})

describe("storage that throws never breaks the page", () => {
  const securityError = (): DOMException => new DOMException("The operation is insecure.", "SecurityError")

  it("window.localStorage getter throwing SecurityError: undecided, decisions still returned", () => {
    jest.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw securityError()
    })
    expect(() => getStorage()).not.toThrow()
    expectOneConsentWarning(/localStorage is not available; the choice holds for this page only \(SecurityError/)
    warn.mockClear()
    const storage = getStorage()
    expect(storage).toBeNull()
    expect(readConsent(storage, REV0, NOW)).toBeNull()
    expect(saveConsent(storage, { analytics: true }, REV0, NOW)).toEqual({
      analytics: true,
      necessary: true,
      revision: 0,
      updatedAt: iso(NOW),
    })
    expect(updateConsent(storage, { analytics: true }, REV0, NOW)).toBeNull()
  })

  it("returns the real localStorage when it works", () => {
    expect(getStorage()).toBe(window.localStorage)
    expect(warn).not.toHaveBeenCalled()
  })

  it("null storage (server): reads are silently undecided", () => {
    expect(readConsent(null, REV0)).toBeNull()
    expect(warn).not.toHaveBeenCalled()
    expect(saveConsent(null, { analytics: false }, REV0).analytics).toBe(false)
    expectOneConsentWarning(/holds for this page only/)
  })

  it("getItem throwing: undecided + warning; update refused", () => {
    const storage = {
      getItem: () => {
        throw securityError()
      },
      setItem: jest.fn(),
    } as unknown as Storage
    expect(readConsent(storage, REV0, NOW)).toBeNull()
    expectOneConsentWarning(/could not read the stored choice; treated as undecided \(SecurityError/)
    expect(updateConsent(storage, { analytics: true }, REV0, NOW)).toBeNull()
    expect(storage.setItem).not.toHaveBeenCalled()
  })

  it("setItem throwing QuotaExceededError: the record is returned anyway + warning", () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("quota", "QuotaExceededError")
      },
    } as unknown as Storage
    expect(saveConsent(storage, { analytics: true }, REV0, NOW)).toEqual({
      analytics: true,
      necessary: true,
      revision: 0,
      updatedAt: iso(NOW),
    })
    expectOneConsentWarning(/could not store the choice; it holds for this page only \(QuotaExceededError: quota\)$/)
  })

  it("setItem throwing during an update: the new record holds for this page + warning", () => {
    const storage = {
      getItem: () => JSON.stringify(valid),
      setItem: () => {
        throw new DOMException("quota", "QuotaExceededError")
      },
    } as unknown as Storage
    expect(updateConsent(storage, { analytics: false }, REV1, NOW)).toMatchObject({ analytics: false, revision: 1 })
    expectOneConsentWarning(/QuotaExceededError/)
  })

  it("throwing non-Error values are described briefly", () => {
    const storage = {
      getItem: () => {
        throw "y".repeat(10_000)
      },
    } as unknown as Storage
    expect(readConsent(storage, REV0, NOW)).toBeNull()
    expectOneConsentWarning()
  })
})

describe("assertConsentSettings", () => {
  it("accepts valid settings and returns only the known fields", () => {
    expect(assertConsentSettings({ revision: 3, lifetimeDays: 180, extra: 1 })).toEqual({ revision: 3, lifetimeDays: 180 })
  })

  it.each([
    ["null", null],
    ["a number", 1],
    ["revision missing", { lifetimeDays: 365 }],
    ["revision negative", { revision: -1, lifetimeDays: 365 }],
    ["revision fractional", { revision: 0.5, lifetimeDays: 365 }],
    ["lifetime zero", { revision: 0, lifetimeDays: 0 }],
    ["lifetime a string", { revision: 0, lifetimeDays: "365" }],
    ["lifetime NaN", { revision: 0, lifetimeDays: NaN }],
  ])("rejects %s", (_name, value) => {
    expect(() => assertConsentSettings(value)).toThrow(TypeError)
  })
})
