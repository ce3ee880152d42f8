import { build } from "../../site-environment"
import { type JsonLdNode, serializeGraph } from "../../seo/structured-data"
import { APPLE_TOUCH_ICON, FAVICON_ICO, FAVICON_SVG, SHARE_IMAGE } from "./site-icons"

export interface SeoProps {
  /** The page's own title; the product name is added by the template. */
  title: string
  description: string
  /** Path of the page with trailing slash, e.g. "/kontakt/". */
  path: string
  site: Queries.SeoSiteFragment
  productName: string
  /** The landing page puts the product name first. */
  isHome?: boolean
  noindex?: boolean
  jsonLd?: ReadonlyArray<JsonLdNode>
  shareImage: { path: string; alt: string }
}

export function pageTitle(title: string, productName: string, isHome = false): string {
  return isHome ? `${productName} – ${title}` : `${title} | ${productName}`
}

export function Seo({ title, description, path, site, productName, isHome, noindex, jsonLd, shareImage }: SeoProps) {
  const { siteUrl } = site
  const fullTitle = pageTitle(title, productName, isHome)
  const url = `${siteUrl}${path}`
  // Crawlers of link previews need an absolute address.
  const imageUrl = `${siteUrl}${shareImage.path}`
  // The image shows the product name above the page's title and line; its alt text names them in that order.
  const imageAlt = `${productName} – ${shareImage.alt}`
  // Deploy previews and branch deploys must never be indexed (the server adds X-Robots-Tag too).
  const hidden = noindex || build.environment === "preview"
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {hidden ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={productName} />
      <meta property="og:locale" content={site.locale} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:image:type" content={SHARE_IMAGE.type} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={imageAlt} />
      <meta name="theme-color" content={site.themeColor} />
      {/* ICO for tools that only ask for /favicon.ico; "32x32" rather than "any", or Chrome prefers it to the SVG. */}
      <link rel="icon" href={FAVICON_ICO} sizes="32x32" />
      <link rel="icon" href={FAVICON_SVG} type="image/svg+xml" />
      <link rel="apple-touch-icon" href={APPLE_TOUCH_ICON.src} />
      <link rel="manifest" href="/manifest.webmanifest" />
      {jsonLd && jsonLd.length > 0 ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeGraph(jsonLd) }} />
      ) : null}
    </>
  )
}
