import { graphql } from "gatsby"

import { errorRoute } from "./_error-route"

const route = errorRoute("server-error", "/500/")

export default route.ErrorPage
export const Head = route.Head

export const query = graphql`
  query ServerErrorPage {
    errorsYaml(file: { eq: "errors/server-error.yaml" }) {
      ...ErrorView
      seo {
        ...SeoPage
      }
    }
  }
`
