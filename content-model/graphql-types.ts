/**
 * The GraphQL types of the page queries, generated from the zod schemas
 * (schemas.ts), so a content field is defined once. gatsby/schema.ts
 * hands them to Gatsby with `schema.buildObjectType`.
 *
 * Mapping: a required zod field is non-null (`!`), an optional or nullable one
 * is nullable; arrays are lists of non-null items; strings and enums are
 * `String` (no GraphQL enums: the values stay plain strings in the pages),
 * integers `Int`, other numbers `Float`, booleans `Boolean`; a nested object is
 * a named object type. A `text` or `heading` field (formats.ts), alone or in
 * a list, carries the `typeset` extension, so pages get it typeset. A date
 * field (`isoDate`) is a `String` with the `calendarDay` extension: the CMS
 * writes dates unquoted, gatsby-transformer-yaml reads them as Date objects,
 * and the extension hands pages the same "YYYY-MM-DD" text as before (dates.ts).
 *
 * Names (deterministic): a node type is named like gatsby-transformer-yaml
 * names it, after the content folder (`home` → `HomeYaml`). A nested object
 * type takes the name registered with `graphqlName` (for types shared by
 * several fields, e.g. `PostalAddress`, list entries, e.g. `HomeFeature`, and
 * names kept from before the generator, e.g. `ContactQuick`); otherwise its
 * parent's name without `Yaml` plus the field name, also for list entries
 * (`HomeYaml.hero` → `HomeHero`). Fragments use these names, so renaming one
 * breaks them. One name for two different field sets is an error.
 */
import { z } from "zod"

import { dateFields, textRoles } from "./formats.ts"
import type { TextRole } from "./typography.ts"

const names = z.registry<{ name: string }>()

/** Gives a nested object schema its GraphQL type name. */
export function graphqlName<T extends z.ZodObject>(name: string, schema: T): T {
  names.add(schema, { name })
  return schema
}

/**
 * A field whose text pages show: its GraphQL type plus the `typeset` field
 * extension (gatsby/schema.ts) with the text's role.
 */
export interface TypesetFieldConfig {
  type: string
  extensions: { typeset: { role: TextRole } }
}

/** What `schema.buildObjectType` takes (https://www.gatsbyjs.com/docs/reference/graphql-data-layer/schema-customization/). */
/** A date field: its GraphQL type plus the `calendarDay` field extension (gatsby/schema.ts). */
export interface DateFieldConfig {
  type: string
  extensions: { calendarDay: Record<string, never> }
}

export interface ObjectTypeConfig {
  name: string
  /** Field name → GraphQL type, e.g. `[String!]!`, or the type with the typesetting of a `text`/`heading` field or a date's extension. */
  fields: Record<string, string | TypesetFieldConfig | DateFieldConfig>
  interfaces?: ["Node"]
  extensions?: { infer: false }
}

export interface NodeTypeSource {
  /** The content folder, e.g. `home`. */
  folder: string
  /** The fields pages may read. */
  schema: z.ZodObject
}

/** gatsby-transformer-yaml's node type name of a single-object file in `content/<folder>/`. */
export function nodeTypeName(folder: string): string {
  const camel = folder.replace(/[-_\s]+(.)/g, (_, c: string) => c.toUpperCase())
  return `${camel.charAt(0).toUpperCase()}${camel.slice(1)}Yaml`
}

const capitalized = (key: string): string => `${key.charAt(0).toUpperCase()}${key.slice(1)}`

/** The typesetting role of a text field (formats.ts `text`/`heading`), also of a list of texts; undefined for other fields. */
function textRole(schema: z.ZodType): TextRole | undefined {
  let inner = schema
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable || inner instanceof z.ZodArray) {
    inner = (inner instanceof z.ZodArray ? inner.element : inner.unwrap()) as z.ZodType
  }
  return textRoles.get(inner)?.role
}

/** A date field (formats.ts `isoDate`), also when optional. */
function isDate(schema: z.ZodType): boolean {
  let inner = schema
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) inner = inner.unwrap() as z.ZodType
  return dateFields.has(inner)
}

/**
 * One object type per node type and per named nested object (nested types
 * before the type that holds them). Node types never infer fields from the
 * data (`infer: false`), so a key missing in the schema cannot become a field.
 */
export function graphqlTypes(sources: readonly NodeTypeSource[]): ObjectTypeConfig[] {
  const types = new Map<string, ObjectTypeConfig>()

  function add(type: ObjectTypeConfig): void {
    const existing = types.get(type.name)
    if (existing && JSON.stringify(existing) !== JSON.stringify(type)) {
      throw new Error(`GraphQL type ${type.name} is generated from two different zod objects; give one of them another graphqlName.`)
    }
    types.set(type.name, type)
  }

  function fieldType(schema: z.ZodType, at: string, defaultName: string): string {
    let inner = schema
    let nullable = false
    while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) {
      nullable = true
      inner = inner.unwrap() as z.ZodType
    }
    let type: string
    if (inner instanceof z.ZodArray) type = `[${fieldType(inner.element as z.ZodType, at, defaultName)}]`
    else if (inner instanceof z.ZodObject) type = objectType(inner, names.get(inner)?.name ?? defaultName, at)
    else if (inner instanceof z.ZodString || inner instanceof z.ZodStringFormat || inner instanceof z.ZodEnum) type = "String"
    else if (inner instanceof z.ZodNumber) type = inner.isInt ? "Int" : "Float"
    else if (inner instanceof z.ZodBoolean) type = "Boolean"
    else throw new Error(`${at}: no GraphQL type for the zod type "${inner.def.type}".`)
    return nullable ? type : `${type}!`
  }

  function fieldsOf(schema: z.ZodObject, typeName: string, at: string): ObjectTypeConfig["fields"] {
    const prefix = typeName.replace(/Yaml$/, "")
    return Object.fromEntries(
      Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, value]) => {
        const type = fieldType(value, `${at}.${key}`, `${prefix}${capitalized(key)}`)
        const role = textRole(value)
        if (role) return [key, { type, extensions: { typeset: { role } } }]
        return [key, isDate(value) ? { type, extensions: { calendarDay: {} } } : type]
      }),
    )
  }

  function objectType(schema: z.ZodObject, name: string, at: string): string {
    add({ name, fields: fieldsOf(schema, name, at) })
    return name
  }

  for (const source of sources) {
    const name = nodeTypeName(source.folder)
    add({ name, fields: fieldsOf(source.schema, name, name), interfaces: ["Node"], extensions: { infer: false } })
  }
  return [...types.values()]
}

/**
 * The type a page query delivers for a zod output type `T`, following the
 * mapping above: enums are plain strings, optional fields `null` when absent,
 * lists and objects read-only. For builders that take query results.
 */
export type Queried<T> = T extends string
  ? string
  : T extends readonly (infer E)[]
    ? ReadonlyArray<Queried<E>>
    : T extends object
      ? { readonly [K in keyof T]-?: undefined extends T[K] ? Queried<Exclude<T[K], undefined>> | null : Queried<T[K]> }
      : T
