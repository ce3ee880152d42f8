import { graphql, type HeadFC, type PageProps } from "gatsby"

import type { ReportExcerpt } from "../../content-model/report/report"

import { useLayoutData } from "../components/Layout/layout-data"
import { Seo } from "../components/Seo/Seo"
import { HomeView } from "../views/HomeView/HomeView"

/** The example report's excerpt comes as page context, computed at build time (gatsby-node.ts onCreatePage). */
type Context = { reportExcerpt: ReportExcerpt }

export default function HomePage({ data, pageContext }: PageProps<Queries.HomePageQuery, Context>) {
  return (
    <HomeView home={data.homeYaml!} report={data.exampleReportYaml!} excerpt={pageContext.reportExcerpt} layoutData={useLayoutData()} />
  )
}

export const Head: HeadFC<Queries.HomePageQuery> = ({ data }) => <Seo seo={data.homeYaml!.seo} path="/" layoutData={useLayoutData()} />

export const query = graphql`
  query HomePage {
    homeYaml {
      ...HomeView
      seo {
        ...SeoPage
      }
    }
    exampleReportYaml {
      ...ExampleReportCriteria
    }
  }
`
