/**
 * Build-time settings read straight from the YAML files, for the places that
 * cannot run a GraphQL query: gatsby-config (siteUrl), the inline <head>
 * script rendered in gatsby-ssr (tag-manager id, loading mode, consent
 * revision) and the browser bundle (the consent provider). They reach the
 * bundles through webpack's DefinePlugin as `__SITE_SETTINGS__`
 * (see gatsby/webpack.ts and src/config/runtime-settings.ts).
 * A build takes them from its one content check (gatsby/content-check.ts).
 */
import { resolveSiteEnvironment } from "./site-environment.ts"
import { assertChecked, checkContent, type ContentCheckResult } from "../content-model/check.ts"
import { companyKind, consentKind, siteKind } from "../content-model/schemas.ts"
import type { SiteSettings } from "../content-model/settings.ts"

export type { SiteSettings }

/**
 * Reads the settings after the full content check (content-model), so a
 * broken file stops gatsby-config with the same German report (file, line,
 * field) as `npm run check:content` and onPreInit — in production including
 * every placeholder. Throws ContentCheckError. `env` decides the environment
 * and overrides the container id (GTM_ID; `none` = no tag manager) and adds GTM environment parameters.
 */
export function loadSiteSettings(projectRoot: string, env: NodeJS.ProcessEnv = process.env): SiteSettings {
  return settingsFromCheck(checkContent({ root: projectRoot, environment: resolveSiteEnvironment(env) }), env)
}

/** The settings from a check's result; throws ContentCheckError when the result blocks the build. */
export function settingsFromCheck(result: ContentCheckResult, env: NodeJS.ProcessEnv = process.env): SiteSettings {
  const { data, environment } = assertChecked(result)
  // Parsed again for zod's output types; after the check above this cannot fail.
  const site = siteKind.schema.parse(data.get("site/index.yaml"))
  const consent = consentKind.schema.parse(data.get("consent/index.yaml"))
  const company = companyKind.schema.parse(data.get("company/index.yaml"))

  const yamlId = site.tagManager.containerId?.trim()
  const envId = env.GTM_ID?.trim()
  // GTM_ID=none switches the tag manager off for a build (netlify.toml does so for previews without a GTM environment).
  const containerId = envId === "none" ? null : envId !== undefined && envId !== "" ? envId : yamlId ? yamlId : null

  return {
    environment,
    siteUrl: site.siteUrl.replace(/\/+$/, ""),
    language: site.language,
    themeColor: site.themeColor,
    productName: company.productName,
    tagManager: {
      containerId,
      loadingMode: site.tagManager.loadingMode,
      ...(env.GTM_AUTH ? { gtmAuth: env.GTM_AUTH } : {}),
      ...(env.GTM_PREVIEW ? { gtmPreview: env.GTM_PREVIEW } : {}),
    },
    consent: { revision: consent.revision, lifetimeDays: consent.lifetimeDays },
  }
}
