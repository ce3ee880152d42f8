/** @jest-environment node */
/**
 * The GraphQL types generated from the zod schemas (content-model/graphql-types.ts):
 * the mapping on a small schema, and the real content model.
 */
import path from "node:path"
import { z } from "zod"

import { graphqlName, graphqlTypes, nodeTypeName, type ObjectTypeConfig } from "../../content-model/graphql-types.ts"
import { routesFromPages } from "../../content-model/routes.ts"
import { contentKinds } from "../../content-model/schemas.ts"
import { projectRoot } from "../support/content"

const byName = (types: ObjectTypeConfig[]) => Object.fromEntries(types.map((type) => [type.name, type]))

describe("graphqlTypes on a small schema", () => {
  const address = graphqlName("Address", z.strictObject({ street: z.string(), zip: z.string().regex(/^\d{5}$/) }))
  const schema = z.strictObject({
    title: z.string().describe("Titel"),
    subtitle: z.string().optional(),
    containerId: z.string().nullable().optional(),
    email: z.email(),
    updated: z.iso.date(),
    mode: z.enum(["advanced", "basic"]),
    year: z.int().min(1900),
    ratio: z.number(),
    visible: z.boolean(),
    tags: z.array(z.string()),
    notes: z.array(z.string()).optional(),
    hero: z.strictObject({ heading: z.string(), badge: z.strictObject({ label: z.string() }).optional() }),
    items: z.array(graphqlName("ShopItem", z.strictObject({ name: z.string() }))),
    home: address,
    office: address.describe("Another field, the same type"),
  })
  const types = byName(graphqlTypes([{ folder: "shop", schema }]))

  test("the node type: named like gatsby-transformer-yaml does, implements Node, infers nothing", () => {
    expect(types.ShopYaml).toEqual({
      name: "ShopYaml",
      interfaces: ["Node"],
      extensions: { infer: false },
      fields: {
        title: "String!",
        subtitle: "String",
        containerId: "String",
        email: "String!",
        updated: "String!",
        mode: "String!",
        year: "Int!",
        ratio: "Float!",
        visible: "Boolean!",
        tags: "[String!]!",
        notes: "[String!]",
        hero: "ShopHero!",
        items: "[ShopItem!]!",
        home: "Address!",
        office: "Address!",
      },
    })
  })

  test("nested objects are named types: registered name, else parent and field name", () => {
    expect(Object.keys(types).sort()).toEqual(["Address", "ShopHero", "ShopHeroBadge", "ShopItem", "ShopYaml"])
    expect(types.ShopHero).toEqual({ name: "ShopHero", fields: { heading: "String!", badge: "ShopHeroBadge" } })
    expect(types.ShopHeroBadge).toEqual({ name: "ShopHeroBadge", fields: { label: "String!" } })
    expect(types.Address).toEqual({ name: "Address", fields: { street: "String!", zip: "String!" } })
  })

  test("one name for two different objects is refused", () => {
    const clash = z.strictObject({
      a: graphqlName("Box", z.strictObject({ width: z.int() })),
      b: graphqlName("Box", z.strictObject({ width: z.number() })),
    })
    expect(() => graphqlTypes([{ folder: "shop", schema: clash }])).toThrow(/GraphQL type Box is generated from two different zod objects/)
  })

  test("a zod type without a GraphQL counterpart names its field", () => {
    const schema = z.strictObject({ meta: z.strictObject({ when: z.date() }) })
    expect(() => graphqlTypes([{ folder: "shop", schema }])).toThrow('ShopYaml.meta.when: no GraphQL type for the zod type "date".')
  })

  test("node type names follow the folder, also with dashes", () => {
    expect(nodeTypeName("datenschutz")).toBe("DatenschutzYaml")
    expect(nodeTypeName("error-pages")).toBe("ErrorPagesYaml")
  })
})

describe("the real content model", () => {
  const kinds = contentKinds(routesFromPages(path.join(projectRoot, "src", "pages")))
  const types = byName(graphqlTypes(kinds.map((kind) => ({ folder: kind.name, schema: kind.content }))))
  const nodeTypes = Object.values(types).filter((type) => type.interfaces)

  test("has one node type per content kind, the names the page queries use", () => {
    expect(nodeTypes.map((type) => type.name)).toEqual([
      "CompanyYaml",
      "SiteYaml",
      "LayoutYaml",
      "HomeYaml",
      "ImpressumYaml",
      "DatenschutzYaml",
      "ContactYaml",
      "ErrorsYaml",
      "ConsentYaml",
    ])
  })

  test("every field of every kind is a field of its node type, except the placeholders list", () => {
    for (const kind of kinds) {
      const fields = Object.keys(types[nodeTypeName(kind.name)]!.fields)
      expect(fields).toEqual(Object.keys(kind.schema.shape).filter((key) => key !== "placeholders"))
    }
  })

  test("every field refers to a scalar or a generated type", () => {
    const known = new Set(["String", "Int", "Float", "Boolean", ...Object.keys(types)])
    const unknown = Object.values(types).flatMap((type) =>
      Object.entries(type.fields)
        .map(
          ([field, config]) =>
            [`${type.name}.${field}`, (typeof config === "string" ? config : config.type).replace(/[[\]!]/g, "")] as const,
        )
        .filter(([, named]) => !known.has(named)),
    )
    expect(unknown).toEqual([])
  })

  test("shared parts keep one type: the page SEO (public pages with a share image, error pages without) and postal addresses", () => {
    for (const name of ["HomeYaml", "ImpressumYaml", "DatenschutzYaml", "ContactYaml"]) {
      expect(types[name]!.fields.seo).toBe("SharedPageSeo!")
    }
    expect(types.ErrorsYaml!.fields.seo).toBe("PageSeo!")
    expect(types.CompanyYaml!.fields.address).toBe("PostalAddress!")
    expect(types.Authority!.fields.address).toBe("PostalAddress!")
    expect(types.NamedAddress!.fields.address).toBe("PostalAddress!")
  })
})
