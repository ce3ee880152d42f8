import type { SiteSettings } from "../content-model/settings"

/** Defined in every bundle (content-model/settings.ts; Jest: __tests__/support/setup-tests.ts). */
declare const __SITE_ENVIRONMENT__: SiteSettings["environment"]

/** The environment this bundle was built for: a preview build shows a ribbon and is never indexed. */
export const build = { environment: __SITE_ENVIRONMENT__ }

/** The site's one language: `<html lang>` and the JSON-LD's `inLanguage`. */
export const SITE_LANGUAGE = "de"
