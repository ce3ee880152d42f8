/**
 * Compiles the consent head script (src/consent/head-script.ts) with esbuild: one minified IIFE,
 * the build-time settings handed in as data (`__CONSENT_HEAD_SETTINGS__`). gatsby/webpack.ts passes
 * it to gatsby-ssr.tsx; the postbuild step hashes it, as every inline script, for the CSP.
 */
import { assertConsentSettings } from "../../src/consent/consent-policy"
import type { HeadScriptSettings } from "../../src/consent/head-script"
import { gtmScriptUrl, type TagManagerSettings } from "../../src/consent/tag-manager"
import { bundleBrowserScript } from "../browser-script"

/**
 * What the head script needs from the site settings. Throws a TypeError for invalid consent settings
 * (the build fails instead of the browser). The gtm.js address is computed here, so a build without
 * a valid container id ships no Google address at all.
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
  const code = bundleBrowserScript(projectRoot, "src/consent/head-script.ts", {
    // ES2019: the oldest engine Gatsby 5 builds the bundles for (">0.25%, not dead", UC Browser 15.5 on
    // Chromium 78) has it, so the script that decides consent runs wherever the site works.
    target: "es2019",
    legalComments: "none",
    // Data, not code: a string literal the script parses (an object define would be hoisted to the top).
    define: { __CONSENT_HEAD_SETTINGS__: JSON.stringify(JSON.stringify(settings)) },
  }).trim()
  if (/<\/script|<!--/i.test(code)) throw new Error("compileHeadScript: output would end the inline script early")
  return code
}
