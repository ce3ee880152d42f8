/**
 * How a choice is stored and when a stored one still counts. The provider, the banner and the inline head script
 * all decide through this module, so the banner, Google Consent Mode and the first paint agree. Storage is never
 * trusted: private modes, blocked storage and full quotas throw, and the choice is then held in memory.
 */

import type { Consent } from "../../content-model/schemas"
import { warn } from "./log"

export const CONSENT_STORAGE_KEY = "cookie-consent"

/** For a seed-shaped record, which has no time: "unknown", not "now", so nothing reads it as a fresh decision. */
const LEGACY_UPDATED_AT = "1970-01-01T00:00:00.000Z"

/** Raising `revision` asks every visitor again; `lifetimeDays` is how long a choice counts. */
export type ConsentSettings = Pick<Consent, "revision" | "lifetimeDays">

/** A valid stored choice. `necessary` is always true: necessary storage cannot be refused. */
export interface ConsentRecord {
  analytics: boolean
  necessary: true
  revision: number
  updatedAt: string
}

/** A record, or why there is none (`problem` is null too when nothing is stored: undecided, nothing to report). */
interface ParseResult {
  record: ConsentRecord | null
  problem: string | null
}

interface ConsentChoice {
  analytics: boolean
}

/** A short description of a parsed JSON value for a problem message. */
function describeValue(value: unknown): string {
  if (value === null) return "null"
  if (Array.isArray(value)) return "array"
  return typeof value === "number" ? String(value) : typeof value
}

const DAY_MS = 864e5
/** ISO 8601 date and time, seconds and milliseconds optional, `Z` or an offset required. */
const ISO_DATE_TIME = /^\d{4}-\d\d-\d\dT([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/

/** The time of an ISO 8601 date-time on a real calendar day (not 30 February), or NaN. */
function parseDateTime(value: unknown): number {
  if (typeof value !== "string" || !ISO_DATE_TIME.test(value)) return Number.NaN
  const day = value.slice(0, 10)
  const dayTime = Date.parse(day)
  if (Number.isNaN(dayTime) || new Date(dayTime).toISOString().slice(0, 10) !== day) return Number.NaN
  return Date.parse(value)
}

/**
 * Never throws for any `raw` and never logs (callers log `problem`). `updatedAt` may lie a day ahead (clock skew);
 * unknown keys are dropped, not refused, so a later version may add fields. The seed's shape (neither `revision`
 * nor `updatedAt`; one alone is invalid) counts as revision 0 and never expires, as it has no time.
 */
export function parseConsent(raw: string | null, settings: ConsentSettings, now: number): ParseResult {
  const fail = (problem: string): ParseResult => ({ record: null, problem })
  if (raw === null) return { record: null, problem: null }
  if (typeof raw !== "string") return fail(`stored value is not a string (${describeValue(raw)})`)
  let o: Record<string, unknown>
  try {
    o = JSON.parse(raw)
  } catch {
    return fail(`not valid JSON (${raw.length} characters)`)
  }
  if (Object.prototype.toString.call(o) !== "[object Object]") return fail(`not an object (${describeValue(o)})`)
  if (o.necessary !== true) return fail("necessary is not true")
  const analytics = o.analytics
  if (analytics !== true && analytics !== false) return fail(`analytics is not a boolean (${describeValue(analytics)})`)
  const revision = o.revision
  const updatedAt = o.updatedAt
  if (revision === undefined && updatedAt === undefined) {
    if (settings.revision > 0) return fail(`no revision (counts as 0), revision ${settings.revision} required`)
    return { record: { analytics, necessary: true, revision: 0, updatedAt: LEGACY_UPDATED_AT }, problem: null }
  }
  if (typeof revision !== "number" || !Number.isInteger(revision) || revision < 0) {
    return fail(`revision is not a non-negative integer (${describeValue(revision)})`)
  }
  if (revision < settings.revision) {
    return fail(`revision ${revision} is older than the required revision ${settings.revision}`)
  }
  const time = parseDateTime(updatedAt)
  if (Number.isNaN(time)) return fail("updatedAt is not an ISO 8601 date-time with time zone")
  if (time - now > DAY_MS) return fail("updatedAt is more than a day in the future")
  if (now - time > settings.lifetimeDays * DAY_MS) return fail(`updatedAt is older than ${settings.lifetimeDays} days`)
  return { record: { analytics, necessary: true, revision, updatedAt: updatedAt as string }, problem: null }
}

/** Null on the server or where blocked: even reading the property can throw a SecurityError (e.g. cookies disabled). */
export function getStorage(): Storage | null {
  if (typeof window === "undefined") return null
  try {
    return window.localStorage ?? null
  } catch (error) {
    warn("localStorage is not available; the choice holds for this page only", error)
    return null
  }
}

/** Null for undecided; null storage (the server, or blocked: getStorage has warned) needs no further warning. */
export function readConsent(storage: Storage | null, settings: ConsentSettings, now: number = Date.now()): ConsentRecord | null {
  if (storage === null) return null
  let raw: string | null
  try {
    raw = storage.getItem(CONSENT_STORAGE_KEY)
  } catch (error) {
    warn("could not read the stored choice; treated as undecided", error)
    return null
  }
  const { record, problem } = parseConsent(raw, settings, now)
  if (problem !== null) warn(`stored choice ignored: ${problem}`)
  return record
}

/** Returns the record also when storage is missing or refuses it: the choice then holds for this page only. */
export function saveConsent(storage: Storage | null, choice: ConsentChoice, settings: ConsentSettings, now = Date.now()): ConsentRecord {
  const record: ConsentRecord = {
    analytics: choice.analytics === true,
    necessary: true,
    revision: settings.revision,
    updatedAt: new Date(now).toISOString(),
  }
  try {
    if (storage === null) warn("no storage available; the choice holds for this page only")
    else storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record))
  } catch (error) {
    warn("could not store the choice; it holds for this page only", error)
  }
  return record
}
