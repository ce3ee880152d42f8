import { graphql, type HeadFC, type PageProps } from "gatsby"

import { SubpageHead } from "../components/Seo/page-head"
import { requireNode } from "../content/require-node"
import { ContactView } from "../views/ContactView/ContactView"

export default function KontaktPage({ data }: PageProps<Queries.ContactPageQuery>) {
  return (
    <ContactView
      contact={requireNode(data.contactYaml, "content/contact/index.yaml")}
      company={requireNode(data.companyYaml, "content/company/index.yaml")}
      bookingUrl={requireNode(data.siteYaml, "content/site/index.yaml").bookingUrl}
    />
  )
}

export const Head: HeadFC<Queries.ContactPageQuery> = ({ data }) => (
  <SubpageHead
    seo={requireNode(data.contactYaml, "content/contact/index.yaml").seo}
    path="/kontakt/"
    kind="ContactPage"
    site={data.siteYaml}
    company={data.companyYaml}
    homeLabel={requireNode(data.layoutYaml, "content/layout/index.yaml").subpage.homeLabel}
  />
)

export const query = graphql`
  query ContactPage {
    contactYaml {
      seo {
        title
        description
      }
      heading
      intro
      quickContact {
        heading
        callLabel
        callTooltip
        writeLabel
        writeTooltip
      }
      details {
        heading
        phoneLabel
        emailLabel
        addressLabel
      }
      hoursHeading
      responseNote
      appointment {
        heading
        text
        linkLabel
      }
      consulting {
        heading
        text
      }
    }
    companyYaml {
      ...SeoCompany
      phone {
        display
      }
      officeHours {
        label
      }
      officeHoursNote
    }
    siteYaml {
      ...SeoSite
      bookingUrl
    }
    layoutYaml {
      subpage {
        homeLabel
      }
    }
  }
`
