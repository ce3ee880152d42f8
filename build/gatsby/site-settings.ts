/**
 * Build-time settings read straight from the YAML files, for the places that
 * cannot run a GraphQL query: gatsby-config (siteUrl), the inline <head>
 * script rendered in gatsby-ssr (tag-manager id, loading mode, consent
 * revision) and the browser bundle (the consent provider). They reach the
 * bundles through webpack's DefinePlugin as `__SITE_SETTINGS__`
 * (see build/gatsby/webpack.ts and src/config/runtime-settings.ts).
 */
import { resolveSiteEnvironment, type SiteEnvironment } from "../site-environment.ts"
import { assertContent } from "../content-model/check.ts"

export type LoadingMode = "advanced" | "basic"

export interface SiteSettings {
  /** production (live site), preview (Netlify deploy previews, branch deploys) or development (local). */
  environment: SiteEnvironment
  siteUrl: string
  language: string
  productName: string
  themeColor: string
  tagManager: {
    containerId: string | null
    loadingMode: LoadingMode
    gtmAuth?: string
    gtmPreview?: string
  }
  consent: { revision: number; lifetimeDays: number }
}

/**
 * Reads the settings after the full content check (build/content-model), so a
 * broken file stops gatsby-config with the same German report (file, line,
 * field) as `npm run check:content` and onPreInit — in production including
 * every placeholder. Throws ContentCheckError. `env` decides the environment
 * and overrides the container id (GTM_ID; `none` = no tag manager) and adds GTM environment parameters.
 */
export function loadSiteSettings(projectRoot: string, env: NodeJS.ProcessEnv = process.env): SiteSettings {
  const environment = resolveSiteEnvironment(env)
  const { data } = assertContent({ root: projectRoot, environment })
  // Validated above: every field below exists and has the right format.
  const site = data.get("site/index.yaml") as {
    siteUrl: string
    language: string
    themeColor: string
    tagManager: { containerId?: string | null; loadingMode: LoadingMode }
  }
  const consent = data.get("consent/index.yaml") as { revision: number; lifetimeDays: number }
  const company = data.get("company/index.yaml") as { productName: string }

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
