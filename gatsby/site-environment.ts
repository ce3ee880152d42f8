/**
 * Which kind of build is running: `production` (the live site), `preview`
 * (Netlify deploy previews and branch deploys) or `development` (local).
 *
 * `SITE_ENV` wins when set; otherwise Netlify's `CONTEXT` decides
 * (https://docs.netlify.com/configure-builds/environment-variables/#build-metadata).
 * Shared by gatsby/site-settings.ts (→ `__SITE_SETTINGS__.environment`) and
 * the content check (the placeholder guard refuses production builds).
 */
export type SiteEnvironment = "production" | "preview" | "development"

const SITE_ENVIRONMENTS: readonly SiteEnvironment[] = ["production", "preview", "development"]

const NETLIFY_CONTEXTS: Readonly<Record<string, SiteEnvironment>> = {
  production: "production",
  "deploy-preview": "preview",
  "branch-deploy": "preview",
  dev: "development",
}

function isSiteEnvironment(value: string): value is SiteEnvironment {
  return (SITE_ENVIRONMENTS as readonly string[]).includes(value)
}

/** Reads SITE_ENV or CONTEXT; an unknown SITE_ENV is an error rather than a silent fallback. */
export function resolveSiteEnvironment(env: Readonly<Record<string, string | undefined>>): SiteEnvironment {
  const explicit = env.SITE_ENV?.trim()
  if (explicit) {
    if (isSiteEnvironment(explicit)) return explicit
    throw new Error(`SITE_ENV="${explicit}" ist ungültig. Erlaubt sind ${SITE_ENVIRONMENTS.map((e) => `"${e}"`).join(", ")}.`)
  }
  const context = env.CONTEXT?.trim()
  if (context && Object.prototype.hasOwnProperty.call(NETLIFY_CONTEXTS, context)) {
    return NETLIFY_CONTEXTS[context] ?? "development"
  }
  return "development"
}
