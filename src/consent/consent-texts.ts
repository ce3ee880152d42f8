import { graphql, useStaticQuery } from "gatsby"

import { requireNode } from "../content/require-node"

/** The banner's wording (content/consent/index.yaml), read once per build with the consent feature's own static query. */
export function useConsentTexts() {
  const data = useStaticQuery<Queries.ConsentTextsQuery>(graphql`
    query ConsentTexts {
      consentYaml {
        banner {
          regionLabel
          heading
          text
          privacyLinkLabel
          imprintLinkLabel
          acceptAllLabel
          necessaryOnlyLabel
          closeLabel
          closeTooltip
          detailsShowLabel
          detailsHideLabel
        }
        categories {
          key
          title
          description
          provider
          purpose
          cookies
          lifetime
          transfer
          status
        }
        detailLabels {
          provider
          purpose
          cookies
          lifetime
          transfer
          status
        }
        confirmation {
          accepted
          necessaryOnly
        }
      }
    }
  `)
  return requireNode(data.consentYaml, "content/consent/index.yaml")
}

export type ConsentTexts = ReturnType<typeof useConsentTexts>
