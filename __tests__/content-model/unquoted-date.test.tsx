/**
 * A date as the CMS writes it (`lastUpdated: 2026-11-01`, unquoted) passes
 * the content check, and the privacy page shows it exactly as the quoted
 * date: js-yaml (gatsby-transformer-yaml) reads a Date, the `calendarDay`
 * field extension of the GraphQL schema turns it back into the day's text.
 */
import { cleanup } from "@testing-library/react"
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"

import { checkContent, formatProblem } from "../../content-model/check.ts"
import { calendarDay } from "../../content-model/dates.ts"
import { createSchemaCustomization } from "../../gatsby/schema.ts"
import { DatenschutzView } from "../../src/views/DatenschutzView/DatenschutzView"
import { siteSettings } from "../../src/config/runtime-settings"
import { layoutDataOf, projectRoot, queryContent, renderWithProviders } from "../support/content"
import { gatsbyJsYaml } from "../support/package-internals"
import { copyContent } from "./content-copy"

/** A copy of content/ whose privacy notice has `lastUpdated: <written>` (as written, no quotes added). */
function privacyWithDate(written: string): { dir: string; text: string } {
  const dir = copyContent()
  const file = path.join(dir, "datenschutz/index.yaml")
  const text = readFileSync(file, "utf8").replace(/^lastUpdated: .*$/m, `lastUpdated: ${written}`)
  writeFileSync(file, text)
  return { dir, text }
}

interface FieldExtension {
  name: string
  extend: () => { resolve: (source: Record<string, unknown>, args: unknown, context: unknown, info: { fieldName: string }) => unknown }
}

/** What gatsby/schema.ts hands Gatsby: its field extensions and object types. */
function gatsbySchema() {
  const extensions: FieldExtension[] = []
  const types: { name: string; fields: Record<string, unknown> }[] = []
  const hook = createSchemaCustomization as unknown as (args: unknown) => void
  hook({
    actions: { createFieldExtension: (e: FieldExtension) => extensions.push(e), createTypes: () => undefined },
    schema: { buildObjectType: (t: { name: string; fields: Record<string, unknown> }) => types.push(t) },
    store: { getState: () => ({ program: { directory: projectRoot } }) },
  })
  return { extensions, types }
}

test("the content check accepts an unquoted date in a date field and reads it as that day", () => {
  const { dir } = privacyWithDate("2026-11-01")
  const result = checkContent({ root: projectRoot, contentDir: dir, environment: "development" })
  expect(result.errors.map(formatProblem)).toEqual([])
  expect((result.data.get("datenschutz/index.yaml") as { lastUpdated: unknown }).lastUpdated).toBe("2026-11-01")
})

test("a point in time is still no date: the check asks for the day in quotes", () => {
  const { dir } = privacyWithDate("2026-11-01T10:30:00Z")
  const problems = checkContent({ root: projectRoot, contentDir: dir, environment: "development" }).errors
  expect(problems.map((p) => `${p.field}: ${p.message}`)).toEqual([
    'lastUpdated: Das Datum 2026-11-01 steht ohne Anführungszeichen und würde als Zeitpunkt gelesen. Setzen Sie es in Anführungszeichen: "2026-11-01".',
  ])
})

test("calendarDay turns only a midnight-UTC Date into its day", () => {
  expect(calendarDay(new Date("2026-11-01T00:00:00Z"))).toBe("2026-11-01")
  const withTime = new Date("2026-11-01T10:30:00Z")
  expect(calendarDay(withTime)).toBe(withTime)
  expect(calendarDay("2026-11-01")).toBe("2026-11-01")
  expect(calendarDay(undefined)).toBeUndefined()
})

test("the privacy page renders the unquoted date exactly like the quoted one", () => {
  const { extensions, types } = gatsbySchema()
  const privacyType = types.find((t) => t.name === "DatenschutzYaml")!
  expect(privacyType.fields.lastUpdated).toEqual({ type: "String!", extensions: { calendarDay: {} } })
  const resolver = extensions.find((e) => e.name === "calendarDay")!.extend().resolve

  const { text } = privacyWithDate("2026-11-01")
  const node = gatsbyJsYaml.load(text) as Record<string, unknown>
  expect(node.lastUpdated).toBeInstanceOf(Date) // what gatsby-transformer-yaml puts into the node
  const resolved = resolver(node, {}, {}, { fieldName: "lastUpdated" })
  expect(resolved).toBe("2026-11-01")

  const content = queryContent()
  const timeOf = (lastUpdated: string) => {
    cleanup()
    renderWithProviders(
      <DatenschutzView
        privacy={{ ...content.datenschutzYaml, lastUpdated }}
        company={content.companyYaml}
        site={content.siteYaml}
        layoutData={layoutDataOf(content)}
        loadingMode={siteSettings.tagManager.loadingMode}
        cookieSettingsControl={<button type="button">{content.datenschutzYaml.cookieSettings.buttonLabel}</button>}
      />,
    )
    return document.querySelector("time")!.outerHTML
  }
  const quoted = timeOf("2026-11-01")
  expect(quoted).toBe('<time datetime="2026-11-01">1. November 2026</time>')
  expect(timeOf(String(resolved))).toBe(quoted)
})
