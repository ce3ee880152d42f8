import { requireNode } from "../../content/require-node"
import {
  breadcrumbList,
  type CompanyData,
  type JsonLdNode,
  organization,
  webPage,
} from "../../seo/structured-data"
import { canonicalUrl, pageTitle, Seo } from "./Seo"

interface SubpageHeadProps {
  seo: { title: string; description: string }
  path: string
  kind?: "WebPage" | "ContactPage"
  site: Queries.SeoSiteFragment | null
  company: Queries.SeoCompanyFragment | null
  homeLabel: string
  noindex?: boolean
}

/** The <head> of a subpage: Seo plus WebPage/ContactPage, BreadcrumbList and Organization JSON-LD. */
export function SubpageHead({ seo, path, kind = "WebPage", site, company, homeLabel, noindex }: SubpageHeadProps) {
  const s = requireNode(site, "content/site/index.yaml")
  const c = requireNode(company, "content/company/index.yaml") as CompanyData
  const url = canonicalUrl(s.siteUrl, path)
  const jsonLd: JsonLdNode[] = noindex
    ? []
    : [
        webPage(kind, { url, name: pageTitle(seo.title, c.productName), description: seo.description }, s.siteUrl, s.language),
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
      siteUrl={s.siteUrl}
      locale={s.locale}
      productName={c.productName}
      noindex={noindex}
      jsonLd={jsonLd}
    />
  )
}
