import { graphql, type HeadFC, type PageProps } from "gatsby"

import { SubpageHead } from "../components/Seo/page-head"
import { requireNode } from "../content/require-node"
import { ImpressumView } from "../views/ImpressumView/ImpressumView"

const FILE = "content/impressum/index.yaml"

export default function ImpressumPage({ data }: PageProps<Queries.ImpressumPageQuery>) {
  return (
    <ImpressumView
      impressum={requireNode(data.impressumYaml, FILE)}
      company={requireNode(data.companyYaml, "content/company/index.yaml")}
    />
  )
}

export const Head: HeadFC<Queries.ImpressumPageQuery> = ({ data }) => (
  <SubpageHead data={data} seo={requireNode(data.impressumYaml, FILE).seo} path="/impressum/" />
)

export const query = graphql`
  query ImpressumPage {
    impressumYaml {
      ...ImpressumView
      seo {
        ...SeoPage
      }
    }
    companyYaml {
      ...ImpressumViewCompany
    }
    ...SubpageHead
  }
`
