/**
 * @jest-environment node
 *
 * renovate.json, checked offline against Renovate's own JSON Schema (vendored in
 * __tests__/fixtures/renovate-schema.json; refresh with scripts/update-renovate-schema.ts) and for the
 * rules this project relies on. CI also runs Renovate's validator (.github/workflows/ci.yml).
 */
import { readFileSync } from "node:fs"
import path from "node:path"

import Ajv from "ajv"

const projectRoot = path.resolve(__dirname, "../..")
const read = (file: string): string => readFileSync(path.join(projectRoot, file), "utf8")

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
interface PackageRule {
  description?: string
  matchPackageNames?: string[]
  matchDepNames?: string[]
  matchDepTypes?: string[]
  matchManagers?: string[]
  groupName?: string
  allowedVersions?: string
  enabled?: boolean
  rangeStrategy?: string
  versioning?: string
  pinDigests?: boolean
}
interface CustomManager {
  description?: string
  customType: string
  managerFilePatterns: string[]
  matchStrings: string[]
  depNameTemplate?: string
  datasourceTemplate?: string
  versioningTemplate?: string
}
interface RenovateConfig {
  extends: string[]
  timezone: string
  schedule: string[]
  labels: string[]
  dependencyDashboard: boolean
  lockFileMaintenance: { enabled: boolean; schedule: string[]; description?: string }
  customManagers: CustomManager[]
  packageRules: PackageRule[]
}

const config = JSON.parse(read("renovate.json")) as RenovateConfig
const pkg = JSON.parse(read("package.json")) as {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
  overrides: Record<string, string>
  engines: { node: string }
}

const schema = JSON.parse(read("__tests__/fixtures/renovate-schema.json")) as { [key: string]: Json }

/**
 * Renovate's published schema lets unknown keys through (it serves editors, not validation), so a
 * misspelt option would pass. This copy refuses keys that no `properties` list names, wherever the
 * schema lists them; `$schema` at the top is for editors and allowed. A package rule takes the
 * top-level options too (groupName, rangeStrategy, …), which the schema does not list for it.
 */
function strict(node: Json): Json {
  if (Array.isArray(node)) return node.map(strict)
  if (node === null || typeof node !== "object") return node
  const out: { [key: string]: Json } = {}
  for (const [key, value] of Object.entries(node)) out[key] = key === "properties" ? mapValues(value, strict) : strict(value)
  if ("properties" in node && !("additionalProperties" in node) && !("patternProperties" in node)) out.additionalProperties = false
  return out
}
function mapValues(node: Json, f: (v: Json) => Json): Json {
  if (node === null || typeof node !== "object" || Array.isArray(node)) return node
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, f(v)]))
}
interface StrictSchema {
  properties: Record<string, Json>
  definitions: { packageRules: { items: { allOf: { properties: Record<string, Json> }[] } } }
}
const strictSchema = strict(schema) as unknown as StrictSchema
const packageRule = strictSchema.definitions.packageRules.items.allOf[0]!
packageRule.properties = { ...strictSchema.properties, ...packageRule.properties }
strictSchema.properties = { ...strictSchema.properties, $schema: { type: "string" } }

// extendRefs: the schema puts `type` next to `$ref` (lockFileMaintenance); apply both, as Renovate means.
const validate = new Ajv({ allErrors: true, extendRefs: true, logger: false }).compile(strictSchema)

/** The schema's complaints about `candidate`, one line each (empty when valid). */
function schemaErrors(candidate: unknown): string[] {
  if (validate(candidate)) return []
  return (validate.errors ?? []).map((e) => {
    const where = (e as { instancePath?: string }).instancePath ?? (e as { dataPath?: string }).dataPath ?? ""
    const extra = "additionalProperty" in e.params ? ` "${String(e.params.additionalProperty)}"` : ""
    return `${where || "(top)"}: ${e.message}${extra}`
  })
}

const clone = (): RenovateConfig => JSON.parse(JSON.stringify(config)) as RenovateConfig
const rulesFor = (name: string): PackageRule[] =>
  config.packageRules.filter((r) => r.matchPackageNames?.includes(name) || r.matchDepNames?.includes(name))

describe("schema", () => {
  test(`renovate.json is valid for Renovate ${String(schema["x-renovate-version"])}, with no unknown option`, () => {
    expect(schemaErrors(config)).toEqual([])
  })

  test.each<[string, (c: RenovateConfig & Record<string, unknown>) => void, RegExp]>([
    ["a misspelt top-level option", (c) => (c.lockFileMaintenence = { enabled: true }), /additional properties "lockFileMaintenence"/],
    [
      "a misspelt option in a package rule",
      (c) => ((c.packageRules[0] as Record<string, unknown>).matchPackageName = ["x"]),
      /matchPackageName"/,
    ],
    ["an unknown range strategy", (c) => (c.packageRules[0]!.rangeStrategy = "exact"), /allowed values/],
    ["a wrong type", (c) => ((c as Record<string, unknown>).labels = "dependencies"), /should be array|must be array/],
  ])("rejects %s", (_what, breakIt, message) => {
    const broken = clone() as RenovateConfig & Record<string, unknown>
    breakIt(broken)
    expect(schemaErrors(broken).join("\n")).toMatch(message)
  })
})

describe("rules", () => {
  test("every rule and custom manager says why it exists", () => {
    const undescribed = [...config.packageRules, ...config.customManagers].filter((r) => !r.description?.trim())
    expect(undescribed).toEqual([])
  })

  test("Renovate's best practices, weekly in Berlin's Monday morning, labelled, with a dependency dashboard", () => {
    expect(config.extends).toContain("config:best-practices")
    expect(config.timezone).toBe("Europe/Berlin")
    expect(config.schedule).toEqual(["* 0-5 * * 1"])
    expect(config.labels).toContain("dependencies")
    expect(config.dependencyDashboard).toBe(true)
  })

  test("weekly lock file maintenance", () => {
    expect(config.lockFileMaintenance).toMatchObject({ enabled: true, schedule: config.schedule })
  })

  test("exact versions stay exact: dependencies and devDependencies are pinned", () => {
    const pin = config.packageRules.find((r) => r.rangeStrategy === "pin")
    expect(pin).toMatchObject({ matchManagers: ["npm"], matchDepTypes: ["dependencies", "devDependencies"] })
    const ranges = Object.entries({ ...pkg.dependencies, ...pkg.devDependencies }).filter(([, v]) => !/^\d+\.\d+\.\d+$/.test(v))
    expect(ranges).toEqual([])
  })

  test("all of Gatsby's packages in package.json are in one group", () => {
    const names = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((n) => /gatsby/.test(n))
    expect(names.length).toBeGreaterThan(3)
    const group = config.packageRules.find((r) => r.groupName === "Gatsby")!
    const globs = group.matchPackageNames!.map((g) => new RegExp(`^${g.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`))
    expect(names.filter((n) => !globs.some((g) => g.test(n)))).toEqual([])
  })

  test("Node: the npm package `node`, .nvmrc and netlify.toml's NODE_VERSION move in one group, LTS only", () => {
    const group = config.packageRules.find((r) => r.groupName === "Node.js")!
    expect(group).toMatchObject({ matchDepNames: ["node"], versioning: "node" })
    // netlify.toml is no file Renovate knows: the custom manager reads NODE_VERSION as the same dependency.
    const manager = config.customManagers.find((m) => m.managerFilePatterns.some((p) => p.includes("netlify")))!
    expect(manager).toMatchObject({
      customType: "regex",
      depNameTemplate: "node",
      datasourceTemplate: "node-version",
      versioningTemplate: "node",
    })
    const netlify = read("netlify.toml")
    const matches = manager.matchStrings.map((s) => new RegExp(s).exec(netlify)?.groups?.currentValue)
    expect(matches).toEqual([read(".nvmrc").trim()])
  })

  test("Node is declared in step: .nvmrc, NODE_VERSION, the npm package `node` and engines name one major", () => {
    const major = read(".nvmrc").trim()
    const netlify = /NODE_VERSION\s*=\s*"(\d+)"/.exec(read("netlify.toml"))?.[1]
    const declared = {
      ".nvmrc": major,
      "netlify.toml NODE_VERSION": netlify,
      "package.json devDependencies.node": pkg.devDependencies.node?.split(".")[0],
      // Renovate leaves engines alone (see renovate.json); the Node.js pull request of a new major edits it by hand.
      "package.json engines.node": pkg.engines.node === `>=${major} <${Number(major) + 1}` ? major : pkg.engines.node,
    }
    expect(declared).toEqual({
      ".nvmrc": major,
      "netlify.toml NODE_VERSION": major,
      "package.json devDependencies.node": major,
      "package.json engines.node": major,
    })
    expect(config.packageRules.find((r) => r.matchDepTypes?.includes("engines"))).toMatchObject({ matchDepNames: ["node"], enabled: false })
  })

  test("held packages (README, Dependency notes) are not raised past their held version", () => {
    const held: Record<string, string> = {
      "msgpackr-extract": pkg.overrides["msgpackr-extract"] ?? "(no override)",
      "unrs-resolver": pkg.overrides["unrs-resolver"] ?? "(no override)",
      knip: "6.42.1",
    }
    expect(pkg.devDependencies.knip).toBe(held.knip)
    const readme = read("README.md")
    for (const [name, version] of Object.entries(held)) {
      // The README names each held version ("`knip` stays at 6.42.1"); the ceiling must say the same.
      expect(readme).toMatch(new RegExp(`\`${name}\`( stays at)? ${version.replace(/\./g, "\\.")}\\b`))
      expect(rulesFor(name).map((r) => r.allowedVersions)).toEqual([`<=${version}`])
    }
  })

  test("sharp: the direct dependency and its override are updated together", () => {
    expect(pkg.overrides.sharp).toBe(pkg.dependencies.sharp)
    const rules = rulesFor("sharp")
    expect(rules.map((r) => r.groupName)).toEqual(["sharp"])
    expect(rules.some((r) => r.enabled === false || r.allowedVersions)).toBe(false)
  })

  test("GitHub Actions stay pinned to commit digests", () => {
    expect(config.extends).toContain("config:best-practices") // includes helpers:pinGitHubActionDigests
    expect(config.packageRules.find((r) => r.matchManagers?.includes("github-actions"))).toMatchObject({
      pinDigests: true,
      matchDepTypes: ["action"],
    })
  })
})
