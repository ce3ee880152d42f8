/**
 * The site's typeface, Source Sans 3 (why: docs/architecture.md, "Typeface"), from npm packages, so no request leaves our
 * origin. The pages get one variable woff2 (weights 400–700) cut to the characters the site writes; the build writes it
 * before webpack runs, which hashes it into /static/ from global.css. Derived, never committed.
 */
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"

import subsetFont from "subset-font"

/**
 * Adobe's own variable file (npm `source-sans`), not Fontsource's: the same face in the same version (3.052), but all of
 * Fontsource's files are Google Fonts' `unicode-range` subsets, which leave out ≤ ≥ √ → ✓ ✗ of the report. Cut to
 * Fontsource's layout features, it is about 3 % larger (20.0 against 19.4 KB). Its vertical metrics are not
 * Google's, which global.css therefore declares, so lines sit as with Fontsource's file and the fallback still fits.
 */
export const SITE_FONT_SOURCE = "node_modules/source-sans/WOFF2/VF/SourceSans3VF-Upright.ttf.woff2"

/** The layout features Fontsource's file has; Adobe's adds small capitals, alternates and sets the site never asks for. */
const SITE_FONT_FEATURES = ["ccmp", "dnom", "frac", "kern", "liga", "mark", "mkmk", "numr", "pnum"]

/** Where the build writes the pages' font (gitignored); global.css and gatsby-ssr.tsx import it. */
const SITE_FONT_FILE = "src/styles/site-font.woff2"

/** The weights the CSS uses; the file keeps the axis between them. */
export const SITE_FONT_WEIGHTS = { min: 400, max: 700 }

/**
 * The same face as static WOFF files, one per weight and Fontsource subset, for renderers that read no variable woff2:
 * satori (the share images) and @react-pdf/renderer (the example report's PDF). A path from the project root.
 */
export const staticFontFile = (weight: 400 | 600 | 700, subset = "latin") =>
  `node_modules/@fontsource/source-sans-3/files/source-sans-3-${subset}-${weight}-normal.woff`

/** Fontsource's subsets of the static files and the characters each covers (`unicode-range` syntax). */
export const staticFontSubsets = (projectRoot: string) =>
  JSON.parse(readFileSync(path.join(projectRoot, "node_modules/@fontsource/source-sans-3/unicode.json"), "utf8")) as Record<string, string>

/**
 * Kept whatever the copy says, so a new text needs no new font: ASCII, the German letters, the marks the editors' guide
 * asks for, the typesetter's spaces, hyphens and joiners (content-model/typography.ts), the report's signs. What the font
 * lacks (↩ …) is drawn by the fallback; a character only the content has is added from it at the next build.
 */
export const SAFE_CHARACTERS =
  " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~" +
  "ÄÖÜäöüßẞ„“‚‘”’«»‹›–—‑…·•×±≤≥µ§©®°€²³½¼¾√→↩✓✗−\u00a0\u00ad\u2009\u202f\u2060"

/** Writes the pages' font for the site's `content` (the checked files' values): the safe set plus every character in them. */
export async function writeSiteFont(projectRoot: string, content: Iterable<unknown>): Promise<void> {
  const text = SAFE_CHARACTERS + JSON.stringify([...content])
  const source = readFileSync(path.join(projectRoot, SITE_FONT_SOURCE))
  // keepFeatures: subset-font's option, missing from @types/subset-font (so not in the literal, which TypeScript checks).
  const options = { targetFormat: "woff2", variationAxes: { wght: SITE_FONT_WEIGHTS }, keepFeatures: SITE_FONT_FEATURES } as const
  const bytes = await subsetFont(source, text, options)
  writeFileSync(path.join(projectRoot, SITE_FONT_FILE), bytes)
}
