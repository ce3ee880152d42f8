/**
 * Draws the site's share image (its layout: ShareImage.tsx) from YAML text. satori lays the text out in
 * the site's typeface, from its static WOFF files (satori reads no woff2 and no variable font), sharp rasterises it: no system font is involved, so the same text
 * gives the same bytes on every machine.
 */
import { readFileSync } from "node:fs"
import path from "node:path"

import satori from "satori"
import sharp from "sharp"

import { SHARE_IMAGE_FONT, ShareImage } from "./ShareImage.tsx"
import { SHARE_IMAGE } from "../../src/components/Seo/site-icons.ts"
import { staticFontFile, staticFontSubsets } from "../site-font.ts"

/** An opaque 8-bit palette PNG keeps the flat colours crisp at a fraction of a full-colour PNG's bytes. */
export async function renderShareImage(
  text: { productName: string; title: string; line: string },
  logoSvg: string,
  projectRoot: string,
): Promise<Buffer> {
  // Every subset of the font, each under a name of its own (satori takes one font per name and weight, and draws a glyph
  // from the first that has it), and the characters they cover (Fontsource's unicode.json). From the project root, so
  // Gatsby's compiled copy of this file finds them too.
  const subsets = Object.entries(staticFontSubsets(projectRoot))
  const fonts = ([400, 700] as const).flatMap((weight) =>
    subsets.map(([subset]) => ({
      name: subset === "latin" ? SHARE_IMAGE_FONT : `${SHARE_IMAGE_FONT} ${subset}`,
      data: readFileSync(path.join(projectRoot, staticFontFile(weight, subset))),
      weight,
      style: "normal" as const,
    })),
  )
  const ranges = subsets.map(([, range]) =>
    range.replace(/U\+(\w+)(?:-(\w+))?/g, (_, from: string, to?: string) => `\\u{${from}}${to ? `-\\u{${to}}` : ""}`).replace(/[\s,]/g, ""),
  )
  const lacking = new RegExp(`[^${ranges.join("")}]|\\u200d`, "gu")
  // What no subset has (emoji, CJK, Hebrew …) is left out rather than drawn as boxes, and the joiners of emoji.
  const drawable = (value: string) => value.normalize("NFC").replace(lacking, "").replace(/\s+/g, " ").trim()
  const logo = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString("base64")}`
  const image = ShareImage({ productName: drawable(text.productName), title: drawable(text.title), line: drawable(text.line), logo })
  const svg = await satori(image, { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, fonts })
  // The image has no transparent pixel; dropping the alpha channel makes the PNG opaque.
  return sharp(Buffer.from(svg)).removeAlpha().png({ palette: true, quality: 90, compressionLevel: 9 }).toBuffer()
}
