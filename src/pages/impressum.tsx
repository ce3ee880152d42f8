import { graphql, type HeadFC, type PageProps } from "gatsby"

import { SubpageHead } from "../components/Seo/page-head"
import { requireNode } from "../content/require-node"
import { ImpressumView } from "../views/ImpressumView/ImpressumView"

export default function ImpressumPage({ data }: PageProps<Queries.ImpressumPageQuery>) {
  return (
    <ImpressumView
      impressum={requireNode(data.impressumYaml, "content/impressum/index.yaml")}
      company={requireNode(data.companyYaml, "content/company/index.yaml")}
    />
  )
}

export const Head: HeadFC<Queries.ImpressumPageQuery> = ({ data }) => (
  <SubpageHead
    seo={requireNode(data.impressumYaml, "content/impressum/index.yaml").seo}
    path="/impressum/"
    site={data.siteYaml}
    company={data.companyYaml}
    homeLabel={requireNode(data.layoutYaml, "content/layout/index.yaml").subpage.homeLabel}
  />
)

export const query = graphql`
  query ImpressumPage {
    impressumYaml {
      seo {
        title
        description
      }
      heading
      intro
      labels {
        provider
        legalForm
        representedBy
        contact
        phone
        email
        officeHours
        register
        registerCourt
        registerNumber
        vatId
        bankAccount
        bankName
        iban
        bic
        trademark
        businessPurpose
        memberships
        professionalRules
        supervisoryAuthority
        contentResponsible
        copyright
        consumerDispute
      }
      copyrightText
      consumerDisputeText
    }
    companyYaml {
      ...SeoCompany
      legalForm
      managingDirectors
      officeHours {
        label
      }
      officeHoursNote
      phone {
        display
      }
      registerCourt
      registerNumber
      vatId
      bankAccount {
        bankName
        iban
        bic
      }
      trademark
      businessPurpose
      memberships
      professionalRules
      supervisoryAuthority {
        name
        address {
          street
          postalCode
          city
        }
        url
      }
      contentResponsible {
        name
        address {
          street
          postalCode
          city
        }
      }
    }
    siteYaml {
      ...SeoSite
    }
    layoutYaml {
      subpage {
        homeLabel
      }
    }
  }
`
