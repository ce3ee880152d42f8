/**
 * What the consent feature is given at build time (content-model/settings.ts defines it in every bundle; Jest in
 * __tests__/support/setup-tests.ts): the head script's settings, and in the HTML stage the script's compiled text.
 */
import type { ConsentSettings } from "./consent-policy"

declare const __CONSENT_SETTINGS__: ConsentSettings
declare const __CONSENT_HEAD_SCRIPT__: string

export const consentSettings: ConsentSettings = __CONSENT_SETTINGS__

export const CONSENT_SCRIPT_ID = "consent-mode"

/** The script's text (no <script> tags); read lazily, so importing this module needs no HTML stage. */
export function consentHeadScript(): string {
  return __CONSENT_HEAD_SCRIPT__
}
