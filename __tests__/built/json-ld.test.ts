/**
 * @jest-environment node
 *
 * The JSON-LD the build shipped: one schema.org @graph per page with the types it should have, each node
 * with the properties its type needs (Google's structured-data requirements where Google has them); tsc
 * checks the builders' property names and value kinds (schema-dts, src/seo/structured-data.ts).
 */
import type { Thing } from "schema-dts"

import { loadContent } from "../support/content"
import { builtPages, isErrorPage } from "../support/built-site"

const content = loadContent()
const siteUrl: string = content.siteYaml.siteUrl

type Node = Exclude<Thing, string> & Record<string, unknown>

const EXPECTED_TYPES: Record<string, string[]> = {
  "/": ["Organization", "SoftwareApplication", "WebPage", "WebSite"],
  "/impressum/": ["BreadcrumbList", "Organization", "WebPage"],
  "/datenschutz/": ["BreadcrumbList", "Organization", "WebPage"],
  "/kontakt/": ["BreadcrumbList", "ContactPage", "Organization"],
  "/beispielbericht/": ["BreadcrumbList", "Organization", "WebPage"],
}

const REQUIRED: Record<string, string[]> = {
  Organization: ["@id", "name", "url", "logo", "address", "contactPoint", "foundingDate"],
  WebSite: ["@id", "name", "url", "inLanguage", "publisher"],
  WebPage: ["@id", "name", "url", "description", "inLanguage", "isPartOf"],
  ContactPage: ["@id", "name", "url", "description", "inLanguage", "isPartOf"],
  SoftwareApplication: ["@id", "name", "description", "applicationCategory", "operatingSystem", "offers"],
  BreadcrumbList: ["itemListElement"],
  PostalAddress: ["streetAddress", "postalCode", "addressLocality", "addressCountry"],
  ContactPoint: ["contactType", "email", "telephone"],
  OpeningHoursSpecification: ["dayOfWeek", "opens", "closes"],
  AggregateOffer: ["lowPrice", "highPrice", "priceCurrency", "priceSpecification"],
  PriceSpecification: ["priceCurrency", "valueAddedTaxIncluded"],
  ListItem: ["position", "name", "item"],
}

/** Every object with an @type inside `value` (arrays included: their values are their items), nested ones too. */
const typedObjects = (value: unknown): Node[] =>
  value && typeof value === "object" ? [...("@type" in value ? [value as Node] : []), ...Object.values(value).flatMap(typedObjects)] : []

/** Problems of one node: missing required properties, wrong value shapes. */
function problems(node: Node): string[] {
  const type = String(node["@type"])
  const required = REQUIRED[type]
  if (!required) return [`unexpected @type ${type}`]
  const messages = required.filter((key) => node[key] === undefined || node[key] === "").map((key) => `${type} lacks ${key}`)
  for (const key of ["url", "logo", "item", "@id"]) {
    const v = node[key]
    if (typeof v === "string" && !v.startsWith(`${siteUrl}/`)) messages.push(`${type}.${key} is not an absolute URL of this site: ${v}`)
  }
  // schema.org and Google expect an ISO 3166-1 alpha-2 code, not the country's name.
  if (type === "PostalAddress" && !/^[A-Z]{2}$/.test(String(node.addressCountry))) messages.push(`addressCountry ${node.addressCountry}`)
  if (type === "OpeningHoursSpecification" && !/^\d\d:\d\d$/.test(String(node.opens))) messages.push(`opens is not hh:mm: ${node.opens}`)
  return messages
}

const LD_JSON = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g
type Graph = { "@context": string; "@graph": Node[] }
const graphs = new Map(
  builtPages.map((page) => [page.urlPath, [...page.html.matchAll(LD_JSON)].map(([, text]) => JSON.parse(text!) as Graph)]),
)

test.each(Object.entries(EXPECTED_TYPES))("%s has one schema.org @graph with the node types %j, each complete", (urlPath, types) => {
  const [graph, ...more] = graphs.get(urlPath)!
  expect([graph?.["@context"], more]).toEqual(["https://schema.org", []])
  expect(graph!["@graph"].map((node) => node["@type"]).sort()).toEqual(types)
  expect(typedObjects(graph).flatMap(problems)).toEqual([])
})

test("the error pages (noindex) carry none; every @id reference points to a node defined on some page", () => {
  expect([...graphs].filter(([urlPath, blocks]) => isErrorPage(urlPath) && blocks.length > 0)).toEqual([])
  const defined = new Set(typedObjects([...graphs.values()]).map((node) => node["@id"]))
  const references = JSON.stringify([...graphs.values()]).match(/\{"@id":"[^"]+"\}/g) ?? []
  expect(references.length).toBeGreaterThan(0)
  expect(references.map((reference) => JSON.parse(reference)["@id"]).filter((id) => !defined.has(id))).toEqual([])
})

test("the offer and the founding year come from the content files", () => {
  const home = graphs.get("/")![0]!["@graph"]
  const { lowPrice, highPrice, currency, valueAddedTaxIncluded } = content.companyYaml.pricing
  const offers = { lowPrice, highPrice, priceCurrency: currency, priceSpecification: { valueAddedTaxIncluded } }
  expect(home.find((node) => node["@type"] === "SoftwareApplication")!.offers).toMatchObject(offers)
  expect(home.find((node) => node["@type"] === "Organization")!.foundingDate).toBe(String(content.companyYaml.foundingYear))
})
