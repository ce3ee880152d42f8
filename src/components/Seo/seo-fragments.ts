import { graphql } from "gatsby"

/** What every page's <head> needs from content/site and content/company. */
export const seoFragments = graphql`
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
      country
    }
    officeHours {
      days
      opens
      closes
    }
  }
`
