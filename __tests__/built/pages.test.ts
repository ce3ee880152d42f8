/**
 * Every built HTML page: valid by html-validate's recommended rules (the few adjustments below describe how React and
 * Gatsby serialise markup, each still valid HTML; none switches a rule off for our own markup), its first paint held
 * until the header is parsed, and every internal link and #anchor resolving: paths to a file the server serves as it is
 * (no redirect, no 404), fragments to an element with that id on the target page. Absolute links to our own site URL
 * count as internal. External, tel: and mailto: links are checked elsewhere (views, e2e).
 */
import { HtmlValidate } from "html-validate"

import { loadContent } from "../support/content"
import { builtPages, fileForPath } from "../support/built-site"

const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    // React writes void elements self-closed (`<meta/>`, `<br/>`) and boolean attributes as `hidden=""`; kept consistent.
    "void-style": ["error", { style: "selfclosing" }],
    "attribute-empty-style": ["error", { style: "empty" }],
    // React serialises the DOM property names `charSet` and `dateTime` (allowed below); any other camelCase fails.
    "attr-case": ["error", { style: "lowercase", ignoreForeign: true }],
    // Gatsby's root element is `<div id="___gatsby">`; HTML5 allows any id without whitespace ("relaxed").
    "valid-id": ["error", { relaxed: true }],
    // Gatsby's runtime styles two elements of its own inline; the test below allows exactly those.
    "no-inline-style": "off",
  },
})
const REACT_ATTRIBUTE_NAMES = new Set(["charSet", "dateTime"])
const GATSBY_INLINE_STYLE_IDS = new Set(["gatsby-focus-wrapper", "gatsby-announcer"])

const siteUrl: string = loadContent().siteYaml.siteUrl
const pages = builtPages.map((page) => ({ ...page, document: new DOMParser().parseFromString(page.html, "text/html") }))
const idsOf = new Map(pages.map((page) => [page.file, new Set([...page.document.querySelectorAll("[id]")].map((el) => el.id))]))

/** Why a link does not resolve from the page in `pageFile`, or null when it does. */
function problem(pageFile: string, value: string): string | null {
  const [pathPart, fragment] = (value.startsWith(siteUrl) ? value.slice(siteUrl.length) || "/" : value).split("#", 2)
  let target = pageFile
  if (pathPart) {
    if (pathPart.startsWith("//")) return "protocol-relative URL"
    const file = fileForPath(pathPart)
    if (!file) return `no file in public/ for ${pathPart}`
    target = file
  }
  if (fragment === undefined) return null
  if (fragment === "" || !target.endsWith(".html")) return "empty fragment or fragment on a non-HTML target"
  return idsOf.get(target)?.has(decodeURIComponent(fragment)) ? null : `no element with id="${fragment}" on ${pathPart || "this page"}`
}

test.each(pages.map((page) => [page.urlPath, page] as const))(
  "%s: valid HTML, inline styles only on Gatsby's elements, first paint held until the header is parsed (gatsby-ssr.tsx), internal links and anchors resolve",
  async (_path, page) => {
    const report = await validator.validateString(page.html, page.file)
    const messages = report.results
      .flatMap((result) => result.messages)
      .filter((m) => !(m.ruleId === "attr-case" && REACT_ATTRIBUTE_NAMES.has(m.message.match(/"([^"]+)"/)?.[1] ?? "")))
      .map((m) => `${m.ruleId} at ${m.line}:${m.column} (${m.selector}): ${m.message}`)
    expect(messages).toEqual([])
    const styled = [...page.html.matchAll(/<[a-z][a-z0-9-]*\b[^>]*\sstyle="[^>]*>/gi)].map((m) => m[0].match(/\sid="([^"]+)"/)?.[1] ?? m[0])
    expect(styled.filter((id) => !GATSBY_INLINE_STYLE_IDS.has(id))).toEqual([])
    // No half-parsed header that moves: the first paint waits for the element the render-blocking link names.
    const [link, id] = page.html.match(/<link rel="expect" href="#([\w-]+)" blocking="render"\/>/) ?? ["", "(none)"]
    expect(page.html.indexOf(link)).toBeLessThan(page.html.indexOf("</head>"))
    expect(page.html.indexOf(`id="${id}"`)).toBeGreaterThan(page.html.indexOf("<header"))
    const links = [...page.document.querySelectorAll("a[href], link[href], script[src], img[src], form[action]")].map(
      (el) => [el.tagName.toLowerCase(), el.getAttribute("href") ?? el.getAttribute("src") ?? el.getAttribute("action")!] as const,
    )
    const internal = links.filter(([, value]) => /^[/#]/.test(value) || value.startsWith(`${siteUrl}/`) || value === siteUrl)
    expect(internal.length).toBeGreaterThan(3)
    expect(internal.map(([tag, value]) => [tag, value, problem(page.file, value)]).filter(([, , why]) => why)).toEqual([])
  },
)
