/** @jest-environment node */
/**
 * The build environment: which site environment a build is (SITE_ENV, else Netlify's CONTEXT), what
 * netlify.toml sets per context, and which tag manager the settings hand the head script (GTM_ID).
 */
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"

import { resolveSiteEnvironment } from "../../content-model/site-environment"
import { compileHeadScript } from "../../gatsby/compile-head-script"
import { loadSiteSettings, projectRoot } from "../support/content"
import { projectCopy } from "../support/project-copy"

const netlifyToml = readFileSync(path.join(projectRoot, "netlify.toml"), "utf8")
/** The `KEY = "value"` lines of a section of netlify.toml. */
function section(name: string): Record<string, string> {
  const body = netlifyToml.split(`\n[${name}]\n`)[1]?.split(/^\[/m)[0] ?? ""
  return Object.fromEntries([...body.matchAll(/^\s*(\w+)\s*=\s*"([^"]*)"/gm)].map((m) => [m[1], m[2]]))
}
const contextEnv = (context: string): Record<string, string | undefined> => ({
  ...section(`context.${context}.environment`),
  CONTEXT: context,
})

test("Netlify builds on the Node major of package.json and .nvmrc, and sets no headers or redirects: public/_headers has them", () => {
  const node = section("build.environment").NODE_VERSION
  expect(JSON.parse(readFileSync(path.join(projectRoot, "package.json"), "utf8")).engines.node).toContain(`>=${node}`)
  expect(readFileSync(path.join(projectRoot, ".nvmrc"), "utf8").trim()).toBe(node)
  expect(netlifyToml).not.toMatch(/^\s*\[\[?(headers|redirects)/m)
  // The environment is decided in one place: site-environment.ts, from Netlify's CONTEXT.
  expect(netlifyToml).not.toMatch(/^\s*SITE_ENV\s*=/m)
})

test.each([
  [contextEnv("production"), "production"],
  [contextEnv("deploy-preview"), "preview"],
  [contextEnv("branch-deploy"), "preview"],
  [{ CONTEXT: "something-new" }, "development"],
  [{}, "development"],
  [{ CONTEXT: "deploy-preview", SITE_ENV: "production" }, "production"],
  [{ SITE_ENV: " preview ", CONTEXT: "" }, "preview"],
])("the environment %j builds as %s", (env, expected) => {
  expect(resolveSiteEnvironment(env)).toBe(expected)
})

test("an unknown SITE_ENV is an error naming the allowed values", () => {
  expect(() => resolveSiteEnvironment({ SITE_ENV: "prod" })).toThrow(/SITE_ENV="prod".*"production", "preview", "development"/)
})

test.each(["deploy-preview", "branch-deploy"])("%s: no tag manager, or a complete GTM environment", (context) => {
  const env = contextEnv(context)
  const script = compileHeadScript(projectRoot, loadSiteSettings(projectRoot, env))
  if (env.GTM_AUTH || env.GTM_PREVIEW) {
    expect(env.GTM_AUTH && env.GTM_PREVIEW).toBeTruthy()
    expect(script).toContain("gtm_preview=")
  } else {
    expect(env.GTM_ID).toBe("none")
    expect(script).not.toContain("googletagmanager")
  }
})

test("GTM_ID overrides the container id of content/site; an empty id there means no tag manager", () => {
  expect(loadSiteSettings(projectRoot, { GTM_ID: "GTM-ABC1234" }).tagManager.containerId).toBe("GTM-ABC1234")
  const copy = projectCopy("gtm-")
  const site = path.join(copy, "content/site/index.yaml")
  writeFileSync(site, readFileSync(site, "utf8").replace(/containerId:.*/, 'containerId: ""'))
  expect(loadSiteSettings(copy, {}).tagManager.containerId).toBeNull()
})
