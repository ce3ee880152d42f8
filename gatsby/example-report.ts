/**
 * The example report in the build: its PDF, drawn once the content is checked (createPages), so the page can give its
 * size, and written with the derived files; its figures, computed from the checked raw data, reach the pages that show
 * them as page context (docs/architecture.md: "The example report"): the statistics run here, never in the browser.
 */
import { execFileSync } from "node:child_process"
import { writeFileSync } from "node:fs"
import path from "node:path"

import type { Actions, Page, Reporter } from "gatsby"

import { computeReport, REPORT_PDF_PATH, reportPageContext } from "../content-model/report/report.ts"
import type { ExampleReport } from "../content-model/schemas.ts"

export function exampleReport(root: string, checked: ReadonlyMap<string, unknown>, reporter: Reporter) {
  const report = checked.get("example-report/index.yaml") as ExampleReport
  const started = performance.now()
  const input = JSON.stringify({ report, computed: computeReport(report) })
  // A process of its own: @react-pdf/renderer cannot be required here (report-pdf.ts says why).
  const script = path.join(root, "gatsby", "report-pdf.ts")
  const pdf = execFileSync(process.execPath, ["--disable-warning=MODULE_TYPELESS_PACKAGE_JSON", script], { input, maxBuffer: 1 << 24 })
  reporter.info(`Example report PDF: ${pdf.length} bytes in ${Math.round(performance.now() - started)} ms`)
  return {
    /** For onCreatePage: a page that shows the report made again with its figures as context. */
    withFigures(page: Page, actions: Actions) {
      const context = reportPageContext(page.path, checked, pdf.length)
      if (!context) return
      actions.deletePage(page)
      actions.createPage({ ...page, context: { ...(page.context as object), ...context } })
    },
    writePdf() {
      writeFileSync(path.join(root, "public", REPORT_PDF_PATH), pdf)
      return REPORT_PDF_PATH
    },
  }
}
