/**
 * @jest-environment node
 *
 * Every built HTML page passes html-validate's recommended rules. The few adjustments below describe
 * how React and Gatsby serialise markup (each is still valid HTML); none switches a rule off for our own markup.
 */
import { HtmlValidate } from "html-validate"

import { builtPages } from "../support/built-site"

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

test.each(builtPages.map((page) => [page.urlPath, page] as const))(
  "%s is valid HTML, inline styles only on Gatsby's elements; it holds its first paint until the header is parsed (gatsby-ssr.tsx)",
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
  },
)
