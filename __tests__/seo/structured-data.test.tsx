/**
 * JSON-LD builders and the <head> of a page. That every built page carries complete, linked JSON-LD with the content's contact data,
 * offer and founding year is __tests__/built/json-ld.test.ts; its share image and canonical link, __tests__/built/derived-files.test.ts.
 */
import { render } from "@testing-library/react"

import { Seo } from "../../src/components/Seo/Seo"
import { build } from "../../src/site-environment"
import { breadcrumbList, serializeGraph } from "../../src/seo/structured-data"
import { layoutDataOf, queryContent } from "../support/content"

const content = queryContent()
const { siteUrl } = content.siteYaml
const { productName } = content.companyYaml

test("a BreadcrumbList numbers its items from 1", () => {
  const items = [
    { name: "A", url: "/a/" },
    { name: "B", url: "/b/" },
  ]
  expect(breadcrumbList(items).itemListElement).toEqual([
    { "@type": "ListItem", position: 1, name: "A", item: "/a/" },
    { "@type": "ListItem", position: 2, name: "B", item: "/b/" },
  ])
})

test("serialisation escapes '<', so content can never end the script element", () => {
  const json = serializeGraph([{ "@type": "Thing", name: "</script><script>alert(1)</script>" }])
  expect(json).not.toContain("<")
  expect(JSON.parse(json)["@graph"][0].name).toBe("</script><script>alert(1)</script>")
})

describe("Seo", () => {
  afterEach(() => jest.restoreAllMocks())
  // React 19 hoists <title>, <meta> and <link> into document.head, as Gatsby's Head does.
  const head = (selector: string) => document.head.querySelector(selector)

  test.each([
    ["a subpage", "production", { path: "/kontakt/" }, `Kontakt | ${productName}`, null],
    ["the home page", "production", { path: "/" }, `${productName} – Kontakt`, null],
    ["a noindex page", "production", { path: "/404/", noindex: true }, `Kontakt | ${productName}`, "noindex"],
    ["any page of a preview build", "preview", { path: "/kontakt/" }, `Kontakt | ${productName}`, "noindex"],
  ] as const)("%s (%s build): title %p, robots %p, and a canonical link only when indexed", (_name, environment, page, title, robots) => {
    jest.replaceProperty(build, "environment", environment)
    const shareImage = { file: "content/contact/index.yaml", alt: "Bild" }
    render(<Seo seo={{ title: "Kontakt", description: "d" }} shareImage={shareImage} layoutData={layoutDataOf(content)} {...page} />)
    expect(head("title")).toHaveTextContent(title)
    expect(head('meta[property="og:title"]')).toHaveAttribute("content", title)
    expect(head('meta[name="robots"]')?.getAttribute("content") ?? null).toBe(robots)
    expect(head('link[rel="canonical"]')?.getAttribute("href") ?? null).toBe(robots ? null : `${siteUrl}${page.path}`)
  })
})
