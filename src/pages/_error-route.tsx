/**
 * The 404 and 500 routes; each page file keeps its own query, as Gatsby reads page queries from the page file.
 * The leading underscore keeps Gatsby from making this file a page.
 */
import type { HeadFC, PageProps } from "gatsby"

import { useLayoutData } from "../components/Layout/layout-data"
import { Seo } from "../components/Seo/Seo"
import { ErrorView } from "../views/ErrorView/ErrorView"

/** Both queries have the same shape. */
type ErrorPageData = Queries.NotFoundPageQuery | Queries.ServerErrorPageQuery

/** `page`: the file under content/errors; the 404 page reports the requested path on the console. */
export function errorRoute(page: "not-found" | "server-error", path: string) {
  function ErrorPage({ data, location }: PageProps<ErrorPageData>) {
    return (
      <ErrorView
        texts={data.errorsYaml!}
        notFoundPath={page === "not-found" ? location.pathname : undefined}
        layoutData={useLayoutData()}
      />
    )
  }
  const Head: HeadFC<ErrorPageData> = ({ data }) => <Seo seo={data.errorsYaml!.seo} path={path} noindex layoutData={useLayoutData()} />
  return { ErrorPage, Head }
}
