import { graphql } from "gatsby"

import { errorRoute } from "./_error-route"

const route = errorRoute("not-found", "/404/")

export default route.ErrorPage
export const Head = route.Head

export const query = graphql`
  query NotFoundPage {
    errorsYaml(file: { eq: "errors/not-found.yaml" }) {
      ...ErrorView
      seo {
        ...SeoPage
      }
    }
  }
`
