import { graphql, type HeadFC, type PageProps } from "gatsby"

import { useLayoutData } from "../components/Layout/layout-data"
import { Seo } from "../components/Seo/Seo"
import { ContactView } from "../views/ContactView/ContactView"

export default function KontaktPage({ data }: PageProps<Queries.ContactPageQuery>) {
  return <ContactView contact={data.contactYaml!} layoutData={useLayoutData()} />
}

export const Head: HeadFC<Queries.ContactPageQuery> = ({ data }) => (
  <Seo seo={data.contactYaml!.seo} path="/kontakt/" type="ContactPage" layoutData={useLayoutData()} />
)

export const query = graphql`
  query ContactPage {
    contactYaml {
      ...ContactView
      seo {
        ...SeoPage
      }
    }
  }
`
