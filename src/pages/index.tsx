import { graphql, type HeadFC, type PageProps } from "gatsby"

import { Seo } from "../components/Seo/Seo"
import { requireNode } from "../content/require-node"
import { organization, softwareApplication, webPage, website } from "../seo/structured-data"
import { HomeView } from "../views/HomeView/HomeView"

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  return <HomeView home={requireNode(data.homeYaml, "content/home/index.yaml")} />
}

export const Head: HeadFC<Queries.HomePageQuery> = ({ data }) => {
  const home = requireNode(data.homeYaml, "content/home/index.yaml")
  const site = requireNode(data.siteYaml, "content/site/index.yaml")
  const company = requireNode(data.companyYaml, "content/company/index.yaml")
  const url = `${site.siteUrl}/`
  return (
    <Seo
      title={home.seo.title}
      description={home.seo.description}
      path="/"
      siteUrl={site.siteUrl}
      locale={site.locale}
      productName={company.productName}
      isHome
      jsonLd={[
        organization(company, site.siteUrl),
        website(company, site.siteUrl, site.language),
        webPage("WebPage", { url, name: company.productName, description: home.seo.description }, site.siteUrl, site.language),
        softwareApplication(company, home.pricing, site.siteUrl, home.seo.description),
      ]}
    />
  )
}

export const query = graphql`
  query HomePage {
    homeYaml {
      ...HomeView
      seo {
        ...SeoPage
      }
      pricing {
        lowPrice
        highPrice
        currency
        valueAddedTaxIncluded
        description
      }
    }
    siteYaml {
      ...SeoSite
    }
    companyYaml {
      ...SeoCompany
    }
  }
`
