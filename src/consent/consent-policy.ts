/**
 * How a choice is stored and when a stored one still counts. The provider, the banner and the inline head script
 * all decide through this module, so the banner, Google Consent Mode and the first paint agree. Storage is never
 * trusted: private modes, blocked storage and full quotas throw, and the choice is then held in memory.
 */

import type { Consent, LoadingMode } from "../../content-model/schemas"

/** The page goes on after a warning: storage, cookies and the tag manager are never trusted to work. */
export function warn(message: string, error?: unknown): void {
  // An Error or DOMException reads "Name: message"; no stack, nothing unbounded.
  console.warn(`[consent] ${message}${error === undefined ? "" : ` (${String(error).slice(0, 200)})`}`)
}

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

/** Null on the server or where blocked: even reading the property can throw a SecurityError (e.g. cookies disabled). */
function storage(): Storage | null {
  if (typeof window === "undefined") return null
  try {
    return window.localStorage
  } catch (error) {
    warn("localStorage is not available; the choice holds for this page only", error)
    return null
  }
}

/** The choice `raw` holds, or why it holds none that counts at `now`. Never throws; unknown keys are dropped, so a later version may add some. */
export function parseConsent(raw: string, validity: Validity, now: number): ConsentRecord | string {
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return `not valid JSON (${raw.length} characters)`
  }
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
  return { analytics, necessary, revision: revision as number, updatedAt: updatedAt as string }
}

/** The stored choice, null for undecided (nothing stored, nothing that counts, no storage); never throws. */
export function readConsent(validity: Validity, now: number = Date.now()): ConsentRecord | null {
  try {
    const raw = storage()?.getItem(CONSENT_STORAGE_KEY) ?? null
    const parsed = raw === null ? null : parseConsent(raw, validity, now)
    if (typeof parsed !== "string") return parsed
    warn(`stored choice ignored: ${parsed}`)
  } catch (error) {
    warn("could not read the stored choice; treated as undecided", error)
  }
  return null
}

/** Where storage is missing or refuses the choice, it holds for this page only. */
export function saveConsent(analytics: boolean, validity: Validity, now = Date.now()): void {
  const record: ConsentRecord = { analytics, necessary: true, revision: validity.revision, updatedAt: new Date(now).toISOString() }
  try {
    storage()?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record))
  } catch (error) {
    warn("could not store the choice; it holds for this page only", error)
  }
}
