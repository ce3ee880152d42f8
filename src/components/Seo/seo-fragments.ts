import { graphql } from "gatsby"

/** Error pages have no share image of their own: they show the home page's (HomeShareImage). */
export const seoFragments = graphql`
  fragment SeoPage on PageSeo {
    title
    description
  }

  fragment SeoSharedPage on SharedPageSeo {
    title
    description
    shareImage {
      alt
    }
  }

  fragment HomeShareImage on Query {
    homeYaml {
      seo {
        shareImage {
          alt
        }
      }
    }
  }

  fragment SeoSite on SiteYaml {
    siteUrl
    locale
    themeColor
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
      ...PostalAddress
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
