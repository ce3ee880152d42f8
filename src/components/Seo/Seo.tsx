import { siteSettings } from "../../config/runtime-settings"
import { type JsonLdNode, serializeGraph } from "../../seo/structured-data"

export interface SeoProps {
  /** The page's own title; the product name is added by the template. */
  title: string
  description: string
  /** Path of the page with trailing slash, e.g. "/kontakt/". */
  path: string
  siteUrl: string
  locale: string
  productName: string
  /** The landing page puts the product name first. */
  isHome?: boolean
  noindex?: boolean
  jsonLd?: ReadonlyArray<JsonLdNode>
}

export const canonicalUrl = (siteUrl: string, path: string): string => `${siteUrl}${path}`

export function pageTitle(title: string, productName: string, isHome = false): string {
  return isHome ? `${productName} – ${title}` : `${title} | ${productName}`
}

/**
 * Everything in <head> of a page, rendered through Gatsby's Head API
 * (https://www.gatsbyjs.com/docs/reference/built-in-components/gatsby-head/).
 */
export function Seo({ title, description, path, siteUrl, locale, productName, isHome, noindex, jsonLd }: SeoProps) {
  const fullTitle = pageTitle(title, productName, isHome)
  const url = canonicalUrl(siteUrl, path)
  // Deploy previews and branch deploys must never be indexed (the server adds X-Robots-Tag too).
  const hidden = noindex || siteSettings.environment === "preview"
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {hidden ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={productName} />
      <meta property="og:locale" content={locale} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="theme-color" content={siteSettings.themeColor} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="manifest" href="/manifest.webmanifest" />
      {jsonLd && jsonLd.length > 0 ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeGraph(jsonLd) }} />
      ) : null}
    </>
  )
}
