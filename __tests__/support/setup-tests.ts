import "@testing-library/jest-dom"
import path from "node:path"

import { loadSiteSettings } from "./content-files"

// What gatsby-node.ts bakes into the bundles, computed from the real YAML.
;(globalThis as unknown as { __SITE_SETTINGS__: unknown }).__SITE_SETTINGS__ = loadSiteSettings(path.resolve(__dirname, "../.."), {})
