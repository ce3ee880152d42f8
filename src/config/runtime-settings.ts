/** Baked in at build time by gatsby-node.ts; Jest defines the same global from the real YAML. */
import type { SiteSettings } from "../../content-model/settings"

declare const __SITE_SETTINGS__: SiteSettings

export const siteSettings: SiteSettings = __SITE_SETTINGS__
