/** The real content files, for assertions that follow what editors wrote. */
import { readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"

const root = path.resolve(__dirname, "..")

export function readContent<T = any>(relative: string): T {
  return parse(readFileSync(path.join(root, "content", relative), "utf8")) as T
}

export const company = readContent("company/index.yaml")
export const site = readContent("site/index.yaml")
export const layout = readContent("layout/index.yaml")
export const home = readContent("home/index.yaml")
export const impressum = readContent("impressum/index.yaml")
export const datenschutz = readContent("datenschutz/index.yaml")
export const contact = readContent("contact/index.yaml")
export const notFound = readContent("errors/not-found.yaml")
export const consent = readContent("consent/index.yaml")
