import { requireNode } from "../../query-results"
import { SITE_LANGUAGE } from "../../site-environment"
import { breadcrumbList, type JsonLdNode, organization, webPage } from "../../seo/structured-data"
import { pageTitle, Seo, type SeoProps } from "./Seo"
import { shareImagePath } from "./site-icons"

/** The share image the build drew for the page whose text is in `contentFile`, with its alt text. */
export const shareImageOf = (contentFile: string, seo: { shareImage: { alt: string } }): SeoProps["shareImage"] => ({
  path: shareImagePath(contentFile),
  alt: seo.shareImage.alt,
})

interface SubpageHeadProps extends Pick<SeoProps, "shareImage" | "path" | "noindex"> {
  /** The page query's data; it spreads `...SubpageHead`. */
  data: Queries.SubpageHeadFragment
  seo: Queries.SeoPageFragment
  type?: "WebPage" | "ContactPage"
}

/** The <head> of a subpage: Seo plus WebPage/ContactPage, BreadcrumbList and Organization JSON-LD. */
export function SubpageHead({ data, seo, shareImage, path, type = "WebPage", noindex }: SubpageHeadProps) {
  const s = requireNode(data.siteYaml, "content/site/index.yaml")
  const c = requireNode(data.companyYaml, "content/company/index.yaml")
  const { homeLabel } = requireNode(data.layoutYaml, "content/layout/index.yaml").subpage
  const url = `${s.siteUrl}${path}`
  const jsonLd: JsonLdNode[] = noindex
    ? []
    : [
        webPage(type, { url, name: pageTitle(seo.title, c.productName), description: seo.description }, s.siteUrl, SITE_LANGUAGE),
        breadcrumbList([
          { name: homeLabel, url: `${s.siteUrl}/` },
          { name: seo.title, url },
        ]),
        organization(c, s.siteUrl),
      ]
  return (
    <Seo
      title={seo.title}
      description={seo.description}
      path={path}
      site={s}
      productName={c.productName}
      noindex={noindex}
      jsonLd={jsonLd}
      shareImage={shareImage}
    />
  )
}
