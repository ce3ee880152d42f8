/**
 * Writes every generated image into the build output: one share image per
 * page whose YAML has `seo.shareImage` (gatsby/images/share-image.ts) and the
 * icons (gatsby/images/icons.ts). Called from onPostBuild
 * (gatsby/derived-files.ts), so `npm start` and Netlify serve them
 * like any other file of public/, under the same header policy.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"

import { shareImagePath } from "../../src/components/Seo/site-icons.ts"
import { renderIcons } from "./icons.ts"
import { renderShareImage, sharePages } from "./share-image.ts"

interface SiteImagesOptions {
  projectRoot: string
  publicDir: string
  productName: string
  /** Solid background of the opaque icons. */
  themeColor: string
  /** The content check's parsed data. */
  data: ReadonlyMap<string, unknown>
}

/** Writes the images; returns their URL paths. */
export async function writeSiteImages({ projectRoot, publicDir, productName, themeColor, data }: SiteImagesOptions): Promise<string[]> {
  const logoSvg = readFileSync(path.join(projectRoot, "static", "favicon.svg"), "utf8")
  const files = await renderIcons(logoSvg, themeColor)
  for (const page of sharePages(data)) {
    files.set(
      shareImagePath(page.contentFile),
      await renderShareImage({ productName, title: page.title, line: page.line }, logoSvg, projectRoot),
    )
  }
  for (const [urlPath, bytes] of files) {
    const target = path.join(publicDir, urlPath)
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(target, bytes)
  }
  return [...files.keys()].sort()
}
