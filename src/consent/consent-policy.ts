/**
 * How a choice is stored and when a stored one still counts. The provider, the banner and the inline head script
 * all decide through this module, so the banner, Google Consent Mode and the first paint agree. Storage is never
 * trusted: private modes, blocked storage and full quotas throw, and the choice is then held in memory.
 */

import type { Consent, LoadingMode } from "../../content-model/schemas"
import { warn } from "./log"

export const CONSENT_STORAGE_KEY = "cookie-consent"

/** The consent feature's build-time settings, one define (content-model/settings.ts: consentDefine). */
export interface ConsentSettings extends Pick<Consent, "revision" | "lifetimeDays"> {
  /** Anything but "advanced" counts as "basic", the privacy-preserving choice. */
  loadingMode: LoadingMode
  /** The gtm.js address (content-model/settings.ts: gtmScriptUrl), null without a tag manager. */
  gtmUrl: string | null
}

/** Raising `revision` asks every visitor again; `lifetimeDays` is how long a choice counts. */
type Validity = Pick<ConsentSettings, "revision" | "lifetimeDays">

/** A valid stored choice. `necessary` is always true: necessary storage cannot be refused. */
export interface ConsentRecord {
  analytics: boolean
  necessary: true
  revision: number
  updatedAt: string
}

const DAY_MS = 864e5

/** Why a parsed value is no choice that counts at `now`, or null when it is one. */
function problemOf(value: unknown, validity: Validity, now: number): string | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "not an object"
  const { analytics, necessary, revision, updatedAt } = value as Record<string, unknown>
  if (necessary !== true || typeof analytics !== "boolean") return "analytics is not a boolean or necessary not true"
  if (!Number.isInteger(revision) || (revision as number) < validity.revision)
    return `revision ${String(revision)} is not the required revision ${validity.revision} or later`
  // An offset or Z is required: without one, Date.parse would read the visitor's local time.
  const time = typeof updatedAt === "string" && /(Z|[+-]\d\d:\d\d)$/.test(updatedAt) ? Date.parse(updatedAt) : Number.NaN
  if (Number.isNaN(time)) return "updatedAt is not a date-time with time zone"
  // A day ahead is clock skew; further is no time this site wrote.
  if (time - now > DAY_MS) return "updatedAt is more than a day in the future"
  if (now - time > validity.lifetimeDays * DAY_MS) return `updatedAt is older than ${validity.lifetimeDays} days`
  return null
}

/** Never throws for any `raw` and never logs (callers log `problem`); unknown keys are dropped, so a later version may add some. */
export function parseConsent(
  raw: string | null,
  validity: Validity,
  now: number,
): { record: ConsentRecord | null; problem: string | null } {
  if (raw === null) return { record: null, problem: null }
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return { record: null, problem: `not valid JSON (${raw.length} characters)` }
  }
  const problem = problemOf(value, validity, now)
  if (problem !== null) return { record: null, problem }
  const { analytics, revision, updatedAt } = value as ConsentRecord
  return { record: { analytics, necessary: true, revision, updatedAt }, problem: null }
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
export function readConsent(storage: Storage | null, validity: Validity, now: number = Date.now()): ConsentRecord | null {
  if (storage === null) return null
  let raw: string | null
  try {
    raw = storage.getItem(CONSENT_STORAGE_KEY)
  } catch (error) {
    warn("could not read the stored choice; treated as undecided", error)
    return null
  }
  const { record, problem } = parseConsent(raw, validity, now)
  if (problem !== null) warn(`stored choice ignored: ${problem}`)
  return record
}

/** Returns the record also when storage is missing or refuses it: the choice then holds for this page only. */
export function saveConsent(storage: Storage | null, analytics: boolean, validity: Validity, now = Date.now()): ConsentRecord {
  const record: ConsentRecord = { analytics, necessary: true, revision: validity.revision, updatedAt: new Date(now).toISOString() }
  try {
    if (storage === null) warn("no storage available; the choice holds for this page only")
    else storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record))
  } catch (error) {
    warn("could not store the choice; it holds for this page only", error)
  }
  return record
}
