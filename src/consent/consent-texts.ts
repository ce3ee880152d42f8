import { graphql } from "gatsby"

/**
 * Spread into the page frame's static query, so every page loads one static-query result, not a second one for
 * the banner. Exported because Gatsby's query compiler takes fragments only from exports. @public
 */
export const cookieBannerTextsFragment = graphql`
  fragment CookieBannerTexts on ConsentYaml {
    banner {
      regionLabel
      heading
      text {
        advanced
        basic
      }
      details {
        advanced
        basic
      }
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
`

export type ConsentTexts = Queries.CookieBannerTextsFragment
