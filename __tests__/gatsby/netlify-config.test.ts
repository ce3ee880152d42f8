/** @jest-environment node */
import { readFileSync } from "node:fs"
import path from "node:path"

import { resolveSiteEnvironment } from "../../gatsby/site-environment"
import { loadSiteSettings } from "../../gatsby/site-settings"
import { compileHeadScript, headScriptSettings } from "../../gatsby/inline-scripts/head-script"

const projectRoot = path.resolve(__dirname, "../..")
const text = readFileSync(path.join(projectRoot, "netlify.toml"), "utf8")

/** The TOML subset netlify.toml uses: [section] / [[array]] headers and `key = "string"` lines. */
function sections(toml: string): Map<string, Record<string, string>> {
  const out = new Map<string, Record<string, string>>()
  let current = ""
  for (const raw of toml.split("\n")) {
    const line = raw.replace(/^\s+/, "")
    if (line === "" || line.startsWith("#")) continue
    const header = /^\[\[?([^\]]+)\]\]?\s*(#.*)?$/.exec(line)
    if (header) {
      current = header[1]!.trim()
      out.set(current, out.get(current) ?? {})
      continue
    }
    const pair = /^([A-Za-z0-9_-]+)\s*=\s*"([^"]*)"\s*(#.*)?$/.exec(line)
    if (!pair) throw new Error(`netlify.toml: cannot read line "${raw}"`)
    out.get(current)![pair[1]!] = pair[2]!
  }
  return out
}

const config = sections(text)

test("Netlify builds on the Node major that package.json (engines) and .nvmrc declare", () => {
  const netlifyNode = config.get("build.environment")!.NODE_VERSION
  const engines = JSON.parse(readFileSync(path.join(projectRoot, "package.json"), "utf8")).engines.node as string
  expect(engines).toContain(`>=${netlifyNode}`)
  expect(readFileSync(path.join(projectRoot, ".nvmrc"), "utf8").trim()).toBe(netlifyNode)
})

test("no [[headers]] or [[redirects]] here: public/_headers is the one header artifact", () => {
  expect([...config.keys()].filter((k) => /^(headers|redirects)$/.test(k))).toEqual([])
})

test("production builds are production; deploy previews and branch deploys are previews", () => {
  const env = (context: string) => ({ ...config.get(`context.${context}.environment`), CONTEXT: context })
  expect(resolveSiteEnvironment(env("production"))).toBe("production")
  expect(resolveSiteEnvironment(env("deploy-preview"))).toBe("preview")
  expect(resolveSiteEnvironment(env("branch-deploy"))).toBe("preview")
})

test.each(["deploy-preview", "branch-deploy"])("%s: no tag manager, or a complete GTM environment", (context) => {
  const vars = config.get(`context.${context}.environment`)!
  const settings = loadSiteSettings(projectRoot, { ...vars, CONTEXT: context })
  const script = compileHeadScript(projectRoot, headScriptSettings(settings))
  if (vars.GTM_AUTH || vars.GTM_PREVIEW) {
    expect(vars.GTM_AUTH && vars.GTM_PREVIEW).toBeTruthy()
    expect(script).toContain("gtm_preview=")
  } else {
    expect(vars.GTM_ID).toBe("none")
    expect(script).not.toContain("googletagmanager")
  }
})
