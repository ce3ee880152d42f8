/** @jest-environment node */
/**
 * The GraphQL types generated from the content model, and the nodes
 * gatsby-node.ts fills them with.
 */
import path from "node:path"
import { z } from "zod"

import * as format from "../../content-model/formats.ts"
import { graphqlTypes, nodeTypeName, queried, type ObjectTypeConfig } from "../../content-model/graphql-types.ts"
import { contentKindsOf } from "../../content-model/routes.ts"
import { typeset } from "../../content-model/typography.ts"
import { sourceNodes } from "../../gatsby-node.ts"
import { contentFiles, loadContent, projectRoot } from "../support/content"

const byName = (types: ObjectTypeConfig[]) => Object.fromEntries(types.map((type) => [type.name, type]))

test("a small schema: nullability, scalars, lists, named and nested types", () => {
  const address = format.graphqlName("Address", { street: format.text })
  const schema = z.strictObject({
    title: format.heading,
    note: format.optional(format.text),
    day: format.isoDate,
    mode: z.enum(["a", "b"]),
    year: z.int(),
    ratio: z.number(),
    net: z.boolean(),
    tags: z.array(format.text),
    hero: z.strictObject({ badge: format.optional(z.strictObject({ label: format.metaText })) }),
    home: address,
    office: address,
  })
  const types = byName(graphqlTypes([{ folder: "error-pages", schema }]))
  expect(types).toEqual({
    ErrorPagesYaml: {
      name: "ErrorPagesYaml",
      interfaces: ["Node"],
      extensions: { infer: false },
      fields: {
        ...{ title: "String!", note: "String", day: "String!", mode: "String!", year: "Int!", ratio: "Float!" },
        ...{ net: "Boolean!", tags: "[String!]!", hero: "ErrorPagesHero!", home: "Address!", office: "Address!" },
      },
    },
    ErrorPagesHero: { name: "ErrorPagesHero", fields: { badge: "ErrorPagesHeroBadge" } },
    ErrorPagesHeroBadge: { name: "ErrorPagesHeroBadge", fields: { label: "String!" } },
    Address: { name: "Address", fields: { street: "String!" } },
  })
  const clash = z.strictObject({
    a: format.graphqlName("Box", { width: z.int() }),
    b: format.graphqlName("Box", { width: z.number() }),
  })
  expect(() => graphqlTypes([{ folder: "x", schema: clash }])).toThrow("GraphQL type Box is generated from two different zod objects")
})

test("the real model: a node type per content folder with every field but placeholders; the types fragments use", () => {
  const kinds = contentKindsOf(projectRoot)
  const types = byName(graphqlTypes(kinds.map((kind) => ({ folder: kind.name, schema: kind.content }))))
  for (const kind of kinds) {
    expect(Object.keys(types[nodeTypeName(kind.name)]!.fields)).toEqual(
      Object.keys(kind.schema.shape).filter((key) => key !== "placeholders"),
    )
  }
  expect(types.HomeYaml!.fields.seo).toBe("SharedPageSeo!")
  expect(types.ErrorsYaml!.fields.seo).toBe("PageSeo!")
  expect(types.DatenschutzAnalytics!.fields.advanced).toBe("AnalyticsText")
})

test("gatsby-node.ts makes a node per content file from the check's data, texts typeset, a cleared field null", () => {
  const nodes: Record<string, unknown>[] = []
  const hook = sourceNodes as unknown as (args: unknown) => void
  hook({
    actions: { createNode: (node: Record<string, unknown>) => nodes.push(node) },
    createContentDigest: () => "digest",
    createNodeId: (file: string) => file,
    store: { getState: () => ({ program: { directory: projectRoot } }) },
  })
  expect(nodes.map((node) => node.id).sort()).toEqual(contentFiles(path.join(projectRoot, "content")))
  const { heading, dataProtectionOfficer: officer } = loadContent().datenschutzYaml
  const datenschutz = nodes.find((node) => node.id === "datenschutz/index.yaml")!
  expect(datenschutz).toMatchObject({
    internal: { type: "DatenschutzYaml", contentDigest: "digest" },
    heading: typeset(heading, "heading"),
  })
  expect((datenschutz.dataProtectionOfficer as Record<string, unknown>)[officer.contact ? "noneAppointed" : "contact"]).toBeNull()
  expect(datenschutz).not.toHaveProperty("placeholders")
})

test("queried: a value as a query delivers it, texts through the given typesetter by role, empty optional fields null", () => {
  const schema = z.strictObject({
    title: format.heading,
    lines: z.array(format.text),
    note: format.optional(format.text),
    tags: format.optional(z.array(format.text)),
  })
  const mark = (text: string, role: string) => `${role}:${text}`
  expect(queried(schema, { title: "T", lines: ["a"], note: " ", tags: [], extra: 1 }, mark)).toEqual({
    title: "heading:T",
    lines: ["prose:a"],
    note: null,
    tags: null,
  })
  expect(queried(schema, { title: "T", lines: [], note: "n" }, (text) => text)).toEqual({ title: "T", lines: [], note: "n", tags: null })
})
