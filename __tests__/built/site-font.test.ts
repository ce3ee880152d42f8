/**
 * @jest-environment node
 *
 * The site's typeface as built (gatsby/site-font.ts, global.css, gatsby-ssr.tsx): one woff2 of our origin, preloaded by
 * every page, with every character the pages write that its source file has, and a fallback sized to its metrics.
 * That nothing shifts while it loads is e2e/no-shift.spec.ts's.
 */
import { readFileSync } from "node:fs"
import path from "node:path"

import { createFontStack } from "@capsizecss/core"
import arial from "@capsizecss/metrics/arial"
import sourceSans3 from "@capsizecss/metrics/sourceSans3"
import * as fontkit from "fontkit"
import { JSDOM } from "jsdom"

import { SAFE_CHARACTERS, SITE_FONT_SOURCE, SITE_FONT_WEIGHTS } from "../../gatsby/site-font"
import { builtPages as pages, publicDir } from "../support/built-site"
import { projectRoot } from "../support/content"

/** The declarations of the page's @font-face for `family`, without the quotes and escapes the minifier may use. */
const face = (html: string, family: string): Record<string, string> | undefined =>
  [...html.replace(/\\(.)|"/g, "$1").matchAll(/@font-face\{([^}]*)\}/g)]
    .map(([, body = ""]) => Object.fromEntries(body.split(";").map((declaration) => declaration.split(/:(.*)/))))
    .find((declarations) => declarations["font-family"] === family)
const open = (file: string) => fontkit.create(readFileSync(file)) as fontkit.Font
const source = open(path.join(projectRoot, SITE_FONT_SOURCE))

/** The one URL every page's CSS names for the face and preloads. */
const fontUrl = (html: string) => /^url\(([^)]+)\) format\(woff2\)$/.exec(face(html, "Source Sans 3")?.src ?? "")?.[1] ?? ""

test.each(pages.map((page) => [page.urlPath, page.html] as const))("%s preloads the font its CSS uses, from our origin", (_path, html) => {
  const url = fontUrl(html)
  expect(url).toMatch(/^\/static\/[\w-]+\.woff2$/)
  const declarations = face(html, "Source Sans 3")!
  expect(declarations["font-display"]).toBe("optional")
  expect(declarations["font-weight"]).toBe(`${SITE_FONT_WEIGHTS.min} ${SITE_FONT_WEIGHTS.max}`)
  const preload = html.match(/<link rel="preload"[^>]*as="font"[^>]*\/>/)?.[0] ?? ""
  expect(preload).toContain(`href="${url}"`)
  expect(preload).toContain('type="font/woff2"')
  expect(preload).toContain('crossorigin="anonymous"')
  expect(html.indexOf(preload)).toBeLessThan(html.indexOf("</head>"))
})

test("the font is a variable woff2 with the weights the CSS uses and every character the pages write that the source has", () => {
  const file = path.join(publicDir, fontUrl(pages[0]!.html))
  expect(readFileSync(file).subarray(0, 4).toString("latin1")).toBe("wOF2")
  const font = open(file)
  expect(font.variationAxes.wght).toMatchObject({ min: SITE_FONT_WEIGHTS.min, max: SITE_FONT_WEIGHTS.max })
  const written = pages.flatMap((page) => [...(new JSDOM(page.html).window.document.body.textContent ?? "")])
  const wanted = [...new Set([...written, ...SAFE_CHARACTERS].map((character) => character.codePointAt(0)!))]
  const missing = wanted.filter((code) => source.hasGlyphForCodePoint(code) && !font.hasGlyphForCodePoint(code))
  expect(missing.map((code) => String.fromCodePoint(code))).toEqual([])
  // German text, the typographic marks and the report's signs are among them; a cut that dropped everything would fail here.
  for (const character of "ÄÖÜäöüß„“‚‘–—×±µ·…≤≥✓") expect(font.hasGlyphForCodePoint(character.codePointAt(0)!)).toBe(true)
})

test("the fallback face is Arial sized to the font's metrics, as @capsizecss/core computes it", () => {
  // capsize's metrics of the face are Google Fonts' file's, whose vertical metrics the face declares (global.css).
  const percent = (units: number) => `${(units / sourceSans3.unitsPerEm) * 100}%`
  const declaredFace = face(pages[0]!.html, "Source Sans 3")!
  expect(["ascent", "descent", "line-gap"].map((metric) => declaredFace[`${metric}-override`])).toEqual(
    [sourceSans3.ascent, -sourceSans3.descent, sourceSans3.lineGap].map(percent),
  )
  expect(source.unitsPerEm).toBe(sourceSans3.unitsPerEm)
  const { fontFaces: expected } = createFontStack([sourceSans3, arial], { fontFaceFormat: "styleObject" })
  const declared = face(pages[0]!.html, "Source Sans 3 Fallback")!
  expect(declared.src).toMatch(/^local\(Arial\)/)
  const metrics = Object.entries(expected[0]!["@font-face"]).filter(([name]) => name.endsWith("Override") || name === "sizeAdjust")
  expect(metrics).toHaveLength(4)
  for (const [property, value] of metrics) expect(declared[property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)]).toBe(value)
})
