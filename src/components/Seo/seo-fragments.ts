import { graphql } from "gatsby"

/** What every page's <head> needs: its own title and description, and content/site and content/company. */
export const seoFragments = graphql`
  fragment SeoPage on PageSeo {
    title
    description
  }

  fragment SeoSite on SiteYaml {
    siteUrl
    locale
    language
  }

  fragment SeoCompany on CompanyYaml {
    productName
    companyName
    foundingYear
    email
    phone {
      e164
    }
    address {
      street
      postalCode
      city
      countryCode
    }
    officeHours {
      days
      opens
      closes
    }
  }

  fragment SubpageHead on Query {
    siteYaml {
      ...SeoSite
    }
    companyYaml {
      ...SeoCompany
    }
    layoutYaml {
      subpage {
        homeLabel
      }
    }
  }
`
