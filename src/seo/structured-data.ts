/**
 * JSON-LD, one `@graph` per page, nodes referenced by `@id`. Every builder returns a schema-dts type, so a misspelt
 * property or a value of the wrong kind fails `tsc`; __tests__/built/json-ld.test.ts checks the built pages.
 */
import type { BreadcrumbList, ContactPage, Graph, Organization, SoftwareApplication, Thing, WebPage, WebSite } from "schema-dts"

/** The company as every page has it (src/components/Layout/layout-data.ts). */
type CompanyData = NonNullable<Queries.LayoutDataQuery["companyYaml"]>

/** A node of the page graph: any schema.org type with its `@type`. */
export type JsonLdNode = Exclude<Thing, string>

const organizationId = (siteUrl: string): string => `${siteUrl}/#organization`
const websiteId = (siteUrl: string): string => `${siteUrl}/#website`

export function organization(company: CompanyData, siteUrl: string): Exclude<Organization, string> {
  return {
    "@type": "Organization",
    "@id": organizationId(siteUrl),
    name: company.companyName,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    foundingDate: String(company.foundingYear), // schema.org Date: a year alone is a valid ISO 8601 date
    email: company.email,
    telephone: company.phone.e164,
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      postalCode: company.address.postalCode,
      addressLocality: company.address.city,
      // schema.org and Google expect the ISO 3166-1 code here; the pages show the country's name.
      addressCountry: company.address.countryCode,
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      email: company.email,
      telephone: company.phone.e164,
      availableLanguage: ["de"],
      hoursAvailable: company.officeHours.map((hours) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: hours.days,
        opens: hours.opens,
        closes: hours.closes,
      })),
    },
  }
}

export function website(company: CompanyData, siteUrl: string, language: string): Exclude<WebSite, string> {
  return {
    "@type": "WebSite",
    "@id": websiteId(siteUrl),
    url: `${siteUrl}/`,
    name: company.productName,
    inLanguage: language,
    publisher: { "@id": organizationId(siteUrl) },
  }
}

export function softwareApplication(company: CompanyData, siteUrl: string, description: string): Exclude<SoftwareApplication, string> {
  const { pricing } = company
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
      // Whether the prices include VAT (the offer addresses businesses: net prices), docs/requirements.md#price.
      priceSpecification: {
        "@type": "PriceSpecification",
        minPrice: pricing.lowPrice,
        maxPrice: pricing.highPrice,
        priceCurrency: pricing.currency,
        valueAddedTaxIncluded: pricing.valueAddedTaxIncluded,
      },
    },
  }
}

export function webPage(
  type: "WebPage" | "ContactPage",
  page: { url: string; name: string; description: string },
  siteUrl: string,
  language: string,
): Exclude<WebPage | ContactPage, string> {
  return {
    "@type": type,
    "@id": page.url,
    url: page.url,
    name: page.name,
    description: page.description,
    inLanguage: language,
    isPartOf: { "@id": websiteId(siteUrl) },
    publisher: { "@id": organizationId(siteUrl) },
  }
}

export function breadcrumbList(items: ReadonlyArray<{ name: string; url: string }>): Exclude<BreadcrumbList, string> {
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
  const graph: Graph = { "@context": "https://schema.org", "@graph": nodes }
  return JSON.stringify(graph).replace(/</g, "\\u003c")
}
