import { graphql, type HeadFC, type PageProps } from "gatsby"

import type { ComputedReport, ReportPdfLink } from "../../content-model/report/report"
import { useLayoutData } from "../components/Layout/layout-data"
import { Seo } from "../components/Seo/Seo"
import { ReportView } from "../views/ReportView/ReportView"

/** The figures come as page context, computed at build time (gatsby-node.ts onCreatePage). */
type Context = { report: ComputedReport; pdf: ReportPdfLink }

export default function ReportPage({ data, pageContext }: PageProps<Queries.ReportPageQuery, Context>) {
  return <ReportView report={data.exampleReportYaml!} computed={pageContext.report} pdf={pageContext.pdf} layoutData={useLayoutData()} />
}

export const Head: HeadFC<Queries.ReportPageQuery> = ({ data }) => (
  <Seo seo={data.exampleReportYaml!.seo} path="/beispielbericht/" layoutData={useLayoutData()} />
)

export const query = graphql`
  query ReportPage {
    exampleReportYaml {
      ...ReportView
      seo {
        ...SeoPage
      }
    }
  }
`
