/**
 * What every bundle is given by webpack's or esbuild's define (src/consent/consent-settings.ts, src/site-environment.ts):
 * only what the browser needs before React and outside any page query.
 */
import type { SiteSettings } from "../content-model/settings"
import type { HeadScriptSettings } from "../src/consent/head-script"
import { gtmScriptUrl } from "../src/consent/tag-manager"

export type ConsentSource = Pick<SiteSettings, "tagManager" | "consent">

/** What the head script and the consent provider decide with; without a valid container id no Google address at all. */
export const headScriptSettings = (site: ConsentSource): HeadScriptSettings => ({
  consent: site.consent,
  loadingMode: site.tagManager.loadingMode,
  gtmUrl: gtmScriptUrl(site.tagManager),
})

export const bundleDefines = (settings: SiteSettings) => ({
  __SITE_ENVIRONMENT__: JSON.stringify(settings.environment),
  __CONSENT_SETTINGS__: JSON.stringify(headScriptSettings(settings)),
})
