/**
 * Settings baked into the bundles at build time (gatsby-node.ts defines
 * `__SITE_SETTINGS__` from the YAML files). Jest defines the same global in
 * __tests__/support/setup-tests.ts from the real YAML.
 */
import type { SiteSettings } from "../../content-model/settings"

declare const __SITE_SETTINGS__: SiteSettings

export const siteSettings: SiteSettings = __SITE_SETTINGS__
