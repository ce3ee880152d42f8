/**
 * The compiled head script for gatsby-ssr.tsx. gatsby-node.ts compiles
 * src/consent/head-script.ts (gatsby/inline-scripts/head-script.ts) and defines
 * the text as `__CONSENT_HEAD_SCRIPT__` in the bundles, as it does with
 * `__SITE_SETTINGS__`; `gatsby develop` compiles it when it starts.
 */
declare const __CONSENT_HEAD_SCRIPT__: string

/** id of the <script> element, the first in every page's <head>. */
export const CONSENT_SCRIPT_ID = "consent-mode"

/** The script's text (no <script> tags); read lazily, so importing this module needs no build. */
export function consentHeadScript(): string {
  return __CONSENT_HEAD_SCRIPT__
}
