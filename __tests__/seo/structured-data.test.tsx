/**
 * The JSON-LD graph and the <head> of a page. That every built page carries complete, linked JSON-LD with the content's contact data,
 * offer and founding year is __tests__/built/json-ld.test.ts; its share image and canonical link, __tests__/built/derived-files.test.ts.
 */
import { render } from "@testing-library/react"

import { Seo } from "../../src/components/Seo/Seo"
import { build } from "../../src/site-environment"
import { jsonLdGraph } from "../../src/seo/structured-data"
import { layoutDataOf, queryContent } from "../support/content"

const content = queryContent()
const { siteUrl } = content.siteYaml
const { productName } = content.companyYaml

test("a subpage's graph: its breadcrumb numbered from 1, and '<' escaped, so no text can end the script element", () => {
  const hostile = "</script><script>alert(1)</script>"
  const page = { url: `${siteUrl}/a/`, name: "A", title: hostile, homeLabel: "Start", description: "", type: "WebPage" } as const
  const json = jsonLdGraph(content.companyYaml, siteUrl, page)
  expect(json).not.toContain("<")
  const nodes = (JSON.parse(json) as { "@graph": { "@type": string; itemListElement?: unknown }[] })["@graph"]
  expect(nodes.find((node) => node["@type"] === "BreadcrumbList")?.itemListElement).toEqual([
    { "@type": "ListItem", position: 1, name: "Start", item: `${siteUrl}/` },
    { "@type": "ListItem", position: 2, name: hostile, item: `${siteUrl}/a/` },
  ])
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
    render(<Seo seo={{ title: "Kontakt", description: "d" }} layoutData={layoutDataOf(content)} {...page} />)
    expect(head("title")).toHaveTextContent(title)
    expect(head('meta[property="og:title"]')).toHaveAttribute("content", title)
    expect(head('meta[name="robots"]')?.getAttribute("content") ?? null).toBe(robots)
    expect(head('link[rel="canonical"]')?.getAttribute("href") ?? null).toBe(robots ? null : `${siteUrl}${page.path}`)
  })
})
