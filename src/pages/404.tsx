import { graphql, type HeadFC, type PageProps } from "gatsby"

import { SubpageHead } from "../components/Seo/page-head"
import { requireNode } from "../content/require-node"
import { NotFoundView } from "../views/ErrorView/ErrorView"

export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  return <NotFoundView texts={requireNode(data.errorsYaml, "content/errors/not-found.yaml")} pathname={location.pathname} />
}

export const Head: HeadFC<Queries.NotFoundPageQuery> = ({ data }) => (
  <SubpageHead
    seo={requireNode(data.errorsYaml, "content/errors/not-found.yaml").seo}
    path="/404/"
    site={data.siteYaml}
    company={data.companyYaml}
    homeLabel=""
    noindex
  />
)

export const query = graphql`
  query NotFoundPage {
    errorsYaml(kind: { eq: "not-found" }) {
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
