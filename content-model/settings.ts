/**
 * The build-time settings, from the checked content, for what cannot run a GraphQL query: the consent head script
 * (gatsby/compile-head-script.ts), the bundles' defines and the files written after the build (gatsby/derived-files.ts).
 */
import { formatReport, type ContentCheckResult } from "./check.ts"
import { factsOf } from "./facts.ts"
import type { Company, Consent, Layout, Site } from "./schemas.ts"

export type SiteSettings = ReturnType<typeof settingsFromCheck>

/** GTM_ID overrides the container id (`none`: no tag manager, as netlify.toml sets for previews). */
export function settingsFromCheck(result: ContentCheckResult, env: NodeJS.ProcessEnv = process.env) {
  if (result.errors.length > 0) throw new Error(formatReport(result))
  const { data, environment } = result
  // Without errors, every file is there as zod's output.
  const site = data.get("site/index.yaml") as Site
  const consent = data.get("consent/index.yaml") as Consent
  const company = data.get("company/index.yaml") as Company
  const layout = data.get("layout/index.yaml") as Layout
  const envId = env.GTM_ID?.trim()
  return {
    environment,
    siteUrl: site.siteUrl,
    themeColor: site.themeColor,
    productName: company.productName,
    // The share image's texts, which reach no query, with the facts filled in as the pages fill them.
    shareImage: site.shareImage,
    facts: factsOf(company, layout.timeSuffix),
    tagManager: {
      containerId: envId === "none" ? null : envId || site.tagManager.containerId?.trim() || null,
      loadingMode: site.tagManager.loadingMode,
    },
    consent: { revision: consent.revision, lifetimeDays: consent.lifetimeDays },
  }
}

/** A GTM container id (GTM-XXXX…); anything else never reaches a URL. */
const CONTAINER_ID = /^GTM-[A-Z0-9]{4,10}$/

/** The gtm.js address, or null without a valid container id (then nothing is requested). */
export function gtmScriptUrl({ containerId }: SiteSettings["tagManager"]): string | null {
  return containerId && CONTAINER_ID.test(containerId) ? `https://www.googletagmanager.com/gtm.js?id=${containerId}` : null
}

/**
 * The consent settings' define, the same in the consent head script (gatsby/compile-head-script.ts) and the bundles: what
 * they decide with (src/consent/consent-policy.ts: ConsentSettings).
 */
export const consentDefine = ({ consent, tagManager }: Pick<SiteSettings, "tagManager" | "consent">) => ({
  __CONSENT_SETTINGS__: JSON.stringify({ ...consent, loadingMode: tagManager.loadingMode, gtmUrl: gtmScriptUrl(tagManager) }),
})

/** The bundles' defines: only what precedes React or no query reaches (src/site-environment.ts, src/consent/ConsentProvider.tsx, src/consent/app-shell.ts). */
export const bundleDefines = (settings: SiteSettings) => ({
  __SITE_ENVIRONMENT__: JSON.stringify(settings.environment),
  ...consentDefine(settings),
})
