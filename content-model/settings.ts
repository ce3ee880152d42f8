/**
 * The type of the build-time settings (read by gatsby/site-settings.ts,
 * handed to the bundles as `__SITE_SETTINGS__`). It lives in the content model,
 * the one part of the Node-side code whose types browser code (src/config/runtime-settings.ts) may import.
 */
import type { SiteEnvironment } from "../gatsby/site-environment.ts"
import type { Company, Consent, LoadingMode, Site } from "./schemas.ts"

export interface SiteSettings extends Pick<Site, "siteUrl" | "language" | "themeColor">, Pick<Company, "productName"> {
  /** production (live site), preview (Netlify deploy previews, branch deploys) or development (local). */
  environment: SiteEnvironment
  tagManager: {
    /** After GTM_ID from the environment; null = no tag manager. */
    containerId: string | null
    loadingMode: LoadingMode
    gtmAuth?: string
    gtmPreview?: string
  }
  consent: Pick<Consent, "revision" | "lifetimeDays">
}
