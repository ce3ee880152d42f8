import { graphql } from "gatsby"

import { errorRoute } from "./_error-route"

const route = errorRoute("server-error", "/500/")

export default route.ErrorPage
export const Head = route.Head

export const query = graphql`
  query ServerErrorPage {
    errorsYaml(page: { eq: "server-error" }) {
      ...ErrorView
      seo {
        ...SeoPage
      }
    }
    ...HomeShareImage
  }
`
