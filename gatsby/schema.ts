/**
 * The GraphQL types of the content, generated from the zod schemas (content-model/graphql-types.ts),
 * nothing inferred from the data: a misspelt key never becomes a field, and graphqlTypegen emits
 * non-nullable TypeScript types for required fields. Texts resolve typeset (content-model/typography.ts).
 * Docs: https://www.gatsbyjs.com/docs/reference/graphql-data-layer/schema-customization/
 */
import path from "node:path"
import type { GatsbyNode } from "gatsby"

import { calendarDay } from "../content-model/formats.ts"
import { graphqlTypes } from "../content-model/graphql-types.ts"
import { routesFromPages } from "../content-model/routes.ts"
import { contentKinds } from "../content-model/schemas.ts"
import { type TextRole, typeset } from "../content-model/typography.ts"

/** A field extension that resolves the field's value through `transform`. */
const resolveWith = (transform: (value: unknown) => unknown) => ({
  resolve: (source: Record<string, unknown>, _args: unknown, _context: unknown, info: { fieldName: string }) =>
    transform(source[info.fieldName]),
})

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema, store }) => {
  const { program } = store.getState() as { program: { directory: string } }
  const typesetText = (role: TextRole) => (value: unknown) => (typeof value === "string" ? typeset(value, role) : value)
  actions.createFieldExtension({
    name: "typeset",
    args: { role: "String!" },
    extend: ({ role }: { role: TextRole }) =>
      resolveWith((value) => (Array.isArray(value) ? value.map(typesetText(role)) : typesetText(role)(value))),
  })
  // js-yaml reads an unquoted 2026-11-01 as a Date; GraphQL's String would print its milliseconds.
  actions.createFieldExtension({ name: "calendarDay", extend: () => resolveWith(calendarDay) })
  const kinds = contentKinds(routesFromPages(path.join(program.directory, "src", "pages")))
  const types = graphqlTypes(kinds.map((kind) => ({ folder: kind.name, schema: kind.content })))
  actions.createTypes(types.map((type) => schema.buildObjectType(type)))
}
