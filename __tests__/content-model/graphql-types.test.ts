/** @jest-environment node */
/**
 * The GraphQL types generated from the content model, and the field
 * extensions gatsby-node.ts resolves them with.
 */
import path from "node:path"
import { z } from "zod"

import * as format from "../../content-model/formats.ts"
import { graphqlTypes, nodeTypeName, queried, type ObjectTypeConfig } from "../../content-model/graphql-types.ts"
import { routesFromPages } from "../../content-model/routes.ts"
import { contentKinds } from "../../content-model/schemas.ts"
import { createSchemaCustomization } from "../../gatsby-node.ts"
import { projectRoot } from "../support/content"
import { gatsbyJsYaml } from "../support/package-internals"

const byName = (types: ObjectTypeConfig[]) => Object.fromEntries(types.map((type) => [type.name, type]))

test("a small schema: nullability, scalars, lists, named and nested types, extensions", () => {
  const address = format.graphqlName("Address", z.strictObject({ street: format.text }))
  const schema = z.strictObject({
    title: format.heading,
    note: format.text.optional(),
    id: format.metaText.nullable().optional(),
    day: format.isoDate,
    mode: z.enum(["a", "b"]),
    year: z.int(),
    ratio: z.number(),
    net: z.boolean(),
    tags: z.array(format.text),
    hero: z.strictObject({ badge: z.strictObject({ label: format.metaText }).optional() }),
    home: address,
    office: address,
  })
  const types = byName(graphqlTypes([{ folder: "error-pages", schema }]))
  const prose = { typeset: { role: "prose" } }
  const absentIfEmpty = {}
  expect(types).toEqual({
    ErrorPagesYaml: {
      name: "ErrorPagesYaml",
      interfaces: ["Node"],
      extensions: { infer: false },
      fields: {
        title: { type: "String!", extensions: { typeset: { role: "heading" } } },
        note: { type: "String", extensions: { ...prose, absentIfEmpty } },
        id: { type: "String", extensions: { absentIfEmpty } },
        day: { type: "String!", extensions: { calendarDay: {} } },
        mode: "String!",
        year: "Int!",
        ratio: "Float!",
        net: "Boolean!",
        tags: { type: "[String!]!", extensions: prose },
        hero: "ErrorPagesHero!",
        home: "Address!",
        office: "Address!",
      },
    },
    ErrorPagesHero: { name: "ErrorPagesHero", fields: { badge: { type: "ErrorPagesHeroBadge", extensions: { absentIfEmpty } } } },
    ErrorPagesHeroBadge: { name: "ErrorPagesHeroBadge", fields: { label: "String!" } },
    Address: { name: "Address", fields: { street: { type: "String!", extensions: prose } } },
  })
  const clash = z.strictObject({
    a: format.graphqlName("Box", z.strictObject({ width: z.int() })),
    b: format.graphqlName("Box", z.strictObject({ width: z.number() })),
  })
  expect(() => graphqlTypes([{ folder: "x", schema: clash }])).toThrow("GraphQL type Box is generated from two different zod objects")
})

test("the real model: a node type per content folder with every field but placeholders; the types fragments use", () => {
  const kinds = contentKinds(routesFromPages(path.join(projectRoot, "src/pages")))
  const types = byName(graphqlTypes(kinds.map((kind) => ({ folder: kind.name, schema: kind.content }))))
  for (const kind of kinds) {
    expect(Object.keys(types[nodeTypeName(kind.name)]!.fields)).toEqual(
      Object.keys(kind.schema.shape).filter((key) => key !== "placeholders"),
    )
  }
  expect(types.HomeYaml!.fields.seo).toBe("SharedPageSeo!")
  expect(types.ErrorsYaml!.fields.seo).toBe("PageSeo!")
  expect(types.DatenschutzAnalytics!.fields.advanced).toEqual({ type: "AnalyticsText", extensions: { absentIfEmpty: {} } })
})

test("gatsby-node.ts resolves texts typeset, an unquoted date (a Date in Gatsby's node) as its day, a cleared field as null", () => {
  type Extend = (args: object) => { resolve: (source: object, args: object, context: object, info: object) => unknown }
  const extensions = new Map<string, Extend>()
  const hook = createSchemaCustomization as unknown as (args: unknown) => void
  hook({
    actions: {
      createFieldExtension: (extension: { name: string; extend: Extend }) => extensions.set(extension.name, extension.extend),
      createTypes: () => undefined,
    },
    schema: { buildObjectType: (type: unknown) => type },
    store: { getState: () => ({ program: { directory: projectRoot } }) },
  })
  const node = gatsbyJsYaml.load(
    'lastUpdated: 2026-11-01\nheading: "Datenschutzerklärung nach § 13 DSGVO"\na: ""\nb: " "\nc: []\nd: { e: "", f: [] }\ng: ~\nh: [x]',
  ) as object
  const resolve = (name: string, field: string, args = {}) => extensions.get(name)!(args).resolve(node, {}, {}, { fieldName: field })
  expect(resolve("calendarDay", "lastUpdated")).toBe("2026-11-01")
  expect(resolve("typeset", "heading", { role: "heading" })).toBe("Daten\u00adschutz\u00ader\u00adklä\u00adrung nach §\u00a013\u00a0DSGVO")
  const optional = ["a", "b", "c", "d", "g", "h"].map((field) => resolve("absentIfEmpty", field))
  expect(optional).toEqual([null, null, null, null, null, ["x"]])
})

test("queried: a value as a query delivers it, texts through the given typesetter by role, empty optional fields null", () => {
  const schema = z.strictObject({
    title: format.heading,
    lines: z.array(format.text),
    note: format.text.optional(),
    tags: z.array(format.text).optional(),
  })
  const mark = (text: string, role: string) => `${role}:${text}`
  expect(queried(schema, { title: "T", lines: ["a"], note: " ", tags: [], extra: 1 }, mark)).toEqual({
    title: "heading:T",
    lines: ["prose:a"],
    note: null,
    tags: null,
  })
  expect(queried(schema, { title: "T", lines: [], note: "n" })).toEqual({ title: "T", lines: [], note: "n", tags: null })
})
