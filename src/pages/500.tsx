import { graphql, type HeadFC, type PageProps } from "gatsby"

import { SubpageHead } from "../components/Seo/page-head"
import { requireNode } from "../content/require-node"
import { ServerErrorView } from "../views/ErrorView/ErrorView"

export default function ServerErrorPage({ data }: PageProps<Queries.ServerErrorPageQuery>) {
  return <ServerErrorView texts={requireNode(data.errorsYaml, "content/errors/server-error.yaml")} />
}

export const Head: HeadFC<Queries.ServerErrorPageQuery> = ({ data }) => (
  <SubpageHead
    seo={requireNode(data.errorsYaml, "content/errors/server-error.yaml").seo}
    path="/500/"
    site={data.siteYaml}
    company={data.companyYaml}
    homeLabel=""
    noindex
  />
)

export const query = graphql`
  query ServerErrorPage {
    errorsYaml(kind: { eq: "server-error" }) {
      seo {
        title
        description
      }
      heading
      text
      homeLinkLabel
    }
    siteYaml {
      ...SeoSite
    }
    companyYaml {
      ...SeoCompany
    }
  }
`
