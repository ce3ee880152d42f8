import { graphql, type HeadFC, type PageProps } from "gatsby"

import { useLayoutData } from "../components/Layout/layout-data"
import { Seo } from "../components/Seo/Seo"
import { ContactView } from "../views/ContactView/ContactView"

const FILE = "content/contact/index.yaml"

export default function KontaktPage({ data }: PageProps<Queries.ContactPageQuery>) {
  return <ContactView contact={data.contactYaml!} layoutData={useLayoutData()} />
}

export const Head: HeadFC<Queries.ContactPageQuery> = ({ data }) => {
  const { seo } = data.contactYaml!
  return <Seo seo={seo} path="/kontakt/" shareImage={{ file: FILE, ...seo.shareImage }} type="ContactPage" layoutData={useLayoutData()} />
}

export const query = graphql`
  query ContactPage {
    contactYaml {
      ...ContactView
      seo {
        ...SeoSharedPage
      }
    }
  }
`
