/** @jest-environment node */
/**
 * The GraphQL types generated from the content model, and what their fields
 * resolve gatsby-transformer-yaml's nodes to (gatsby-node.ts).
 */
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { z } from "zod"

import * as format from "../../content-model/formats.ts"
import { graphqlTypes, nodeTypeName, queried, type EnumTypeConfig, type ObjectTypeConfig } from "../../content-model/graphql-types.ts"
import { contentKindsOf } from "../../content-model/routes.ts"
import { factsOf } from "../../content-model/facts.ts"
import type { Company, Layout } from "../../content-model/schemas.ts"
import { shownText } from "../../content-model/typography.ts"
import { createSchemaCustomization } from "../../gatsby-node.ts"
import { contentFiles, projectRoot } from "../support/content"
import { check, copyContent, editText, editYaml } from "./content-copy"

/** Each type by name, with its fields' GraphQL types. */
const byName = (types: (ObjectTypeConfig | EnumTypeConfig)[]) =>
  Object.fromEntries(
    types.map((type) => [
      type.name,
      "values" in type
        ? type
        : {
            ...type,
            fields: Object.fromEntries(
              Object.entries(type.fields).map(([key, field]) => [key, typeof field === "string" ? field : field.type]),
            ),
          },
    ]),
  ) as Record<string, { fields: Record<string, string> }>

const unchanged = (_: z.ZodType, value: unknown) => value

test("a small schema: nullability, scalars, lists, named and nested types", () => {
  const address = format.graphqlName("Address", { street: format.text })
  const schema = z.strictObject({
    title: format.heading,
    note: format.optional(format.text),
    day: format.isoDate,
    mode: z.enum(["a", "b"]),
    operator: z.enum(["≤", "≥"]),
    year: z.int(),
    ratio: z.number(),
    net: z.boolean(),
    tags: z.array(format.text),
    hero: z.strictObject({ badge: format.optional(z.strictObject({ label: format.metaText })) }),
    home: address,
    office: address,
  })
  const types = byName(graphqlTypes([{ folder: "error-pages", schema }], unchanged))
  expect(types).toEqual({
    ErrorPagesYaml: {
      name: "ErrorPagesYaml",
      interfaces: ["Node"],
      extensions: { infer: false },
      fields: {
        ...{
          title: "String!",
          note: "String",
          day: "String!",
          mode: "ErrorPagesMode!",
          operator: "String!",
          year: "Int!",
          ratio: "Float!",
        },
        ...{ net: "Boolean!", tags: "[String!]!", hero: "ErrorPagesHero!", home: "Address!", office: "Address!" },
      },
    },
    ErrorPagesMode: { name: "ErrorPagesMode", values: { a: {}, b: {} } },
    ErrorPagesHero: { name: "ErrorPagesHero", fields: { badge: "ErrorPagesHeroBadge" } },
    ErrorPagesHeroBadge: { name: "ErrorPagesHeroBadge", fields: { label: "String!" } },
    Address: { name: "Address", fields: { street: "String!" } },
  })
  const clash = z.strictObject({
    a: format.graphqlName("Box", { width: z.int() }),
    b: format.graphqlName("Box", { width: z.number() }),
  })
  expect(() => graphqlTypes([{ folder: "x", schema: clash }], unchanged)).toThrow(
    "GraphQL type Box is generated from two different zod objects",
  )
})

test("the real model: a node type per content folder with every field but placeholders; the types fragments use", () => {
  const kinds = contentKindsOf()
  const types = byName(
    graphqlTypes(
      kinds.map((kind) => ({ folder: kind.name, schema: kind.pageSchema })),
      unchanged,
    ),
  )
  for (const kind of kinds) {
    expect(Object.keys(types[nodeTypeName(kind.name)]!.fields)).toEqual(
      Object.keys(kind.fileSchema.shape).filter((key) => key !== "placeholders"),
    )
  }
  expect(types.HomeYaml!.fields.seo).toBe("SharedPageSeo!")
  expect(types.ErrorsYaml!.fields.seo).toBe("PageSeo!")
  expect(types.DatenschutzAnalytics!.fields.advanced).toBe("AnalyticsText")
})

type TransformerArgs = {
  node: object
  actions: { createNode(node: Record<string, unknown>): void; createParentChildLink(): void }
  loadNodeContent(): Promise<string>
  createNodeId(name: string): string
  createContentDigest(): string
}
const transformer = createRequire(__filename)("gatsby-transformer-yaml/gatsby-node") as {
  onCreateNode(args: TransformerArgs): Promise<void>
}

test("gatsby-transformer-yaml's node of each file, resolved by its generated type, is what the check checked: facts filled in, typeset, a cleared field null", async () => {
  // As the CMS saves them: a day without quotes, a cleared optional field; a text naming the price by its token.
  const dir = copyContent()
  editText(dir, "datenschutz/index.yaml", /^lastUpdated: "(.+)"$/m, "lastUpdated: $1")
  editText(dir, "contact/index.yaml", /^heading: "(.+)"$/m, 'heading: "$1 {price}"')
  editYaml(dir, "home/index.yaml", (doc) => {
    const results = doc.getIn(["hero", "example", "results"]) as { items: { has(key: string): boolean }[] }
    doc.setIn(["hero", "example", "results", results.items.findIndex((row) => row.has("note")), "note"], "")
  })
  const checked = check(dir)
  expect(checked.errors).toEqual([])

  const types: (ObjectTypeConfig | EnumTypeConfig)[] = []
  const customize = createSchemaCustomization as unknown as (args: unknown) => void
  customize({
    actions: { createTypes: (created: ObjectTypeConfig[]) => types.push(...created) },
    schema: { buildObjectType: (type: ObjectTypeConfig) => type, buildEnumType: (type: EnumTypeConfig) => type },
    store: { getState: () => ({ program: { directory: projectRoot } }) },
  })
  const kinds = contentKindsOf()
  // Gatsby's node store as the resolvers ask it for the facts: the company's and the layout's nodes.
  const nodeOf: Record<string, string> = { CompanyYaml: "company/index.yaml", LayoutYaml: "layout/index.yaml" }
  const context = { nodeModel: { findOne: async ({ type }: { type: string }) => checked.data.get(nodeOf[type]!) } }
  const facts = factsOf(checked.data.get("company/index.yaml") as Company, (checked.data.get("layout/index.yaml") as Layout).timeSuffix)
  for (const file of contentFiles(dir)) {
    const nodes: Record<string, unknown>[] = []
    // A File node of gatsby-source-filesystem, as far as the transformer reads it.
    const absolute = path.join(dir, file)
    await transformer.onCreateNode({
      node: {
        id: file,
        internal: { type: "File", mediaType: "text/yaml" },
        dir: path.dirname(absolute),
        name: path.basename(file, ".yaml"),
      },
      actions: { createNode: (node) => nodes.push(node), createParentChildLink: () => undefined },
      loadNodeContent: async () => readFileSync(absolute, "utf8"),
      createNodeId: (name) => name,
      createContentDigest: () => "digest",
    })
    const kind = kinds.find((known) => known.file === file)!
    expect(nodes.map((node) => (node.internal as { type: string }).type)).toEqual([nodeTypeName(kind.name)])
    const { fields } = types.find((type) => type.name === nodeTypeName(kind.name)) as ObjectTypeConfig
    const resolved = Object.fromEntries(
      await Promise.all(
        Object.entries(fields).map(async ([key, field]) => [
          key,
          typeof field === "string" ? undefined : await field.resolve(nodes[0]!, {}, context),
        ]),
      ),
    )
    expect(resolved).toEqual(queried(kind.pageSchema, checked.data.get(file), shownText(facts)))
    if (file === "datenschutz/index.yaml") expect(resolved.lastUpdated).toMatch(/^\d{4}-\d\d-\d\d$/)
    if (file === "contact/index.yaml")
      expect(
        String(resolved.heading)
          .replace(/\u00a0/g, " ")
          .replace(/\u2060/g, ""),
      ).toContain(facts.price)
  }
  const home = queried(kinds.find((kind) => kind.name === "home")!.content, checked.data.get("home/index.yaml"), shownText(facts))
  expect(JSON.stringify(home)).toMatch(/"note":null/)
  expect(JSON.stringify(home)).toContain("\u00ad")
})

test("queried: a value as a query delivers it, texts through the given typesetter by role, empty optional fields null", () => {
  const schema = z.strictObject({
    title: format.heading,
    lines: z.array(format.text),
    note: format.optional(format.text),
    tags: format.optional(z.array(format.text)),
  })
  const mark = (text: string, role?: string) => `${role}:${text}`
  expect(queried(schema, { title: "T", lines: ["a"], note: " ", tags: [], extra: 1 }, mark)).toEqual({
    title: "heading:T",
    lines: ["prose:a"],
    note: null,
    tags: null,
  })
  expect(queried(schema, { title: "T", lines: [], note: "n" }, (text) => text)).toEqual({ title: "T", lines: [], note: "n", tags: null })
})
