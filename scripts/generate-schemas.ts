/**
 * `npm run schemas`: writes content/schemas/*.schema.json from the zod schemas
 * (build/content-model/schemas.ts). Run it after changing a schema or adding
 * a page; Jest tests fail while the committed files are outdated.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"

import { SCHEMA_DIR, generateJsonSchemas } from "../build/content-model/json-schemas.ts"

const root = path.resolve(import.meta.dirname, "..")
const dir = path.join(root, SCHEMA_DIR)
mkdirSync(dir, { recursive: true })
const schemas = generateJsonSchemas(root)
for (const stale of readdirSync(dir)) if (stale.endsWith(".schema.json") && !schemas.has(stale)) rmSync(path.join(dir, stale))
for (const [name, json] of schemas) writeFileSync(path.join(dir, name), json)
console.log(`${schemas.size} JSON-Schemas geschrieben nach ${SCHEMA_DIR}/`)
