import { render } from "@testing-library/react"

import { canonicalUrl, pageTitle, Seo } from "../../src/components/Seo/Seo"
import { siteSettings } from "../../src/config/runtime-settings"
import { breadcrumbList, organization, serializeGraph, softwareApplication, webPage } from "../../src/seo/structured-data"
import { loadContent } from "../support/content"

const content = loadContent()
const siteUrl: string = content.siteYaml.siteUrl

describe("JSON-LD builders", () => {
  test("Organization carries the founding year 2017 and the contact data", () => {
    const org = organization(content.companyYaml, siteUrl)
    expect(org).toMatchObject({
      "@type": "Organization",
      foundingDate: "2017",
      email: content.companyYaml.email,
      telephone: content.companyYaml.phone.e164,
      address: { "@type": "PostalAddress", streetAddress: content.companyYaml.address.street, addressCountry: "DE" },
      contactPoint: {
        "@type": "ContactPoint",
        hoursAvailable: [{ "@type": "OpeningHoursSpecification", opens: "09:00", closes: "17:00" }],
      },
    })
  })

  test("SoftwareApplication has an AggregateOffer of 250–500 EUR net per method including the report", () => {
    const app = softwareApplication(content.companyYaml, content.homeYaml.pricing, siteUrl, "d")
    expect(app.offers).toEqual({
      "@type": "AggregateOffer",
      lowPrice: 250,
      highPrice: 500,
      priceCurrency: "EUR",
      description: expect.stringMatching(/pro Methode.*Bericht/),
      priceSpecification: {
        "@type": "PriceSpecification",
        minPrice: 250,
        maxPrice: 500,
        priceCurrency: "EUR",
        valueAddedTaxIncluded: false,
      },
    })
  })

  test("BreadcrumbList numbers its items from 1", () => {
    const list = breadcrumbList([
      { name: "Startseite", url: `${siteUrl}/` },
      { name: "Kontakt", url: `${siteUrl}/kontakt/` },
    ])
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Startseite", item: `${siteUrl}/` },
      { "@type": "ListItem", position: 2, name: "Kontakt", item: `${siteUrl}/kontakt/` },
    ])
  })

  test("ContactPage links to the website and the organization by @id", () => {
    const page = webPage("ContactPage", { url: `${siteUrl}/kontakt/`, name: "Kontakt", description: "x" }, siteUrl, "de")
    expect(page).toMatchObject({
      "@type": "ContactPage",
      isPartOf: { "@id": `${siteUrl}/#website` },
      publisher: { "@id": `${siteUrl}/#organization` },
    })
  })

  test("serialisation escapes '<' so content can never close the script element", () => {
    const json = serializeGraph([{ "@type": "Thing", name: "</script><script>alert(1)</script>" }])
    expect(json).not.toContain("<")
    expect(JSON.parse(json)["@graph"][0].name).toBe("</script><script>alert(1)</script>")
  })
})

const shareImage = { path: "/share/contact.png", alt: "Vorschaubild Kontakt" }

// React 19 hoists <title>, <meta> and <link> into document.head, as Gatsby's Head does.
const head = (selector: string) => document.head.querySelector(selector)

describe("Seo", () => {
  test("title template, absolute canonical, Open Graph, Twitter and JSON-LD", () => {
    const { container } = render(
      <Seo
        title="Kontakt"
        description="Beschreibung"
        path="/kontakt/"
        siteUrl={siteUrl}
        locale="de_DE"
        productName="Produkt"
        jsonLd={[{ "@type": "Thing" }]}
        shareImage={shareImage}
      />,
    )
    expect(head("title")).toHaveTextContent("Kontakt | Produkt")
    expect(head('link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl}/kontakt/`)
    expect(head('meta[property="og:url"]')).toHaveAttribute("content", `${siteUrl}/kontakt/`)
    expect(head('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image")
    expect(head('meta[name="description"]')).toHaveAttribute("content", "Beschreibung")
    const ld = container.querySelector('script[type="application/ld+json"]')
    expect(JSON.parse(ld!.innerHTML)["@graph"]).toEqual([{ "@type": "Thing" }])
    expect(head('meta[name="robots"]')).toBeNull()
  })

  test("share image: absolute URL on the site URL, its size, type and alt text, for Open Graph and Twitter", () => {
    render(<Seo title="x" description="y" path="/kontakt/" siteUrl={siteUrl} locale="de_DE" productName="P" shareImage={shareImage} />)
    const content = (selector: string) => head(selector)?.getAttribute("content")
    expect(content('meta[property="og:image"]')).toBe(`${siteUrl}/share/contact.png`)
    expect(content('meta[name="twitter:image"]')).toBe(`${siteUrl}/share/contact.png`)
    expect(content('meta[property="og:image:width"]')).toBe("1200")
    expect(content('meta[property="og:image:height"]')).toBe("630")
    expect(content('meta[property="og:image:type"]')).toBe("image/png")
    expect(content('meta[property="og:image:alt"]')).toBe("Vorschaubild Kontakt")
    expect(content('meta[name="twitter:image:alt"]')).toBe("Vorschaubild Kontakt")
  })

  test('icons: favicon.ico with its size (not "any", so the SVG wins where supported), the SVG and the apple-touch-icon', () => {
    render(<Seo title="x" description="y" path="/" siteUrl={siteUrl} locale="de_DE" productName="P" shareImage={shareImage} />)
    const icons = [...document.head.querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"]')].map((link) => ({
      rel: link.getAttribute("rel"),
      href: link.getAttribute("href"),
      sizes: link.getAttribute("sizes"),
      type: link.getAttribute("type"),
    }))
    expect(icons).toEqual([
      { rel: "icon", href: "/favicon.ico", sizes: "32x32", type: null },
      { rel: "icon", href: "/favicon.svg", sizes: null, type: "image/svg+xml" },
      { rel: "apple-touch-icon", href: "/apple-touch-icon.png", sizes: null, type: null },
    ])
  })

  test("noindex pages have a robots meta and no canonical", () => {
    render(<Seo title="x" description="y" path="/404/" siteUrl={siteUrl} locale="de_DE" productName="P" noindex shareImage={shareImage} />)
    expect(head('meta[name="robots"]')).toHaveAttribute("content", "noindex")
    expect(head('link[rel="canonical"]')).toBeNull()
  })

  test.each([
    ["preview", "noindex"],
    ["production", null],
    ["development", null],
  ] as const)("a %s build: robots meta %s on every page", (environment, expected) => {
    const before = siteSettings.environment
    siteSettings.environment = environment
    try {
      const { container } = render(
        <Seo title="x" description="y" path="/kontakt/" siteUrl={siteUrl} locale="de_DE" productName="P" shareImage={shareImage} />,
      )
      const robots = container.ownerDocument.querySelector('meta[name="robots"]')
      expect(robots?.getAttribute("content") ?? null).toBe(expected)
    } finally {
      siteSettings.environment = before
    }
  })

  test("helpers", () => {
    expect(pageTitle("Start", "P", true)).toBe("P – Start")
    expect(canonicalUrl("https://a.example", "/")).toBe("https://a.example/")
  })
})
