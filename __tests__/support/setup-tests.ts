import "@testing-library/jest-dom"
import path from "node:path"

import { bundleDefines } from "../../content-model/settings"
import { loadSiteSettings } from "./content-files"

// What gatsby-node.ts bakes into the bundles, computed from the real YAML.
for (const [name, json] of Object.entries(bundleDefines(loadSiteSettings(path.resolve(__dirname, "../.."), {})))) {
  Object.assign(globalThis, { [name]: JSON.parse(json) })
}
