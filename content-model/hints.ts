/**
 * The German words of content-model/hints.yaml for the content's fields, which the CMS forms show (cms-config.ts) and
 * the check's messages name (check.ts). A field's words are found by its path in its file, then by its path in each
 * named type around it (graphqlName), then by its key under "*".
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { z } from "zod"

import { fieldMeta, unwrap } from "./formats.ts"

/** A field's label, with a hint and German names for an enumeration's values where given. */
export type Words = { label: string; hint?: string; options?: Record<string, string> }

/** A field in hints.yaml is its label alone, or its words. */
export interface Hints {
  collection: { label: string; label_singular: string; description: string }
  files: Record<string, { label: string }>
  fields: Record<string, Record<string, string | Words>>
}

export const readHints = (root: string) => parse(readFileSync(path.join(root, "content-model/hints.yaml"), "utf8")) as Hints

/** A section of hints.yaml and a field's path in it so far. */
export type Scope = [section: string, prefix: string]

/** The words for the field `key`, from the first scope that has them; the entry taken leaves `unused`. */
export function wordsOf(hints: Hints["fields"], scopes: Scope[], key: string, unused?: Set<string>): Words {
  for (const [section, prefix] of [...scopes, ["*", ""] as Scope]) {
    const words = hints[section]?.[prefix + key]
    if (words !== undefined) {
      unused?.delete(`${section}: ${prefix + key}`)
      return typeof words === "string" ? { label: words } : words
    }
  }
  return { label: key }
}

/** The field `key` with the schema a form edits (a list's entry) and the scopes of the fields inside it. */
export function fieldWithin(scopes: Scope[], key: string, schema: z.ZodType) {
  const { inner, optional } = unwrap(schema)
  const element = inner instanceof z.ZodArray ? unwrap(inner.element as z.ZodType).inner : inner
  const type = fieldMeta.get(element)?.name
  const deeper = scopes.map(([section, prefix]): Scope => [section, `${prefix}${key}.`])
  return { inner, optional, element, scopes: type ? [...deeper, [type, ""] as Scope] : deeper }
}

/** A field's label after those of its sections, as the form nests them: "address.city" → "Anschrift › Ort"; none for no field. */
export function fieldLabel(kind: { name: string; schema: z.ZodObject }, hints: Hints["fields"], field: string): string | undefined {
  let schema: z.ZodType = kind.schema
  let scopes: Scope[] = [[kind.name, ""]]
  const labels: string[] = []
  for (const key of field.split(".")) {
    if (!(schema instanceof z.ZodObject) || !Object.hasOwn(schema.shape, key)) return undefined
    labels.push(wordsOf(hints, scopes, key).label)
    ;({ element: schema, scopes } = fieldWithin(scopes, key, schema.shape[key] as z.ZodType))
  }
  return labels.join(" › ")
}
