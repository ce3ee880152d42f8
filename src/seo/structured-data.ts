/**
 * JSON-LD (schema.org) for every page, built from the content files. One
 * `@graph` per page; nodes reference each other by `@id`.
 * https://developers.google.com/search/docs/appearance/structured-data/intro-structured-data
 */

export interface CompanyData {
  productName: string
  companyName: string
  foundingYear: number
  email: string
  phone: { e164: string }
  address: { street: string; postalCode: string; city: string; country: string }
  officeHours: ReadonlyArray<{ days: ReadonlyArray<string>; opens: string; closes: string }>
}

export interface PricingData {
  lowPrice: number
  highPrice: number
  currency: string
  description: string
}

export type JsonLdNode = Record<string, unknown>

export const organizationId = (siteUrl: string): string => `${siteUrl}/#organization`
export const websiteId = (siteUrl: string): string => `${siteUrl}/#website`

export function organization(company: CompanyData, siteUrl: string): JsonLdNode {
  return {
    "@type": "Organization",
    "@id": organizationId(siteUrl),
    name: company.companyName,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    foundingDate: String(company.foundingYear),
    email: company.email,
    telephone: company.phone.e164,
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      postalCode: company.address.postalCode,
      addressLocality: company.address.city,
      addressCountry: company.address.country,
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      email: company.email,
      telephone: company.phone.e164,
      availableLanguage: ["de"],
      hoursAvailable: company.officeHours.map((hours) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [...hours.days],
        opens: hours.opens,
        closes: hours.closes,
      })),
    },
  }
}

export function website(company: CompanyData, siteUrl: string, language: string): JsonLdNode {
  return {
    "@type": "WebSite",
    "@id": websiteId(siteUrl),
    url: `${siteUrl}/`,
    name: company.productName,
    inLanguage: language,
    publisher: { "@id": organizationId(siteUrl) },
  }
}

export function softwareApplication(
  company: CompanyData,
  pricing: PricingData,
  siteUrl: string,
  description: string,
): JsonLdNode {
  return {
    "@type": "SoftwareApplication",
    "@id": `${siteUrl}/#software`,
    name: company.productName,
    description,
    applicationCategory: "BusinessApplication",
    operatingSystem: "Web",
    url: `${siteUrl}/`,
    publisher: { "@id": organizationId(siteUrl) },
    offers: {
      "@type": "AggregateOffer",
      lowPrice: pricing.lowPrice,
      highPrice: pricing.highPrice,
      priceCurrency: pricing.currency,
      description: pricing.description,
    },
  }
}

export function webPage(
  kind: "WebPage" | "ContactPage",
  page: { url: string; name: string; description: string },
  siteUrl: string,
  language: string,
): JsonLdNode {
  return {
    "@type": kind,
    "@id": page.url,
    url: page.url,
    name: page.name,
    description: page.description,
    inLanguage: language,
    isPartOf: { "@id": websiteId(siteUrl) },
    publisher: { "@id": organizationId(siteUrl) },
  }
}

export function breadcrumbList(items: ReadonlyArray<{ name: string; url: string }>): JsonLdNode {
  return {
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  }
}

/** Serialises a graph for a <script type="application/ld+json">; `<` is escaped so no text can end the script. */
export function serializeGraph(nodes: ReadonlyArray<JsonLdNode>): string {
  return JSON.stringify({ "@context": "https://schema.org", "@graph": nodes }).replace(/</g, "\\u003c")
}
