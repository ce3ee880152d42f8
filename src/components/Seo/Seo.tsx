import { graphql } from "gatsby"

import { build } from "../../site-environment"
import { jsonLdGraph } from "../../seo/structured-data"
import type { LayoutData } from "../Layout/layout-data"
import { APPLE_TOUCH_ICON, FAVICON_ICO, FAVICON_SVG, SHARE_IMAGE } from "./site-icons"

/** @public */
export const seoFragment = graphql`
  fragment SeoPage on PageSeo {
    title
    description
  }
`

export interface SeoProps {
  /** The page's own title (the product name is added) and description. */
  seo: { title: string; description: string }
  /** Path of the page with trailing slash, e.g. "/kontakt/"; "/" is the landing page, which puts the product name first. */
  path: string
  type?: "WebPage" | "ContactPage"
  /** The error pages: never indexed, no JSON-LD. */
  noindex?: boolean
  layoutData: LayoutData
}

/** A page's <head>: title, description, canonical link, share image, icons and its JSON-LD graph. */
export function Seo({ seo, path, type = "WebPage", noindex = false, layoutData }: SeoProps) {
  const { site, company, layout } = layoutData
  const { siteUrl } = site
  const isHome = path === "/"
  const title = isHome ? `${company.productName} – ${seo.title}` : `${seo.title} | ${company.productName}`
  const url = `${siteUrl}${path}`
  // Crawlers of link previews need an absolute address.
  const imageUrl = `${siteUrl}${SHARE_IMAGE.src}`
  // The image shows the product name above its title and line; its alt text names them in that order.
  const imageAlt = `${company.productName} – ${site.shareImage.alt}`
  // Deploy previews and branch deploys must never be indexed (the server adds X-Robots-Tag too).
  const hidden = noindex || build.environment === "preview"
  const jsonLd = jsonLdGraph(company, siteUrl, {
    url,
    name: isHome ? company.productName : title,
    title: seo.title,
    homeLabel: layout.subpage.homeLabel,
    description: seo.description,
    type,
  })
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={seo.description} />
      {hidden ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={company.productName} />
      <meta property="og:locale" content={site.locale} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={seo.description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:image:type" content={SHARE_IMAGE.type} />
      <meta property="og:image:alt" content={imageAlt} />
      {/* X reads title, description and image from the og: tags when it has no twitter: tags of its own. */}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="theme-color" content={site.themeColor} />
      {/* ICO for tools that only ask for /favicon.ico; "32x32" rather than "any", or Chrome prefers it to the SVG. */}
      <link rel="icon" href={FAVICON_ICO} sizes="32x32" />
      <link rel="icon" href={FAVICON_SVG} type="image/svg+xml" />
      <link rel="apple-touch-icon" href={APPLE_TOUCH_ICON.src} />
      <link rel="manifest" href="/manifest.webmanifest" />
      {noindex ? null : <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />}
    </>
  )
}
