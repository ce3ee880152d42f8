/** @jest-environment node */
/**
 * The build environment: which site environment a build is (SITE_ENV, else Netlify's CONTEXT), what
 * netlify.toml sets per context, and which tag manager the settings hand the head script (GTM_ID).
 */
import { readFileSync } from "node:fs"
import path from "node:path"

import type { ContentCheckResult } from "../../content-model/check"
import { settingsFromCheck } from "../../content-model/settings"
import { resolveSiteEnvironment } from "../../content-model/site-environment"
import { check, copyContent, editText } from "../content-model/content-copy"
import { projectRoot } from "../support/content-files"

const netlifyToml = readFileSync(path.join(projectRoot, "netlify.toml"), "utf8")
/** The `KEY = "value"` lines of a section of netlify.toml. */
function section(name: string): Record<string, string> {
  const body = netlifyToml.split(`\n[${name}]\n`)[1]?.split(/^\[/m)[0] ?? ""
  return Object.fromEntries([...body.matchAll(/^\s*(\w+)\s*=\s*"([^"]*)"/gm)].map((m) => [m[1], m[2]]))
}
const contextEnv = (context: string) => ({ ...section(`context.${context}.environment`), CONTEXT: context })

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

test("GTM_ID overrides the container id of content/site; `none`, as previews set it, or an empty id there means no tag manager", () => {
  const containerId = (checked: ContentCheckResult, env: NodeJS.ProcessEnv) => settingsFromCheck(checked, env).tagManager.containerId
  const content = copyContent()
  const checked = check(content)
  expect(containerId(checked, { GTM_ID: "GTM-ABC1234" })).toBe("GTM-ABC1234")
  for (const context of ["deploy-preview", "branch-deploy"]) expect(containerId(checked, contextEnv(context))).toBeNull()
  editText(content, "site/index.yaml", /containerId:.*/, 'containerId: ""')
  expect(containerId(check(content), {})).toBeNull()
})
