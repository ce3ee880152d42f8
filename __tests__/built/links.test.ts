/**
 * Every internal link and #anchor of the build resolves: paths to a file the
 * server serves as it is (no redirect, no 404), fragments to an element with
 * that id on the target page. Absolute links to our own site URL count as
 * internal. External, tel: and mailto: links are checked elsewhere (views, e2e).
 */
import { readFileSync } from "node:fs"

import { loadContent } from "../support/content"
import { builtPages, fileForPath } from "../support/built-site"

const siteUrl: string = loadContent().siteYaml.siteUrl
const pages = builtPages()

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, "text/html")
}

const idsOf = new Map<string, Set<string>>()
function idsIn(file: string): Set<string> {
  if (!idsOf.has(file)) {
    const doc = parse(readFileSync(file, "utf8"))
    idsOf.set(file, new Set([...doc.querySelectorAll("[id]")].map((el) => el.id)))
  }
  return idsOf.get(file)!
}

interface Link {
  attribute: string
  value: string
}

function internalLinks(doc: Document): Link[] {
  const links: Link[] = []
  for (const [selector, attribute] of [
    ["a[href]", "href"],
    ["link[href]", "href"],
    ["script[src]", "src"],
    ["img[src]", "src"],
    ["form[action]", "action"],
  ] as const) {
    for (const el of doc.querySelectorAll(selector)) {
      const value = el.getAttribute(attribute)!
      if (value.startsWith("/") || value.startsWith("#") || value.startsWith(`${siteUrl}/`) || value === siteUrl) {
        links.push({ attribute: `<${el.tagName.toLowerCase()} ${attribute}>`, value })
      }
    }
  }
  return links
}

/** Why a link does not resolve from `page`, or null when it does. */
function problem(pageUrlPath: string, pageFile: string, value: string): string | null {
  const withoutSite = value.startsWith(siteUrl) ? value.slice(siteUrl.length) || "/" : value
  const [pathPart, fragment] = withoutSite.split("#", 2) as [string, string | undefined]
  let target = pageFile
  if (pathPart !== "") {
    if (pathPart.startsWith("//")) return "protocol-relative URL"
    const file = fileForPath(pathPart)
    if (!file) return `no file in public/ for ${pathPart}`
    target = file
  }
  if (fragment !== undefined) {
    if (fragment === "") return "empty fragment"
    if (!target.endsWith(".html")) return "fragment on a non-HTML target"
    if (!idsIn(target).has(decodeURIComponent(fragment))) return `no element with id="${fragment}" on ${pathPart || pageUrlPath}`
  }
  return null
}

describe("internal links and anchors resolve", () => {
  test.each(pages.map((p) => [p.urlPath, p] as const))("%s", (_path, page) => {
    const links = internalLinks(parse(page.html))
    expect(links.length).toBeGreaterThan(3)
    const broken = links
      .map((l) => ({ ...l, problem: problem(page.urlPath, page.file, l.value) }))
      .filter((l) => l.problem)
      .map((l) => `${l.attribute} "${l.value}": ${l.problem}`)
    expect(broken).toEqual([])
  })

  test("the landing page's navigation anchors and the skip link are among the checked links", () => {
    const home = pages.find((p) => p.urlPath === "/")!
    const values = internalLinks(parse(home.html)).map((l) => l.value)
    expect(values).toEqual(expect.arrayContaining(["#inhalt", "/#funktionen", "/#ablauf", "/#zielgruppen", "/kontakt/", "/impressum/"]))
  })

  test("the checker reports a missing page, a missing anchor and a redirecting path", () => {
    const home = pages.find((p) => p.urlPath === "/")!
    expect(problem("/", home.file, "/gibt-es-nicht/")).toMatch(/no file/)
    expect(problem("/", home.file, "/#gibt-es-nicht")).toMatch(/no element with id="gibt-es-nicht"/)
    expect(problem("/", home.file, "/kontakt")).toMatch(/no file/)
    expect(problem("/", home.file, `${siteUrl}/kontakt/`)).toBeNull()
  })
})
