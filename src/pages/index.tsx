import { graphql, type HeadFC, type PageProps } from "gatsby"

import type { ReportExcerpt } from "../../content-model/report/report"

import { useLayoutData } from "../components/Layout/layout-data"
import { shareImageOf } from "../components/Seo/page-head"
import { Seo } from "../components/Seo/Seo"
import { requireNode } from "../query-results"
import { SITE_LANGUAGE } from "../site-environment"
import { organization, softwareApplication, webPage, website } from "../seo/structured-data"
import { HomeView } from "../views/HomeView/HomeView"

const HOME_FILE = "content/home/index.yaml"

/** The example report's excerpt comes as page context, computed at build time (gatsby-node.ts onCreatePage). */
type Context = { reportExcerpt: ReportExcerpt }

export default function HomePage({ data, pageContext }: PageProps<Queries.HomePageQuery, Context>) {
  return (
    <HomeView
      home={requireNode(data.homeYaml, HOME_FILE)}
      report={requireNode(data.exampleReportYaml, "content/example-report/index.yaml")}
      excerpt={pageContext.reportExcerpt}
      layoutData={useLayoutData()}
    />
  )
}

export const Head: HeadFC<Queries.HomePageQuery> = ({ data }) => {
  const home = requireNode(data.homeYaml, HOME_FILE)
  const site = requireNode(data.siteYaml, "content/site/index.yaml")
  const company = requireNode(data.companyYaml, "content/company/index.yaml")
  const url = `${site.siteUrl}/`
  return (
    <Seo
      title={home.seo.title}
      description={home.seo.description}
      path="/"
      site={site}
      productName={company.productName}
      isHome
      shareImage={shareImageOf(HOME_FILE, home.seo)}
      jsonLd={[
        organization(company, site.siteUrl),
        website(company, site.siteUrl, SITE_LANGUAGE),
        webPage("WebPage", { url, name: company.productName, description: home.seo.description }, site.siteUrl, SITE_LANGUAGE),
        softwareApplication(company, site.siteUrl, home.seo.description),
      ]}
    />
  )
}

export const query = graphql`
  query HomePage {
    homeYaml {
      ...HomeView
      seo {
        ...SeoSharedPage
      }
    }
    siteYaml {
      ...SeoSite
    }
    companyYaml {
      ...SeoCompany
      pricing {
        lowPrice
        highPrice
        currency
        valueAddedTaxIncluded
        description
      }
    }
    exampleReportYaml {
      ...HomeViewReport
    }
  }
`
