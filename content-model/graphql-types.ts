/**
 * The GraphQL types of the page queries, generated from the zod schemas, and the data a query delivers (`queried`). A
 * node type is named after its content folder as gatsby-transformer-yaml names it (`home` → `HomeYaml`), a nested
 * object by `graphqlName` or by its parent and field (`HomeHero`).
 */
import { z } from "zod"

import { fieldMeta, isEmpty, unwrap } from "./formats.ts"
import type { TextRole } from "./typography.ts"

/** What a field's resolver is given by Gatsby beside the node: its node store. */
type ResolverContext = {
  nodeModel: {
    findOne(args: { type: string; query: object }): Promise<unknown>
    getNodeById(args: { id: string }): { relativePath?: string } | null
  }
}

type Resolved = { type: string; resolve: (node: Record<string, unknown>, args: unknown, context: ResolverContext) => unknown }
type ObjectTypeConfig = { name: string; fields: Record<string, string | Resolved>; interfaces?: ["Node"]; extensions?: { infer: false } }
type EnumTypeConfig = { name: string; values: Record<string, object> }

/** A GraphQL name: what an enum's values must be to become a GraphQL enum. */
const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/

const capitalized = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`

/** The node type gatsby-transformer-yaml makes of a file in content/<folder>/. */
const nodeTypeName = (folder: string) => `${capitalized(folder.replace(/[-_\s]+(.)/g, (_, c: string) => c.toUpperCase()))}Yaml`

/**
 * The types, nested ones first. A node holds its file as read; each field of a node type resolves to `shape` of its
 * schema and value (gatsby-node.ts: as `queried`), and the nested types read what that gives.
 */
export function graphqlTypes(
  sources: readonly { folder: string; schema: z.ZodObject }[],
  shape: (schema: z.ZodType, value: unknown, context: ResolverContext) => unknown,
): (ObjectTypeConfig | EnumTypeConfig)[] {
  const types = new Map<string, ObjectTypeConfig | EnumTypeConfig>()

  function add(type: ObjectTypeConfig | EnumTypeConfig): string {
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
    // A GraphQL enum, typed by typegen as the union of its values, so views need no cast; operators like "≤" stay strings.
    else if (inner instanceof z.ZodEnum && inner.options.every((option) => GRAPHQL_NAME.test(String(option))))
      type = add({ name, values: Object.fromEntries(inner.options.map((option) => [option, {}])) })
    else if (inner instanceof z.ZodString || inner instanceof z.ZodEnum || fieldMeta.get(inner)?.date) type = "String"
    else throw new Error(`${name}: no GraphQL type for the zod type "${inner.def.type}".`)
    return optional ? type : `${type}!`
  }

  function fieldsOf(schema: z.ZodObject, typeName: string): Record<string, string> {
    const prefix = (fieldMeta.get(schema)?.name ?? typeName).replace(/Yaml$/, "")
    const fields = Object.entries(schema.shape as Record<string, z.ZodType>)
    return Object.fromEntries(fields.map(([key, value]) => [key, typeOf(value, prefix + capitalized(key))]))
  }

  for (const { folder, schema } of sources) {
    const name = nodeTypeName(folder)
    const fields = Object.entries(fieldsOf(schema, name)).map(([key, type]) => {
      const resolve = (node: Record<string, unknown>, _args: unknown, context: ResolverContext) =>
        shape(schema.shape[key] as z.ZodType, node[key], context)
      return [key, { type, resolve }]
    })
    // Its file's path under content/ ("errors/not-found.yaml"), which queries select a file by where a folder holds several.
    const file = {
      type: "String!",
      resolve: (node: { parent: string }, _: unknown, context: ResolverContext) =>
        context.nodeModel.getNodeById({ id: node.parent })?.relativePath,
    }
    add({ name, fields: { ...Object.fromEntries(fields), file }, interfaces: ["Node"], extensions: { infer: false } })
  }
  return [...types.values()]
}

/** What a query delivers for a zod output type: absent fields `null`. */
export type Queried<T> = T extends string
  ? string extends T
    ? string
    : T
  : T extends readonly (infer E)[]
    ? ReadonlyArray<Queried<E>>
    : T extends object
      ? { readonly [K in keyof T]-?: undefined extends T[K] ? Queried<Exclude<T[K], undefined>> | null : Queried<T[K]> }
      : T

/**
 * `value` as a page query delivers it for `schema`: only the schema's fields, an absent optional one `null`
 * (also an empty one, `isEmpty`: how the CMS clears a field), each text through `text` with its role, if any (`shownText`: facts filled in, typeset).
 * What the node types' fields resolve to (gatsby-node.ts) and the CMS preview shows.
 */
export function queried(schema: z.ZodType, value: unknown, text: (written: string, role?: TextRole) => string): unknown {
  const { inner, optional } = unwrap(schema)
  if (optional && isEmpty(value)) return null
  if (typeof value === "string") return text(value, fieldMeta.get(inner)?.role)
  if (inner instanceof z.ZodArray && Array.isArray(value)) return value.map((item) => queried(inner.element as z.ZodType, item, text))
  if (!(inner instanceof z.ZodObject) || typeof value !== "object" || value === null) return value
  const fields = Object.entries(inner.shape as Record<string, z.ZodType>)
  return Object.fromEntries(fields.map(([key, field]) => [key, queried(field, (value as Record<string, unknown>)[key], text)]))
}
