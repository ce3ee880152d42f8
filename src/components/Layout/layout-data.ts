import { graphql, useStaticQuery } from "gatsby"

import { consentSettings } from "../../consent"

/**
 * The shared files as every page needs them: the frame's texts, the company and the site settings, which the views
 * and the <head> read from here. Only pages call it: views render from what they are handed, so the CMS preview can
 * hand in the texts being edited.
 */
export function useLayoutData() {
  const data = useStaticQuery<Queries.LayoutDataQuery>(graphql`
    query LayoutData {
      layoutYaml {
        skipLinkLabel
        timeSuffix
        homeLinkLabel
        navigation {
          label
          items {
            label
            href
          }
          ctaLabel
          menuLabel
        }
        footer {
          tagline
          navigationLabel
          links {
            label
            href
          }
          cookieSettingsLabel
        }
        subpage {
          backLabel
          homeLabel
          contactLabel
          breadcrumbLabel
          newTabHint
        }
        previewRibbon {
          label
          text
        }
      }
      companyYaml {
        productName
        companyName
        legalForm
        managingDirectors
        foundingYear
        address {
          ...PostalAddress
          country
          countryCode
        }
        phone {
          display
          e164
        }
        email
        officeHours {
          label
          days
          opens
          closes
        }
        officeHoursNote
        pricing {
          lowPrice
          highPrice
          currency
          valueAddedTaxIncluded
          description
        }
        registerCourt
        registerNumber
        vatId
        businessId
        bankAccount {
          bankName
          iban
          bic
        }
        trademark
        businessPurpose
        memberships
        professionalRules
        dataProtectionAuthority {
          name
          address {
            ...PostalAddress
          }
          url
        }
        supervisoryAuthority {
          name
          licence
          address {
            ...PostalAddress
          }
          url
        }
        contentResponsible {
          name
          address {
            ...PostalAddress
          }
        }
      }
      siteYaml {
        siteUrl
        locale
        themeColor
        bookingUrl
        privacyPdfUrl
        shareImage {
          alt
        }
      }
      consentYaml {
        ...CookieBannerTexts
      }
      build: site {
        year: buildTime(formatString: "YYYY")
      }
    }
  `)
  // Root query fields are nullable; the content check refuses a build without any of the files, so each is there.
  return {
    layout: data.layoutYaml!,
    company: data.companyYaml!,
    site: data.siteYaml!,
    consent: data.consentYaml!,
    // The build's year, not the visitor's: a page rendered with another year than its HTML fails to hydrate.
    buildYear: Number(data.build?.year),
    // The mode the consent scripts were compiled with (a define), so the texts picked by it say what they do.
    loadingMode: consentSettings.loadingMode,
  }
}

export type LayoutData = ReturnType<typeof useLayoutData>
