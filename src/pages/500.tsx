import { graphql } from "gatsby"

import { errorRoute } from "./_error-route"

const { ErrorPage, Head } = errorRoute({ file: "content/errors/server-error.yaml", path: "/500/" })

export default ErrorPage
export { Head }

export const query = graphql`
  query ServerErrorPage {
    errorsYaml(kind: { eq: "server-error" }) {
      ...ErrorView
      seo {
        ...SeoPage
      }
    }
    ...SubpageHead
    ...HomeShareImage
  }
`
