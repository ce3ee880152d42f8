/**
 * The German words of hints.yaml for the content's fields, which the CMS forms show and the check's messages name: by
 * the field's path in its file, then by its path in each named type around it (graphqlName), then by its key under "*".
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { load } from "js-yaml"
import { z } from "zod"

import { fieldMeta, unwrap } from "./formats.ts"

export type FieldWords = { label: string; hint?: string; options?: Record<string, string> }

/** A field in hints.yaml is its label alone, or its label with a hint and German names for an enumeration's values. */
export interface Hints {
  collection: { label: string; label_singular: string; description: string }
  files: Record<string, { label: string }>
  fields: Record<string, Record<string, string | FieldWords>>
}

export const readHints = (root: string) => load(readFileSync(path.join(root, "content-model/hints.yaml"), "utf8")) as Hints

export type Scope = [section: string, prefix: string]

/** The field `key` of an object: its words (the entry taken leaves `unused`), what a form edits (a list's entry), the scopes inside. */
export function fieldIn(hints: Hints["fields"], scopes: Scope[], key: string, schema: z.ZodType, unused?: Set<string>) {
  // The words of the first scope with an entry for the field, or its key.
  const scope = [...scopes, ["*", ""] as Scope].find(([section, prefix]) => hints[section]?.[prefix + key] !== undefined)
  if (scope) unused?.delete(`${scope[0]}: ${scope[1]}${key}`)
  const words = scope ? hints[scope[0]]![scope[1] + key]! : key
  const { inner, optional } = unwrap(schema)
  const element = inner instanceof z.ZodArray ? unwrap(inner.element as z.ZodType).inner : inner
  const type = fieldMeta.get(element)?.name
  const deeper = scopes.map(([section, prefix]): Scope => [section, `${prefix}${key}.`])
  const inside = type ? [...deeper, [type, ""] as Scope] : deeper
  return { words: typeof words === "string" ? { label: words } : words, inner, optional, element, scopes: inside }
}

/** A field as the check's messages name it: by its CMS label, if it has one, and its key (for YAML editors). */
export const fieldNamed = (label: string | undefined, field: string) => (label ? `„${label}“ (${field})` : `„${field}“`)

/** A field's label after its sections', as the form nests them: "address.city" → "Anschrift › Ort"; none for no field. */
export function fieldLabel(kind: { name: string; fileSchema: z.ZodObject }, hints: Hints["fields"], field: string): string | undefined {
  let [schema, scopes]: [z.ZodType, Scope[]] = [kind.fileSchema, [[kind.name, ""]]]
  const labels: string[] = []
  for (const key of field.split(".")) {
    if (!(schema instanceof z.ZodObject) || !Object.hasOwn(schema.shape, key)) return undefined
    const { words, element, scopes: inside } = fieldIn(hints, scopes, key, schema.shape[key] as z.ZodType)
    ;[schema, scopes] = [element, inside]
    labels.push(words.label)
  }
  return labels.join(" › ")
}
