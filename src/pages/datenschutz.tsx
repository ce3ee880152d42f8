import { graphql, type HeadFC, type PageProps } from "gatsby"

import { SubpageHead } from "../components/Seo/page-head"
import { CookieSettingsButton } from "../consent/CookieSettingsButton"
import { requireNode } from "../content/require-node"
import { DatenschutzView } from "../views/DatenschutzView/DatenschutzView"

export default function DatenschutzPage({ data }: PageProps<Queries.DatenschutzPageQuery>) {
  const privacy = requireNode(data.datenschutzYaml, "content/datenschutz/index.yaml")
  return (
    <DatenschutzView
      privacy={privacy}
      cookieSettingsControl={<CookieSettingsButton label={privacy.cookieSettings.buttonLabel} variant="button" />}
      company={requireNode(data.companyYaml, "content/company/index.yaml")}
      privacyPdfUrl={requireNode(data.siteYaml, "content/site/index.yaml").privacyPdfUrl}
    />
  )
}

export const Head: HeadFC<Queries.DatenschutzPageQuery> = ({ data }) => (
  <SubpageHead
    seo={requireNode(data.datenschutzYaml, "content/datenschutz/index.yaml").seo}
    path="/datenschutz/"
    site={data.siteYaml}
    company={data.companyYaml}
    homeLabel={requireNode(data.layoutYaml, "content/layout/index.yaml").subpage.homeLabel}
  />
)

export const query = graphql`
  query DatenschutzPage {
    datenschutzYaml {
      seo {
        title
        description
      }
      heading
      intro
      lastUpdated
      lastUpdatedLabel
      controller {
        heading
        text
      }
      sections {
        anchor
        heading
        paragraphs
        items
      }
      complaint {
        heading
        paragraphs
        authorityLabel
      }
      cookieSettings {
        heading
        text
        buttonLabel
      }
      pdf {
        heading
        text
        linkLabel
      }
    }
    companyYaml {
      ...SeoCompany
      phone {
        display
      }
      dataProtectionAuthority {
        name
        address {
          street
          postalCode
          city
        }
        url
      }
    }
    siteYaml {
      ...SeoSite
      privacyPdfUrl
    }
    layoutYaml {
      subpage {
        homeLabel
      }
    }
  }
`
