import "@testing-library/jest-dom"

import type { ContentCheckResult } from "../../content-model/check"
import { bundleDefines, settingsFromCheck } from "../../content-model/settings"
import { loadContent } from "./content-files"

/**
 * What gatsby-node.ts bakes into the bundles, from the real YAML: the files the settings come from, each read by its
 * schema, as the content check hands them on. Computed only in a test file whose code reads a define, and without the
 * whole check (its own tests run it).
 */
const defines = () => {
  const content = loadContent()
  const files = { site: content.siteYaml, consent: content.consentYaml, company: content.companyYaml, layout: content.layoutYaml }
  const data = new Map(Object.entries(files).map(([folder, data]) => [`${folder}/index.yaml`, data]))
  const checked: Pick<ContentCheckResult, "environment" | "errors" | "data"> = { environment: "development", errors: [], data }
  return bundleDefines(settingsFromCheck(checked as ContentCheckResult, {}))
}

let computed: ReturnType<typeof defines> | undefined
for (const name of ["__SITE_ENVIRONMENT__", "__CONSENT_SETTINGS__"] as const) {
  Object.defineProperty(globalThis, name, { configurable: true, get: () => JSON.parse((computed ??= defines())[name]) as unknown })
}
