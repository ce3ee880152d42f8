/**
 * The frame's "Vorschau" note: only in deploy-preview builds, worded from content/layout,
 * a named landmark before everything else (so it covers nothing) with nothing to focus.
 */
import { screen } from "@testing-library/react"

import type { SiteEnvironment } from "../../content-model/site-environment"
import { Layout } from "../../src/components/Layout/Layout"
import { build } from "../../src/site-environment"
import { layoutDataOf, queryContent, renderWithProviders } from "../support/content"

const content = queryContent()
const ribbon = content.layoutYaml.previewRibbon

afterEach(() => jest.restoreAllMocks())

test.each([
  ["preview", true],
  ["production", false],
] as const)("a %s build shows the preview note: %s", (environment: SiteEnvironment, shown) => {
  jest.replaceProperty(build, "environment", environment)
  const { container } = renderWithProviders(<Layout data={layoutDataOf(content)}>{null}</Layout>)
  const note = screen.queryByRole("complementary", { name: ribbon.label })
  expect(note !== null).toBe(shown)
  if (!note) return
  expect(note).toHaveTextContent(`${ribbon.label} ${ribbon.text}`)
  expect(container.firstElementChild).toBe(note)
  expect(note.querySelector("a, button, [tabindex]")).toBeNull()
})
