/**
 * The JSON Schemas in content/schemas/, generated from the zod schemas
 * (schemas.ts) so the editor's autocomplete and inline errors follow exactly
 * the rules the build checks. Draft 7: what the YAML language server
 * (VS Code, github.dev) reads best. `npm run schemas` writes them;
 * __tests__/content-schema/json-schemas.test.ts fails when the committed
 * files differ from what this produces.
 */
import path from "node:path"
import { z } from "zod"

import { routesFromPages } from "./routes.ts"
import { contentKinds } from "./schemas.ts"

export const SCHEMA_DIR = "content/schemas"

/** File name → JSON text, for every content kind. */
export function generateJsonSchemas(root: string): Map<string, string> {
  const kinds = contentKinds(routesFromPages(path.join(root, "src", "pages")))
  return new Map(
    kinds.map((kind) => {
      const schema = { ...z.toJSONSchema(kind.schema, { target: "draft-07", io: "input" }), title: kind.title }
      return [`${kind.name}.schema.json`, `${JSON.stringify(schema, null, 2)}\n`]
    }),
  )
}
