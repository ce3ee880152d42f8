import type { SiteSettings } from "../content-model/settings"

/** Defined in every bundle (content-model/settings.ts; Jest: __tests__/support/setup-tests.ts). */
declare const __SITE_ENVIRONMENT__: SiteSettings["environment"]
declare const __SITE_LANGUAGE__: SiteSettings["language"]

/**
 * The environment this bundle was built for (a preview build shows a ribbon and is never indexed) and the site's
 * language (`<html lang>`, outside any query, and the JSON-LD's `inLanguage`).
 */
export const build = { environment: __SITE_ENVIRONMENT__, language: __SITE_LANGUAGE__ }
