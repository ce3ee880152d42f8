import { graphql, type HeadFC, type PageProps } from "gatsby"

import { useLayoutData } from "../components/Layout/layout-data"
import { Seo } from "../components/Seo/Seo"
import { DatenschutzView } from "../views/DatenschutzView/DatenschutzView"

export default function DatenschutzPage({ data }: PageProps<Queries.DatenschutzPageQuery>) {
  return <DatenschutzView privacy={data.datenschutzYaml!} layoutData={useLayoutData()} />
}

export const Head: HeadFC<Queries.DatenschutzPageQuery> = ({ data }) => (
  <Seo seo={data.datenschutzYaml!.seo} path="/datenschutz/" layoutData={useLayoutData()} />
)

export const query = graphql`
  query DatenschutzPage {
    datenschutzYaml {
      ...DatenschutzView
      seo {
        ...SeoPage
      }
    }
  }
`
