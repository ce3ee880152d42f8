import { graphql, type HeadFC, type PageProps } from "gatsby"

import { useLayoutData } from "../components/Layout/layout-data"
import { shareImageOf, SubpageHead } from "../components/Seo/page-head"
import { requireNode } from "../query-results"
import { DatenschutzView } from "../views/DatenschutzView/DatenschutzView"

const FILE = "content/datenschutz/index.yaml"

export default function DatenschutzPage({ data }: PageProps<Queries.DatenschutzPageQuery>) {
  return (
    <DatenschutzView
      privacy={requireNode(data.datenschutzYaml, FILE)}
      company={requireNode(data.companyYaml, "content/company/index.yaml")}
      site={requireNode(data.siteYaml, "content/site/index.yaml")}
      layoutData={useLayoutData()}
    />
  )
}

export const Head: HeadFC<Queries.DatenschutzPageQuery> = ({ data }) => {
  const { seo } = requireNode(data.datenschutzYaml, FILE)
  return <SubpageHead data={data} seo={seo} shareImage={shareImageOf(FILE, seo)} path="/datenschutz/" />
}

export const query = graphql`
  query DatenschutzPage {
    datenschutzYaml {
      ...DatenschutzView
      seo {
        ...SeoSharedPage
      }
    }
    companyYaml {
      ...DatenschutzViewCompany
    }
    siteYaml {
      ...DatenschutzViewSite
    }
    ...SubpageHead
  }
`
