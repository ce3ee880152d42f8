/**
 * The GraphQL types of the content, generated from the zod schemas
 * (content-model/graphql-types.ts): one node type per folder under
 * `content/`, named as gatsby-transformer-yaml names it (`content/home/index.yaml`
 * → `HomeYaml`). No type infers fields from the data, so a misspelt key never
 * becomes a field and graphqlTypegen emits non-nullable TypeScript types for
 * required fields. Every text field resolves through the `typeset` extension
 * (content-model/typography.ts); every date field through `calendarDay`
 * (content-model/formats.ts), so a date the CMS wrote unquoted reaches the pages as "YYYY-MM-DD".
 *
 * Docs: https://www.gatsbyjs.com/docs/reference/graphql-data-layer/schema-customization/
 */
import path from "node:path"
import type { GatsbyNode } from "gatsby"

import { graphqlTypes } from "../content-model/graphql-types.ts"
import { routesFromPages } from "../content-model/routes.ts"
import { calendarDay } from "../content-model/formats.ts"
import { contentKinds } from "../content-model/schemas.ts"
import { type TextRole, typeset } from "../content-model/typography.ts"

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema, store }) => {
  const { program } = store.getState() as { program: { directory: string } }
  // Text fields resolve typeset (German no-break spaces, soft hyphens in headings): one place for every page.
  actions.createFieldExtension({
    name: "typeset",
    args: { role: "String!" },
    extend: ({ role }: { role: TextRole }) => ({
      resolve: (source: Record<string, unknown>, _args: unknown, _context: unknown, info: { fieldName: string }) => {
        const value = source[info.fieldName]
        if (typeof value === "string") return typeset(value, role)
        if (Array.isArray(value)) return value.map((item: unknown) => (typeof item === "string" ? typeset(item, role) : item))
        return value
      },
    }),
  })
  // js-yaml reads an unquoted 2026-11-01 as a Date; GraphQL's String would print its milliseconds.
  actions.createFieldExtension({
    name: "calendarDay",
    extend: () => ({
      resolve: (source: Record<string, unknown>, _args: unknown, _context: unknown, info: { fieldName: string }) =>
        calendarDay(source[info.fieldName]),
    }),
  })
  const kinds = contentKinds(routesFromPages(path.join(program.directory, "src", "pages")))
  const types = graphqlTypes(kinds.map((kind) => ({ folder: kind.name, schema: kind.content })))
  actions.createTypes(types.map((type) => schema.buildObjectType(type)))
}
