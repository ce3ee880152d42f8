/** The content fixtures (content-files.ts) and rendering as the site does, for the view tests. */
import { render } from "@testing-library/react"
import type { ReactElement } from "react"

import { computeReport, reportExcerpt } from "../../content-model/report/report"
import type { LayoutData } from "../../src/components/Layout/layout-data"
import { ConsentProvider } from "../../src/consent/ConsentProvider"
import { loadContent, type QueriedContent } from "./content-files"

export * from "./content-files"

/** What a page hands its view from the layout query (src/components/Layout/layout-data.ts). */
export const layoutDataOf = (content: QueriedContent): LayoutData => ({
  layout: content.layoutYaml,
  company: content.companyYaml,
  site: content.siteYaml,
  consent: content.consentYaml,
  buildYear: BUILD_YEAR,
  loadingMode: content.siteYaml.tagManager.loadingMode,
})

/** The year the fixtures' build ran in: any, since the footer must not read the clock. */
export const BUILD_YEAR = 2031

/** Renders like the site does: inside the consent provider of wrapRootElement. */
export function renderWithProviders(ui: ReactElement) {
  return render(ui, { wrapper: ConsentProvider })
}

/** What the home page hands HomeView beside its own file: the example report's criteria and the excerpt's figures. */
export function homeReportOf(content: QueriedContent) {
  const written = loadContent()
  return {
    report: content.exampleReportYaml,
    excerpt: reportExcerpt(computeReport(written.exampleReportYaml), written.homeYaml.hero.example.results),
  }
}
