/**
 * The bitmap icons, from the one vector logo (static/favicon.svg). Each size is rasterised from the
 * vector, not scaled down from a large bitmap, so small sizes stay sharp.
 */
import pngToIco from "png-to-ico"
import sharp from "sharp"

import { APPLE_TOUCH_ICON, FAVICON_ICO, MANIFEST_ICONS } from "../../src/components/Seo/site-icons.ts"

/** The entries of favicon.ico: tab, taskbar/bookmark and desktop shortcut sizes. */
const FAVICON_SIZES = [16, 32, 48]

/**
 * Share of the icon the logo takes on a solid background. A maskable icon's safe zone is the central
 * circle of 80 % diameter (W3C Manifest, "icon masks"); the logo's drawing stays inside it at this
 * size, and iOS's rounded mask of the apple-touch-icon leaves it the same margin.
 */
const LOGO_SHARE_ON_BACKGROUND = 0.8

/** The logo at `size` × `size` pixels, transparent around its shape. */
function logo(svg: string, size: number): Promise<Buffer> {
  const viewBox = /viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(svg)
  if (!viewBox || viewBox[1] !== viewBox[2]) throw new Error('static/favicon.svg needs a square viewBox (e.g. viewBox="0 0 32 32")')
  const density = (72 * size) / Number(viewBox[1])
  return sharp(Buffer.from(svg), { density }).resize(size, size).png({ compressionLevel: 9 }).toBuffer()
}

/** The logo centred on an opaque square of `background` (home screens show no transparency). */
async function logoOnBackground(svg: string, size: number, background: string): Promise<Buffer> {
  const inner = Math.round(size * LOGO_SHARE_ON_BACKGROUND)
  return sharp({ create: { width: size, height: size, channels: 3, background } })
    .composite([{ input: await logo(svg, inner), gravity: "centre" }])
    .removeAlpha()
    .png({ compressionLevel: 9 })
    .toBuffer()
}

/**
 * Every icon file by its URL path. `background`: the theme colour, the colour of the logo's own square,
 * behind the logo where a platform wants an opaque icon, so the two merge.
 */
export async function renderIcons(svg: string, background: string): Promise<Map<string, Buffer>> {
  // png-to-ico stores each PNG as a 32-bit BMP entry (with the AND mask), the form every ICO reader knows.
  const files = new Map([[FAVICON_ICO, await pngToIco(await Promise.all(FAVICON_SIZES.map((size) => logo(svg, size))))]])
  files.set(APPLE_TOUCH_ICON.src, await logoOnBackground(svg, APPLE_TOUCH_ICON.size, background))
  for (const icon of MANIFEST_ICONS) {
    files.set(icon.src, icon.purpose === "maskable" ? await logoOnBackground(svg, icon.size, background) : await logo(svg, icon.size))
  }
  return files
}
