/** gatsby-node.ts compiles head-script.ts and defines its text in the bundles, as it does `__SITE_SETTINGS__`. */
declare const __CONSENT_HEAD_SCRIPT__: string

export const CONSENT_SCRIPT_ID = "consent-mode"

/** The script's text (no <script> tags); read lazily, so importing this module needs no build. */
export function consentHeadScript(): string {
  return __CONSENT_HEAD_SCRIPT__
}
