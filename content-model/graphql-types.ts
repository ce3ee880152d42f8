/**
 * The GraphQL types of the page queries, generated from the zod schemas
 * for gatsby/schema.ts: a required field is non-null (`!`); texts and
 * enums are `String`; a text field has the `typeset` extension with its
 * role, a date the `calendarDay` extension. A node type is named like
 * gatsby-transformer-yaml names it (`home` → `HomeYaml`), a nested
 * object by `graphqlName` (formats.ts) or its parent and field (`HomeHero`).
 */
import { z } from "zod"

import { fieldMeta, unwrap } from "./formats.ts"

type FieldConfig = string | { type: string; extensions: Record<string, object> }

/** What `schema.buildObjectType` takes. */
export interface ObjectTypeConfig {
  name: string
  fields: Record<string, FieldConfig>
  interfaces?: ["Node"]
  extensions?: { infer: false }
}

/** gatsby-transformer-yaml's type name for content/<folder>/. */
export function nodeTypeName(folder: string): string {
  const camel = folder.replace(/[-_\s]+(.)/g, (_, c: string) => c.toUpperCase())
  return `${camel.charAt(0).toUpperCase()}${camel.slice(1)}Yaml`
}

/** The extensions of a field: text (also a list of texts) or date. */
function extensionsOf(schema: z.ZodType): Record<string, object> | undefined {
  let { inner } = unwrap(schema)
  if (inner instanceof z.ZodArray) inner = inner.element as z.ZodType
  const meta = fieldMeta.get(inner)
  if (meta?.role) return { typeset: { role: meta.role } }
  return meta?.date ? { calendarDay: {} } : undefined
}

/** The types, nested ones first; nothing is inferred from the data. */
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

  function typeOf(schema: z.ZodType, at: string, name: string): string {
    const { inner, optional } = unwrap(schema)
    let type: string
    if (inner instanceof z.ZodArray) {
      type = `[${typeOf(inner.element as z.ZodType, at, name)}]`
    } else if (inner instanceof z.ZodObject) {
      const own = fieldMeta.get(inner)?.name ?? name
      type = add({ name: own, fields: fieldsOf(inner, own, at) })
    } else if (inner instanceof z.ZodNumber) {
      type = inner.isInt ? "Int" : "Float"
    } else if (inner instanceof z.ZodBoolean) {
      type = "Boolean"
    } else if (inner instanceof z.ZodString || inner instanceof z.ZodEnum || fieldMeta.get(inner)?.date) {
      type = "String"
    } else {
      throw new Error(`${at}: no GraphQL type for the zod type "${inner.def.type}".`)
    }
    return optional ? type : `${type}!`
  }

  function fieldsOf(schema: z.ZodObject, typeName: string, at: string) {
    const prefix = typeName.replace(/Yaml$/, "")
    const entries = Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, value]) => {
      const name = `${prefix}${key.charAt(0).toUpperCase()}${key.slice(1)}`
      const type = typeOf(value, `${at}.${key}`, name)
      const extensions = extensionsOf(value)
      return [key, extensions ? { type, extensions } : type]
    })
    return Object.fromEntries(entries) as ObjectTypeConfig["fields"]
  }

  for (const { folder, schema } of sources) {
    const name = nodeTypeName(folder)
    const fields = fieldsOf(schema, name, name)
    add({ name, fields, interfaces: ["Node"], extensions: { infer: false } })
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
