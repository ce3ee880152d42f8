/**
 * The content check of a Gatsby process, run once, on first use: onPreInit reports it, the webpack
 * config, onPostBuild and the development server take its result and settings from here.
 */
import { checkContent, type ContentCheckResult } from "../content-model/check.ts"
import { settingsFromCheck, type SiteSettings } from "../content-model/settings.ts"
import { resolveSiteEnvironment, type SiteEnvironment } from "./site-environment.ts"

let checked: { root: string; environment: SiteEnvironment; result: ContentCheckResult } | undefined

/** The check of the content under `root` for this process's environment, run on first use. */
export function buildContentCheck(root: string): ContentCheckResult {
  const environment = resolveSiteEnvironment(process.env)
  if (checked?.root !== root || checked.environment !== environment) {
    checked = { root, environment, result: checkContent({ root, environment }) }
  }
  return checked.result
}

/** The settings of the checked content; throws ContentCheckError when the check blocks the build. */
export const buildSettings = (root: string): SiteSettings => settingsFromCheck(buildContentCheck(root))

/** The settings for `env`, from a check of their own (outside a Gatsby process: tests). */
export function loadSiteSettings(root: string, env: NodeJS.ProcessEnv = process.env): SiteSettings {
  return settingsFromCheck(checkContent({ root, environment: resolveSiteEnvironment(env) }), env)
}
