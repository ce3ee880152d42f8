/**
 * The GraphQL types of the page queries, generated from the zod schemas. A node type is named as
 * gatsby-transformer-yaml names it (`home` → `HomeYaml`), a nested object by `graphqlName` or by its
 * parent and field (`HomeHero`).
 */
import { z } from "zod"

import { fieldMeta, isEmpty, unwrap } from "./formats.ts"
import type { TextRole } from "./typography.ts"

export interface ObjectTypeConfig {
  name: string
  fields: Record<string, string | { type: string; extensions: Record<string, object> }>
  interfaces?: ["Node"]
  extensions?: { infer: false }
}

const capitalized = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`

/** gatsby-transformer-yaml's type name for content/<folder>/. */
export const nodeTypeName = (folder: string) => `${capitalized(folder.replace(/[-_\s]+(.)/g, (_, c: string) => c.toUpperCase()))}Yaml`

/** Extensions (gatsby-node.ts): a text is typeset, a date stays a day, an empty optional field is null. */
function extensionsOf(schema: z.ZodType): Record<string, object> | undefined {
  const { inner, optional } = unwrap(schema)
  const meta = fieldMeta.get(inner instanceof z.ZodArray ? (inner.element as z.ZodType) : inner)
  const own: Record<string, object> | undefined = meta?.role
    ? { typeset: { role: meta.role } }
    : meta?.date
      ? { calendarDay: {} }
      : undefined
  return optional ? { ...own, absentIfEmpty: {} } : own
}

/** The types, nested ones first. */
export function graphqlTypes(sources: readonly { folder: string; schema: z.ZodObject }[]): ObjectTypeConfig[] {
  const types = new Map<string, ObjectTypeConfig>()

  function add(type: ObjectTypeConfig): string {
    const known = types.get(type.name)
    if (known && JSON.stringify(known) !== JSON.stringify(type)) {
      throw new Error(`GraphQL type ${type.name} is generated from two different zod objects; give one another graphqlName.`)
    }
    types.set(type.name, type)
    return type.name
  }

  /** `name`: the type's name if it is an object without a graphqlName. */
  function typeOf(schema: z.ZodType, name: string): string {
    const { inner, optional } = unwrap(schema)
    let type: string
    if (inner instanceof z.ZodArray) type = `[${typeOf(inner.element as z.ZodType, name)}]`
    else if (inner instanceof z.ZodObject) type = add({ name: fieldMeta.get(inner)?.name ?? name, fields: fieldsOf(inner, name) })
    else if (inner instanceof z.ZodNumber) type = inner.isInt ? "Int" : "Float"
    else if (inner instanceof z.ZodBoolean) type = "Boolean"
    else if (inner instanceof z.ZodString || inner instanceof z.ZodEnum || fieldMeta.get(inner)?.date) type = "String"
    else throw new Error(`${name}: no GraphQL type for the zod type "${inner.def.type}".`)
    return optional ? type : `${type}!`
  }

  function fieldsOf(schema: z.ZodObject, typeName: string) {
    const prefix = (fieldMeta.get(schema)?.name ?? typeName).replace(/Yaml$/, "")
    const entries = Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, value]) => {
      const type = typeOf(value, prefix + capitalized(key))
      const extensions = extensionsOf(value)
      return [key, extensions ? { type, extensions } : type]
    })
    return Object.fromEntries(entries) as ObjectTypeConfig["fields"]
  }

  for (const { folder, schema } of sources) {
    const name = nodeTypeName(folder)
    add({ name, fields: fieldsOf(schema, name), interfaces: ["Node"], extensions: { infer: false } })
  }
  return [...types.values()]
}

/** What a query delivers for a zod output type: absent fields `null`. */
export type Queried<T> = T extends string
  ? string
  : T extends readonly (infer E)[]
    ? ReadonlyArray<Queried<E>>
    : T extends object
      ? { readonly [K in keyof T]-?: undefined extends T[K] ? Queried<Exclude<T[K], undefined>> | null : Queried<T[K]> }
      : T

/**
 * `value` as a page query delivers it for `schema`: only the schema's fields, an absent optional one `null`
 * (also an empty one, `isEmpty`: how the CMS clears a field), each text through `text` with its role (the
 * preview passes `typeset`, as the GraphQL layer's extension applies it). For the CMS preview and the tests.
 */
export function queried(
  schema: z.ZodType,
  value: unknown,
  text: (written: string, role: TextRole) => string = (written) => written,
): unknown {
  const { inner, optional } = unwrap(schema)
  if (optional && isEmpty(value)) return null
  const role = fieldMeta.get(inner)?.role
  if (role && typeof value === "string") return text(value, role)
  if (inner instanceof z.ZodArray && Array.isArray(value)) return value.map((item) => queried(inner.element as z.ZodType, item, text))
  if (!(inner instanceof z.ZodObject) || typeof value !== "object" || value === null) return value
  const fields = Object.entries(inner.shape as Record<string, z.ZodType>)
  return Object.fromEntries(fields.map(([key, field]) => [key, queried(field, (value as Record<string, unknown>)[key], text)]))
}
