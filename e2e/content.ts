/** The real content files, for assertions that follow what editors wrote. */
import { readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"

import type { Consent, Home, Layout, Site } from "../content-model/schemas"

const root = path.resolve(__dirname, "..")

/** A content file as parsed YAML; every build checks it against the content model, so the types below hold. */
function readContent(relative: string): unknown {
  return parse(readFileSync(path.join(root, "content", relative), "utf8"))
}

export const site = readContent("site/index.yaml") as Site
export const layout = readContent("layout/index.yaml") as Layout
export const home = readContent("home/index.yaml") as Home
export const consent = readContent("consent/index.yaml") as Consent
