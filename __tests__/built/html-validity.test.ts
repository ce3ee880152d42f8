/**
 * @jest-environment node
 *
 * Every built HTML page passes html-validate's recommended rules. The few
 * adjustments below describe how React and Gatsby serialise markup (each is
 * still valid HTML); none switches a rule off for our own markup.
 */
import { HtmlValidate, type ConfigData } from "html-validate"

import { builtPages } from "../support/built-site"

export const htmlValidateConfig: ConfigData = {
  extends: ["html-validate:recommended"],
  rules: {
    // React writes void elements self-closed (`<meta/>`, `<br/>`); valid HTML. Keep them consistent rather than off.
    "void-style": ["error", { style: "selfclosing" }],
    // React writes boolean attributes as `hidden=""`; valid HTML. Consistency is still enforced.
    "attribute-empty-style": ["error", { style: "empty" }],
    // React serialises its DOM property names `charSet`, `dateTime` and `popoverTarget`; HTML attribute names are
    // case-insensitive.
    // Any other camelCase attribute still fails.
    "attr-case": ["error", { style: "lowercase", ignoreForeign: true }],
    // Gatsby's root element is `<div id="___gatsby">`; HTML5 allows any id without whitespace ("relaxed").
    "valid-id": ["error", { relaxed: true }],
    // Gatsby's runtime puts inline styles on two elements of its own (#gatsby-focus-wrapper, #gatsby-announcer);
    // the test below allows exactly those and fails on any inline style of ours.
    "no-inline-style": "off",
  },
}

const REACT_ATTRIBUTE_NAMES = new Set(["charSet", "dateTime", "popoverTarget"])
const GATSBY_INLINE_STYLE_IDS = new Set(["gatsby-focus-wrapper", "gatsby-announcer"])

const pages = builtPages()

describe("html-validate (recommended rules) on every built page", () => {
  const validator = new HtmlValidate(htmlValidateConfig)

  test("the build has the expected pages", () => {
    expect(pages.map((p) => p.urlPath)).toEqual(
      expect.arrayContaining(["/", "/404.html", "/404/", "/500.html", "/500/", "/datenschutz/", "/impressum/", "/kontakt/"]),
    )
  })

  test.each(pages.map((p) => [p.urlPath, p] as const))("%s", async (_path, page) => {
    const report = await validator.validateString(page.html, page.file)
    const messages = report.results
      .flatMap((r) => r.messages)
      .filter((m) => !(m.ruleId === "attr-case" && REACT_ATTRIBUTE_NAMES.has(m.message.match(/"([^"]+)"/)?.[1] ?? "")))
      .map((m) => `${m.ruleId} at ${m.line}:${m.column} (${m.selector}): ${m.message}`)
    expect(messages).toEqual([])
  })

  test.each(pages.map((p) => [p.urlPath, p] as const))("%s: inline styles only on Gatsby's own elements", (_path, page) => {
    const styled = [...page.html.matchAll(/<[a-z][a-z0-9-]*\b[^>]*\sstyle="[^>]*>/gi)].map((m) => m[0].match(/\sid="([^"]+)"/)?.[1] ?? m[0])
    expect(styled.filter((id) => !GATSBY_INLINE_STYLE_IDS.has(id))).toEqual([])
  })

  test("the validator does catch an error (the gate is live)", async () => {
    const report = await validator.validateString(
      '<!DOCTYPE html><html lang="de"><head><title>x</title></head><body><p><div></div></p><a>x</a></body></html>',
    )
    expect(report.valid).toBe(false)
  })
})
