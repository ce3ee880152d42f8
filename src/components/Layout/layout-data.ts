import { graphql, useStaticQuery } from "gatsby"

import { consentSettings } from "../../consent"
import { requireNode } from "../../query-results"

/** Only pages call it: views render from what they are handed, so the CMS preview can hand in the texts being edited. */
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
        foundingYear
        ...CompanyAddress
      }
      siteYaml {
        bookingUrl
      }
      consentYaml {
        ...CookieBannerTexts
      }
      site {
        buildTime(formatString: "YYYY")
      }
    }
  `)
  return {
    layout: requireNode(data.layoutYaml, "content/layout/index.yaml"),
    company: requireNode(data.companyYaml, "content/company/index.yaml"),
    site: requireNode(data.siteYaml, "content/site/index.yaml"),
    consent: requireNode(data.consentYaml, "content/consent/index.yaml"),
    // The build's year, not the visitor's: a page rendered with another year than its HTML fails to hydrate.
    buildYear: Number(data.site?.buildTime),
    // The mode the consent scripts were compiled with (a define), so the texts picked by it say what they do.
    loadingMode: consentSettings.loadingMode,
  }
}

export type LayoutData = ReturnType<typeof useLayoutData>
