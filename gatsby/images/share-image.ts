/**
 * A page's share image (og:image), 1200×630, from YAML text. satori lays the text out with the bundled
 * Noto Sans (woff; satori reads no woff2), sharp rasterises it: no system font is involved, so the same
 * text gives the same bytes on every machine.
 */
import { readFileSync } from "node:fs"
import path from "node:path"

import type { ReactNode } from "react"
import satori from "satori"
import sharp from "sharp"

import { SHARE_IMAGE } from "../../src/components/Seo/site-icons.ts"

/** The site's colour tokens (src/styles/global.css), as the image cannot read CSS. */
const COLORS = { ink: "#0f1f2a", inkSoft: "#3d4f5c", primary: "#0b4f6c", accent: "#1d6b50", background: "#ffffff" }

type ShareImageText = { productName: string; title: string; line: string }

/** satori's React element. */
type Element = { type: string; props: Record<string, unknown> }

const el = (type: string, style: Record<string, string | number>, children?: Element | string | Array<Element | string>): Element => ({
  type,
  props: { style, children },
})

/**
 * Every subset of the font, each under a name of its own (satori takes one font per name and weight, and
 * draws a glyph from the first that has it), and the characters they cover (Fontsource's unicode.json).
 * From the project root, so Gatsby's compiled copy of this file finds them too.
 */
function notoSans(projectRoot: string) {
  const folder = path.join(projectRoot, "node_modules/@fontsource/noto-sans")
  const subsets = Object.entries(JSON.parse(readFileSync(path.join(folder, "unicode.json"), "utf8")) as Record<string, string>)
  const fonts = ([400, 700] as const).flatMap((weight) =>
    subsets.map(([subset]) => ({
      name: `Noto Sans ${subset}`,
      data: readFileSync(path.join(folder, "files", `noto-sans-${subset}-${weight}-normal.woff`)),
      weight,
      style: "normal" as const,
    })),
  )
  const ranges = subsets.map(([, range]) =>
    range.replace(/U\+(\w+)(?:-(\w+))?/g, (_, from: string, to?: string) => `\\u{${from}}${to ? `-\\u{${to}}` : ""}`).replace(/[\s,]/g, ""),
  )
  return { fonts, lacking: new RegExp(`[^${ranges.join("")}]|\\u200d`, "gu") }
}

/**
 * A leading hyphen of a German elided compound ("und -verifizierung") stays with its word: satori's
 * line breaker would break after it (Unicode's newer rule LB20.1 forbids that), leaving a lone
 * "und -" at the end of a line. The word joiner (U+2060) is zero-width and forbids the break.
 */
export const keepHyphenWithWord = (text: string): string => text.replace(/(^|\s)-(?=\p{L})/gu, "$1-\u2060")

function layout({ productName, title, line }: ShareImageText, logoSvg: string): Element {
  const logo = {
    type: "img",
    props: { src: `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString("base64")}`, width: 88, height: 88 },
  }
  // Long titles get a smaller size so three lines always fit (the content model caps the length).
  const titleSize = title.length > 48 ? 60 : 72
  const page = { width: "100%", height: "100%", display: "flex", flexDirection: "column", background: COLORS.background }
  return el("div", { ...page, fontFamily: "Noto Sans latin", color: COLORS.ink }, [
    el("div", { display: "flex", flexDirection: "column", flexGrow: 1, padding: "72px 88px 56px" }, [
      el("div", { display: "flex", alignItems: "center", gap: 28 }, [
        logo,
        el("div", { fontSize: 44, fontWeight: 700, color: COLORS.primary, letterSpacing: -0.5 }, productName),
      ]),
      el("div", { display: "flex", flexDirection: "column", flexGrow: 1, justifyContent: "center" }, [
        el("div", { fontSize: titleSize, fontWeight: 700, lineHeight: 1.15, letterSpacing: -1, lineClamp: 3 }, keepHyphenWithWord(title)),
        el("div", { marginTop: 28, fontSize: 34, lineHeight: 1.35, color: COLORS.inkSoft, lineClamp: 3 }, keepHyphenWithWord(line)),
      ]),
    ]),
    // The band in the brand colours, as the site's header and footer frame the page.
    el("div", { display: "flex", height: 24 }, [
      el("div", { flexGrow: 1, background: COLORS.primary }),
      el("div", { width: 240, background: COLORS.accent }),
    ]),
  ])
}

/** An opaque 8-bit palette PNG keeps the flat colours crisp at a fraction of a full-colour PNG's bytes. */
export async function renderShareImage(text: ShareImageText, logoSvg: string, projectRoot: string): Promise<Buffer> {
  const { fonts, lacking } = notoSans(projectRoot)
  // What no subset has (emoji, CJK, Hebrew …) is left out rather than drawn as boxes, and the joiners of emoji.
  const drawable = (value: string) => value.normalize("NFC").replace(lacking, "").replace(/\s+/g, " ").trim()
  const texts = { productName: drawable(text.productName), title: drawable(text.title), line: drawable(text.line) }
  const svg = await satori(layout(texts, logoSvg) as unknown as ReactNode, { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, fonts })
  return sharp(Buffer.from(svg))
    .flatten({ background: COLORS.background })
    .png({ palette: true, quality: 90, compressionLevel: 9 })
    .toBuffer()
}

/** The pages whose content file has `seo.shareImage`, from the content check's data. */
export function sharePages(data: ReadonlyMap<string, unknown>): Array<{ contentFile: string; title: string; line: string }> {
  return [...data].flatMap(([file, value]) => {
    const seo = (value as { seo?: { title: string; shareImage?: { line: string } } } | null)?.seo
    return seo?.shareImage ? [{ contentFile: `content/${file}`, title: seo.title, line: seo.shareImage.line }] : []
  })
}
