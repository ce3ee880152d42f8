import { graphql } from "gatsby"

import { errorRoute } from "./_error-route"

const route = errorRoute({ file: "content/errors/not-found.yaml", path: "/404/", reportsPath: true })

export default route.ErrorPage
export const Head = route.Head

export const query = graphql`
  query NotFoundPage {
    errorsYaml(page: { eq: "not-found" }) {
      ...ErrorView
      seo {
        ...SeoPage
      }
    }
    ...SubpageHead
    ...HomeShareImage
  }
`
