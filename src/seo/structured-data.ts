/**
 * JSON-LD, one `@graph` per page, nodes referenced by `@id`. Every node has a schema-dts type, so a misspelt property
 * or a value of the wrong kind fails `tsc`; __tests__/built/json-ld.test.ts checks the built pages.
 */
import type { BreadcrumbList, ContactPage, Graph, Organization, SoftwareApplication, WebPage, WebSite } from "schema-dts"

import { SITE_LANGUAGE } from "../site-environment"

/** The company as every page has it (src/components/Layout/layout-data.ts). */
type CompanyData = NonNullable<Queries.LayoutDataQuery["companyYaml"]>

export interface PageData {
  url: string
  /** The page's name in the graph and its own title, the breadcrumb's last item after the home page's (`homeLabel`). */
  name: string
  title: string
  homeLabel: string
  description: string
  type: "WebPage" | "ContactPage"
}

/** The page's graph for a <script type="application/ld+json">; `<` is escaped so no text can end the script. */
export function jsonLdGraph(company: CompanyData, siteUrl: string, page: PageData): string {
  const { description } = page
  const publisher = { "@id": `${siteUrl}/#organization` }
  const isPartOf = { "@id": `${siteUrl}/#website` }
  const organization: Exclude<Organization, string> = {
    "@type": "Organization",
    "@id": publisher["@id"],
    name: company.companyName,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    foundingDate: String(company.foundingYear), // schema.org Date: a year alone is a valid ISO 8601 date
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      postalCode: company.address.postalCode,
      addressLocality: company.address.city,
      // schema.org and Google expect the ISO 3166-1 code here; the pages show the country's name.
      addressCountry: company.address.countryCode,
    },
    // Email and phone once, where the office hours say when they are answered.
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      email: company.email,
      telephone: company.phone.e164,
      availableLanguage: [SITE_LANGUAGE],
      hoursAvailable: company.officeHours.map((hours) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: hours.days,
        opens: hours.opens,
        closes: hours.closes,
      })),
    },
  }
  const website: Exclude<WebSite, string> = {
    "@type": "WebSite",
    "@id": isPartOf["@id"],
    url: `${siteUrl}/`,
    name: company.productName,
    inLanguage: SITE_LANGUAGE,
    publisher,
  }
  const webPage: Exclude<WebPage | ContactPage, string> = {
    "@type": page.type,
    "@id": page.url,
    url: page.url,
    name: page.name,
    description,
    inLanguage: SITE_LANGUAGE,
    isPartOf,
    publisher,
  }
  const { pricing } = company
  const software: Exclude<SoftwareApplication, string> = {
    "@type": "SoftwareApplication",
    "@id": `${siteUrl}/#software`,
    name: company.productName,
    description,
    applicationCategory: "BusinessApplication",
    operatingSystem: "Web",
    url: `${siteUrl}/`,
    publisher,
    offers: {
      "@type": "AggregateOffer",
      lowPrice: pricing.lowPrice,
      highPrice: pricing.highPrice,
      priceCurrency: pricing.currency,
      description: pricing.description,
      // Whether the prices above include VAT (the offer addresses businesses: net prices), docs/requirements.md#price.
      priceSpecification: {
        "@type": "PriceSpecification",
        priceCurrency: pricing.currency,
        valueAddedTaxIncluded: pricing.valueAddedTaxIncluded,
      },
    },
  }
  const breadcrumbs: Exclude<BreadcrumbList, string> = {
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: page.homeLabel, item: `${siteUrl}/` },
      { "@type": "ListItem", position: 2, name: page.title, item: page.url },
    ],
  }
  const graph: Graph = {
    "@context": "https://schema.org",
    // The home page describes the organisation, the website and the product; a subpage itself and its breadcrumb.
    "@graph": page.url === `${siteUrl}/` ? [organization, website, webPage, software] : [webPage, breadcrumbs, organization],
  }
  return JSON.stringify(graph).replace(/</g, "\\u003c")
}
