/**
 * @jest-environment node
 *
 * Every JSON-LD block of the build parses, is a schema.org @graph, carries the
 * types each page should have, and every node has the properties its type
 * needs here (Google's structured-data requirements where Google has them).
 * The builders are typed with schema-dts (src/seo/structured-data.ts), so tsc
 * checks property names and value kinds; this test checks what was shipped.
 */
import type { Thing } from "schema-dts"

import { loadContent } from "../support/content"
import { builtPages } from "../support/built-site"

const content = loadContent()
const siteUrl: string = content.siteYaml.siteUrl
const pages = builtPages()

type Node = Exclude<Thing, string> & Record<string, unknown>

const EXPECTED_TYPES: Record<string, string[]> = {
  "/": ["Organization", "SoftwareApplication", "WebPage", "WebSite"],
  "/impressum/": ["BreadcrumbList", "Organization", "WebPage"],
  "/datenschutz/": ["BreadcrumbList", "Organization", "WebPage"],
  "/kontakt/": ["BreadcrumbList", "ContactPage", "Organization"],
}

const REQUIRED: Record<string, string[]> = {
  Organization: ["@id", "name", "url", "logo", "address", "contactPoint", "email", "telephone", "foundingDate"],
  WebSite: ["@id", "name", "url", "inLanguage", "publisher"],
  WebPage: ["@id", "name", "url", "description", "inLanguage", "isPartOf"],
  ContactPage: ["@id", "name", "url", "description", "inLanguage", "isPartOf"],
  SoftwareApplication: ["@id", "name", "description", "applicationCategory", "operatingSystem", "offers"],
  BreadcrumbList: ["itemListElement"],
  PostalAddress: ["streetAddress", "postalCode", "addressLocality", "addressCountry"],
  ContactPoint: ["contactType", "email", "telephone"],
  OpeningHoursSpecification: ["dayOfWeek", "opens", "closes"],
  AggregateOffer: ["lowPrice", "highPrice", "priceCurrency", "priceSpecification"],
  PriceSpecification: ["minPrice", "maxPrice", "priceCurrency", "valueAddedTaxIncluded"],
  ListItem: ["position", "name", "item"],
}

function blocks(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((m) => m[1]!)
}

/** Every object with an @type inside `value`, nested ones included. */
function typedObjects(value: unknown, out: Node[] = []): Node[] {
  if (Array.isArray(value)) value.forEach((v) => typedObjects(v, out))
  else if (value && typeof value === "object") {
    if ("@type" in value) out.push(value as Node)
    Object.values(value).forEach((v) => typedObjects(v, out))
  }
  return out
}

/** Problems of one node: missing required properties, wrong value shapes. */
function problems(node: Node): string[] {
  const type = String(node["@type"])
  const required = REQUIRED[type]
  if (!required) return [`unexpected @type ${type}`]
  const found = required.filter((key) => node[key] === undefined || node[key] === "").map((key) => `${type} lacks ${key}`)
  for (const key of ["url", "logo", "item", "@id"]) {
    const v = node[key]
    if (typeof v === "string" && !v.startsWith(`${siteUrl}/`)) found.push(`${type}.${key} is not an absolute URL of this site: ${v}`)
  }
  if (type === "AggregateOffer" && !(Number(node.lowPrice) <= Number(node.highPrice))) found.push("AggregateOffer lowPrice > highPrice")
  // schema.org and Google expect an ISO 3166-1 alpha-2 code, not the country's name.
  if (type === "PostalAddress" && !/^[A-Z]{2}$/.test(String(node.addressCountry)))
    found.push(`addressCountry is not a country code: ${node.addressCountry}`)
  if (type === "OpeningHoursSpecification" && !/^\d\d:\d\d$/.test(String(node.opens))) found.push(`opens is not hh:mm: ${node.opens}`)
  return found
}

const graphs = pages.map((page) => ({ page, graphs: blocks(page.html).map((text) => JSON.parse(text)) }))
const definedIds = new Set(graphs.flatMap((g) => g.graphs.flatMap((graph) => typedObjects(graph).map((n) => n["@id"])).filter(Boolean)))

describe("JSON-LD on every built page", () => {
  test.each(pages.map((p) => [p.urlPath, p] as const))("%s: every block parses as a schema.org @graph", (_path, page) => {
    for (const text of blocks(page.html)) {
      const parsed = JSON.parse(text)
      expect(parsed["@context"]).toBe("https://schema.org")
      expect(Array.isArray(parsed["@graph"])).toBe(true)
      expect(text).not.toMatch(/<\/script/i)
    }
  })

  test.each(Object.entries(EXPECTED_TYPES))("%s has the node types %j, each complete", (urlPath, types) => {
    const entry = graphs.find((g) => g.page.urlPath === urlPath)!
    expect(entry.graphs).toHaveLength(1)
    const top = entry.graphs[0]["@graph"] as Node[]
    expect(top.map((n) => n["@type"]).sort()).toEqual(types)
    expect(typedObjects(entry.graphs[0]).flatMap(problems)).toEqual([])
  })

  test("the error pages (noindex) carry no JSON-LD", () => {
    for (const entry of graphs.filter((g) => /^\/(404|500)/.test(g.page.urlPath))) expect(entry.graphs).toEqual([])
  })

  test("every @id reference points to a node defined on some page", () => {
    const references = graphs.flatMap((g) =>
      g.graphs.flatMap((graph) => {
        const refs: string[] = []
        JSON.stringify(graph, (key, value) => {
          if (value && typeof value === "object" && !Array.isArray(value) && Object.keys(value).join() === "@id") refs.push(value["@id"])
          return value
        })
        return refs
      }),
    )
    expect(references.length).toBeGreaterThan(0)
    expect(references.filter((id) => !definedIds.has(id))).toEqual([])
  })

  test("the offer (net of VAT) and the founding year come from the content files", () => {
    const home = graphs.find((g) => g.page.urlPath === "/")!.graphs[0]["@graph"] as Node[]
    const app = home.find((n) => n["@type"] === "SoftwareApplication")!
    const { pricing } = content.homeYaml
    expect(app.offers).toMatchObject({
      "@type": "AggregateOffer",
      lowPrice: pricing.lowPrice,
      highPrice: pricing.highPrice,
      priceCurrency: pricing.currency,
      priceSpecification: { "@type": "PriceSpecification", valueAddedTaxIncluded: false },
    })
    expect(home.find((n) => n["@type"] === "Organization")!.foundingDate).toBe("2017")
    expect(content.companyYaml.foundingYear).toBe(2017)
  })

  test("every address on every page carries the country code DE (docs/requirements.md#structured-data)", () => {
    const addresses = graphs.flatMap((g) => g.graphs.flatMap((graph) => typedObjects(graph))).filter((n) => n["@type"] === "PostalAddress")
    expect(addresses.length).toBeGreaterThanOrEqual(Object.keys(EXPECTED_TYPES).length)
    for (const address of addresses) expect(address.addressCountry).toBe("DE")
  })

  test("the checker reports a missing property (the gate is live)", () => {
    expect(problems({ "@type": "Organization", name: "x" } as Node)).toEqual(expect.arrayContaining(["Organization lacks address"]))
    expect(problems({ "@type": "PostalAddress", addressCountry: "Deutschland" } as Node)).toEqual(
      expect.arrayContaining(["addressCountry is not a country code: Deutschland"]),
    )
  })
})
