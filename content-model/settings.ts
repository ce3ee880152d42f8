/**
 * The build-time settings, from the checked content, for what cannot run a GraphQL query: the consent head script and
 * the bundles' defines (gatsby/bundle-defines.ts), the files written after the build (gatsby/derived-files.ts).
 */
import { formatReport, type ContentCheckResult } from "./check.ts"
import type { Company, Consent, Site } from "./schemas.ts"

export type SiteSettings = ReturnType<typeof settingsFromCheck>

/**
 * GTM_ID overrides the container id (`none`: no tag manager, as netlify.toml sets for previews without a GTM
 * environment); GTM_AUTH and GTM_PREVIEW name a GTM environment.
 */
export function settingsFromCheck(result: ContentCheckResult, env: NodeJS.ProcessEnv = process.env) {
  if (result.errors.length > 0) throw new Error(formatReport(result))
  const { data, environment } = result
  // Without errors, every file is there as zod's output.
  const site = data.get("site/index.yaml") as Site
  const consent = data.get("consent/index.yaml") as Consent
  const company = data.get("company/index.yaml") as Company
  const envId = env.GTM_ID?.trim()
  return {
    environment,
    siteUrl: site.siteUrl,
    language: site.language,
    themeColor: site.themeColor,
    productName: company.productName,
    tagManager: {
      containerId: envId === "none" ? null : envId || site.tagManager.containerId?.trim() || null,
      loadingMode: site.tagManager.loadingMode,
      ...(env.GTM_AUTH ? { gtmAuth: env.GTM_AUTH } : {}),
      ...(env.GTM_PREVIEW ? { gtmPreview: env.GTM_PREVIEW } : {}),
    },
    consent: { revision: consent.revision, lifetimeDays: consent.lifetimeDays },
  }
}
