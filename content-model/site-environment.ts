/**
 * Which kind of build is running: `production` (the live site), `preview` (Netlify deploy previews
 * and branch deploys) or `development` (local). `SITE_ENV` wins when set; otherwise Netlify's
 * `CONTEXT` decides (https://docs.netlify.com/configure-builds/environment-variables/#build-metadata).
 */
const SITE_ENVIRONMENTS = ["production", "preview", "development"] as const
export type SiteEnvironment = (typeof SITE_ENVIRONMENTS)[number]

const NETLIFY_CONTEXTS = new Map<string, SiteEnvironment>([
  ["production", "production"],
  ["deploy-preview", "preview"],
  ["branch-deploy", "preview"],
])

/** An unknown SITE_ENV is an error rather than a silent fallback. */
export function resolveSiteEnvironment(env: Readonly<Record<string, string | undefined>>): SiteEnvironment {
  const explicit = env.SITE_ENV?.trim()
  if (!explicit) return NETLIFY_CONTEXTS.get(env.CONTEXT?.trim() ?? "") ?? "development"
  if (SITE_ENVIRONMENTS.includes(explicit as SiteEnvironment)) return explicit as SiteEnvironment
  throw new Error(`SITE_ENV="${explicit}" ist ungültig. Erlaubt sind ${SITE_ENVIRONMENTS.map((e) => `"${e}"`).join(", ")}.`)
}
