/**
 * Passages in another language (src/components/Passages): wherever the content model lets page copy hold one,
 * "[en: …]", the page marks it with its language (WCAG 3.1.2) and never shows the markup.
 */
import { cleanup, screen } from "@testing-library/react"
import type { ReactElement } from "react"
import { z } from "zod"

import { fieldMeta, unwrap } from "../../content-model/formats"
import { contentKinds as kinds } from "../../content-model/schemas"
import { ContactView } from "../../src/views/ContactView/ContactView"
import { DatenschutzView } from "../../src/views/DatenschutzView/DatenschutzView"
import { ErrorView } from "../../src/views/ErrorView/ErrorView"
import { HomeView } from "../../src/views/HomeView/HomeView"
import { ImpressumView } from "../../src/views/ImpressumView/ImpressumView"
import { layoutDataOf, queryContent, renderWithProviders, homeReportOf } from "../support/content"

const content = queryContent()
const layoutData = layoutDataOf(content)

/** `value` with every text its schema lets hold a passage replaced by German around a numbered English one. */
function withPassages(schema: z.ZodType, value: unknown, probes: string[]): unknown {
  const { inner } = unwrap(schema)
  if (fieldMeta.get(inner)?.passages && typeof value === "string") {
    probes.push(`Probe ${probes.length + 1}`)
    return `Vorher [en: ${probes.at(-1)}] nachher`
  }
  if (inner instanceof z.ZodArray && Array.isArray(value))
    return value.map((item) => withPassages(inner.element as z.ZodType, item, probes))
  if (!(inner instanceof z.ZodObject) || typeof value !== "object" || value === null) return value
  const shape = inner.shape as Record<string, z.ZodType>
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withPassages(shape[key]!, item, probes)]))
}

/** The probes the document shows, each of them in an element marked as English, the German around it not. */
function shownProbes(probes: string[]): string[] {
  expect(document.body.textContent).not.toContain("[en:")
  return probes.filter((probe) => {
    const found = screen.queryAllByText(probe)
    for (const element of found) {
      expect(element).toHaveAttribute("lang", "en")
      expect(element.parentElement).toHaveTextContent(`Vorher ${probe} nachher`)
      expect(element.parentElement).not.toHaveAttribute("lang")
    }
    return found.length > 0
  })
}

/** A content file, its data, and the views that show it (the privacy notice once per loading mode). */
type Page = [file: string, data: unknown, renders: ((data: never) => ReactElement)[]]
const page = <T,>(file: string, data: T, ...renders: ((data: T) => ReactElement)[]): Page => [file, data, renders]

const PAGES = [
  page("home/index.yaml", content.homeYaml, (home) => <HomeView home={home} {...homeReportOf(content)} layoutData={layoutData} />),
  page("impressum/index.yaml", content.impressumYaml, (impressum) => <ImpressumView impressum={impressum} layoutData={layoutData} />),
  page(
    "datenschutz/index.yaml",
    content.datenschutzYaml,
    ...(["advanced", "basic"] as const).map((mode) => (privacy: typeof content.datenschutzYaml) => (
      <DatenschutzView privacy={privacy} layoutData={{ ...layoutData, loadingMode: mode }} />
    )),
  ),
  page("contact/index.yaml", content.contactYaml, (contact) => <ContactView contact={contact} layoutData={layoutData} />),
  page("errors/not-found.yaml", content.notFound, (texts) => <ErrorView texts={texts} layoutData={layoutData} />),
]

test.each(PAGES)("%s: every text that may hold a passage shows it marked as English, the German around it not", (file, data, renders) => {
  const probes: string[] = []
  const probed = withPassages(kinds.find((kind) => kind.file === file)!.pageSchema, data, probes) as never
  expect(probes.length).toBeGreaterThan(0)
  const shown = new Set(
    renders.flatMap((page) => {
      cleanup()
      renderWithProviders(page(probed))
      return shownProbes(probes)
    }),
  )
  expect(probes.filter((probe) => !shown.has(probe))).toEqual([])
})
