import { graphql, type HeadFC, type PageProps } from "gatsby"

import { useLayoutData } from "../components/Layout/layout-data"
import { shareImageOf, SubpageHead } from "../components/Seo/page-head"
import { requireNode } from "../query-results"
import { ImpressumView } from "../views/ImpressumView/ImpressumView"

const FILE = "content/impressum/index.yaml"

export default function ImpressumPage({ data }: PageProps<Queries.ImpressumPageQuery>) {
  return (
    <ImpressumView
      impressum={requireNode(data.impressumYaml, FILE)}
      company={requireNode(data.companyYaml, "content/company/index.yaml")}
      layoutData={useLayoutData()}
    />
  )
}

export const Head: HeadFC<Queries.ImpressumPageQuery> = ({ data }) => {
  const { seo } = requireNode(data.impressumYaml, FILE)
  return <SubpageHead data={data} seo={seo} shareImage={shareImageOf(FILE, seo)} path="/impressum/" />
}

export const query = graphql`
  query ImpressumPage {
    impressumYaml {
      ...ImpressumView
      seo {
        ...SeoSharedPage
      }
    }
    companyYaml {
      ...ImpressumViewCompany
    }
    ...SubpageHead
  }
`
