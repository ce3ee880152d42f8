import { graphql, type HeadFC, type PageProps } from "gatsby"

import { useLayoutData } from "../components/Layout/layout-data"
import { Seo } from "../components/Seo/Seo"
import { ImpressumView } from "../views/ImpressumView/ImpressumView"

export default function ImpressumPage({ data }: PageProps<Queries.ImpressumPageQuery>) {
  return <ImpressumView impressum={data.impressumYaml!} layoutData={useLayoutData()} />
}

export const Head: HeadFC<Queries.ImpressumPageQuery> = ({ data }) => (
  <Seo seo={data.impressumYaml!.seo} path="/impressum/" layoutData={useLayoutData()} />
)

export const query = graphql`
  query ImpressumPage {
    impressumYaml {
      ...ImpressumView
      seo {
        ...SeoPage
      }
    }
  }
`
