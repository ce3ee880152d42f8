/**
 * Writes every generated image into the build output: one share image per
 * page whose YAML has `seo.shareImage` (build/images/share-image.ts) and the
 * icons (build/images/icons.ts). Called from onPostBuild
 * (build/gatsby/post-build.ts), so `npm start`, Netlify and nginx serve them
 * like any other file of public/, under the same header policy.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"

import { z } from "zod"

import { shareImagePath } from "../../src/components/Seo/site-icons.ts"
import { renderIcons } from "./icons.ts"
import { renderShareImage } from "./share-image.ts"

export interface SharePage {
  /** The YAML file as pages name it, e.g. content/contact/index.yaml */
  contentFile: string
  title: string
  line: string
}

/** The part of a page file the share image reads; the content check has validated the whole file before. */
const withShareImage = z.object({
  seo: z.object({ title: z.string(), shareImage: z.object({ line: z.string() }) }),
})

/** Every content file that asks for a share image, from the content check's parsed data (keyed by path under content/). */
export function sharePages(data: ReadonlyMap<string, unknown>): SharePage[] {
  const pages: SharePage[] = []
  for (const [file, value] of data) {
    const parsed = withShareImage.safeParse(value)
    if (parsed.success) {
      pages.push({ contentFile: `content/${file}`, title: parsed.data.seo.title, line: parsed.data.seo.shareImage.line })
    }
  }
  return pages.sort((a, b) => a.contentFile.localeCompare(b.contentFile))
}

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
