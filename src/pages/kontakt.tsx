import { graphql, type HeadFC, type PageProps } from "gatsby"

import { useLayoutData } from "../components/Layout/layout-data"
import { shareImageOf, SubpageHead } from "../components/Seo/page-head"
import { requireNode } from "../query-results"
import { ContactView } from "../views/ContactView/ContactView"

const FILE = "content/contact/index.yaml"

export default function KontaktPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const company = requireNode(data.companyYaml, "content/company/index.yaml")
  return <ContactView contact={requireNode(data.contactYaml, FILE)} company={company} layoutData={useLayoutData()} />
}

export const Head: HeadFC<Queries.ContactPageQuery> = ({ data }) => {
  const { seo } = requireNode(data.contactYaml, FILE)
  return <SubpageHead data={data} seo={seo} shareImage={shareImageOf(FILE, seo)} path="/kontakt/" type="ContactPage" />
}

export const query = graphql`
  query ContactPage {
    contactYaml {
      ...ContactView
      seo {
        ...SeoSharedPage
      }
    }
    companyYaml {
      ...ContactViewCompany
    }
    ...SubpageHead
  }
`
