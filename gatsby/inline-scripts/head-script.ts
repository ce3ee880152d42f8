/**
 * Compiles the consent head script (src/consent/head-script.ts) with esbuild:
 * one minified IIFE, with the build-time settings handed in as data
 * (`__CONSENT_HEAD_SETTINGS__`, an esbuild define). gatsby/webpack.ts
 * passes the result to gatsby-ssr.tsx; the tests and the e2e suite compile it
 * the same way. The postbuild step hashes the emitted script for the CSP.
 */
import { assertConsentSettings } from "../../src/consent/consent-policy"
import type { HeadScriptSettings } from "../../src/consent/head-script"
import { gtmScriptUrl, type TagManagerSettings } from "../../src/consent/tag-manager"
import { bundleBrowserScript } from "../browser-script"

const ENTRY = "src/consent/head-script.ts"

/**
 * ES2019: the oldest engine in the browsers Gatsby 5 builds the bundles for (">0.25%, not dead",
 * UC Browser 15.5 on Chromium 78) has it, so the script that decides consent runs wherever the
 * site works; newer syntax (?., ??) is lowered.
 */
const TARGET = "es2019"

/**
 * What the head script needs from the site settings. Throws a TypeError for invalid consent
 * settings (the build fails instead of the browser). The gtm.js address is computed here, so a
 * build without a valid container id ships no Google address at all.
 */
export function headScriptSettings(site: {
  tagManager: TagManagerSettings
  consent: { revision: number; lifetimeDays: number }
}): HeadScriptSettings {
  return {
    consent: assertConsentSettings(site.consent),
    loadingMode: site.tagManager.loadingMode === "advanced" ? "advanced" : "basic",
    gtmUrl: gtmScriptUrl(site.tagManager),
  }
}

/** The head script's text (no <script> tags) for these settings; deterministic, so its CSP hash is stable. */
export function compileHeadScript(projectRoot: string, settings: HeadScriptSettings): string {
  const code = bundleBrowserScript(projectRoot, ENTRY, {
    target: TARGET,
    legalComments: "none",
    // Data, not code: a string literal the script parses (an object define would be hoisted to the top).
    define: { __CONSENT_HEAD_SETTINGS__: JSON.stringify(JSON.stringify(settings)) },
  }).trim()
  if (/<\/script|<!--/i.test(code)) throw new Error("compileHeadScript: output would end the inline script early")
  return code
}
