/**
 * The cookie-consent policy without React: how the visitor's choice is stored
 * in localStorage and when a stored choice still counts. The consent provider
 * and banner (React) and the inline <head> script (head-script.ts, compiled at
 * build time) all decide through this module, so the banner, Google Consent
 * Mode and the first paint always agree.
 *
 * Storage is never trusted to work: private modes, blocked storage and full
 * quotas throw, and the page must keep working with the choice held in memory.
 */

import type { Consent } from "../../content-model/schemas"
import { warn } from "./log"

/** The localStorage key, read by the head script before first paint and by the provider. */
export const CONSENT_STORAGE_KEY = "cookie-consent"

/**
 * `updatedAt` reported for a record in the seed's shape, which carries no
 * time: "unknown", not "now", so nothing reads it as a fresh decision.
 */
const LEGACY_UPDATED_AT = "1970-01-01T00:00:00.000Z"

/**
 * Policy settings from content/consent/index.yaml: `revision` (raise it to ask every visitor again;
 * stored choices with a lower revision become undecided) and `lifetimeDays` (how long a choice counts).
 */
export type ConsentSettings = Pick<Consent, "revision" | "lifetimeDays">

/** A valid stored choice (JSON under CONSENT_STORAGE_KEY). `necessary` is always true: necessary storage cannot be refused. */
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

/** The choice a visitor makes in the banner or the settings. */
interface ConsentChoice {
  analytics: boolean
}

/** A short description of a parsed JSON value for a problem message. */
function kind(value: unknown): string {
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
 * Decides whether the raw stored string is a valid choice under `settings` at time `now` (ms since the
 * epoch). It never throws for any `raw`, and never logs: callers log `problem`. `updatedAt` may lie up to
 * a day in the future (clock skew). Unknown extra keys are tolerated (so a later version may add fields)
 * and dropped from the record. The seed's shape — neither `revision` nor `updatedAt`, only one of them is
 * invalid — counts as revision 0 and cannot expire, as it has no time.
 */
export function parseConsent(raw: string | null, settings: ConsentSettings, now: number): ParseResult {
  const fail = (problem: string): ParseResult => ({ record: null, problem })
  if (raw === null) return { record: null, problem: null }
  if (typeof raw !== "string") return fail(`stored value is not a string (${kind(raw)})`)
  let o: Record<string, unknown>
  try {
    o = JSON.parse(raw)
  } catch {
    return fail(`not valid JSON (${raw.length} characters)`)
  }
  if (Object.prototype.toString.call(o) !== "[object Object]") return fail(`not an object (${kind(o)})`)
  if (o.necessary !== true) return fail("necessary is not true")
  const analytics = o.analytics
  if (analytics !== true && analytics !== false) return fail(`analytics is not a boolean (${kind(analytics)})`)
  const revision = o.revision
  const updatedAt = o.updatedAt
  if (revision === undefined && updatedAt === undefined) {
    if (settings.revision > 0) return fail(`no revision (counts as 0), revision ${settings.revision} required`)
    return { record: { analytics, necessary: true, revision: 0, updatedAt: LEGACY_UPDATED_AT }, problem: null }
  }
  if (typeof revision !== "number" || !Number.isInteger(revision) || revision < 0) {
    return fail(`revision is not a non-negative integer (${kind(revision)})`)
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

/**
 * window.localStorage, or null on the server or where the browser blocks it (with a warning): reading
 * the property itself can throw a SecurityError (e.g. cookies disabled), which must not break the page.
 */
export function getStorage(): Storage | null {
  if (typeof window === "undefined") return null
  try {
    return window.localStorage ?? null
  } catch (error) {
    warn("localStorage is not available; the choice holds for this page only", error)
    return null
  }
}

/**
 * The stored choice, or null for undecided (the banner shows). Invalid stored values and failing storage
 * are warned about; null storage (the server, or blocked storage getStorage reported) is silently undecided.
 */
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

/**
 * Records a decision (banner buttons, close icon, or the reopened settings) under the current settings and
 * returns the record, also when storage is missing or refuses it (then with a warning): the choice then
 * holds for the lifetime of the page.
 */
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
