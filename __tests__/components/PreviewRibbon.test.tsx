/**
 * The "Vorschau" note: only in deploy-preview builds, worded from
 * content/layout/index.yaml, a named landmark before everything else (so it
 * covers nothing), not focusable (the skip link stays the first tab stop).
 */
import { screen, within } from "@testing-library/react"
import { readFileSync } from "node:fs"
import path from "node:path"

import { Layout } from "../../src/components/Layout/Layout"
import { siteSettings } from "../../src/config/runtime-settings"
import type { SiteEnvironment } from "../../gatsby/site-environment"
import { projectRoot, provideStaticQueries, renderWithProviders } from "../support/content"

const content = provideStaticQueries()
const ribbon = content.layoutYaml.previewRibbon as { label: string; text: string }
const original = siteSettings.environment

function renderIn(environment: SiteEnvironment) {
  siteSettings.environment = environment
  return renderWithProviders(
    <Layout>
      <h1>Seite</h1>
    </Layout>,
  )
}

afterEach(() => {
  siteSettings.environment = original
})

describe("preview ribbon", () => {
  test("a preview build shows it first, as a landmark named by its label, with the YAML text", () => {
    const { container } = renderIn("preview")
    const note = screen.getByRole("complementary", { name: ribbon.label })
    expect(note).toHaveTextContent(`${ribbon.label} ${ribbon.text}`)
    expect(container.firstElementChild).toBe(note)
    expect(within(note).queryAllByRole("link")).toHaveLength(0)
    expect(note.querySelector("[tabindex]")).toBeNull()
  })

  test("production and local builds never show it", () => {
    for (const environment of ["production", "development"] as const) {
      const { unmount } = renderIn(environment)
      expect(screen.queryByRole("complementary", { name: ribbon.label })).toBeNull()
      expect(screen.queryByText(ribbon.text)).toBeNull()
      unmount()
    }
  })

  test("its style keeps it in the flow and lets it wrap at any width", () => {
    const css = readFileSync(path.join(projectRoot, "src/components/PreviewRibbon/PreviewRibbon.module.css"), "utf8")
    expect(css).not.toMatch(/position:\s*(fixed|absolute|sticky)/)
    expect(css).not.toMatch(/(?<![-\w])width:\s*\d/)
    expect(css).toMatch(/flex-wrap:\s*wrap/)
    expect(css).toMatch(/overflow-wrap:\s*anywhere/)
  })
})
