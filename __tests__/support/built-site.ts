/**
 * The production build in public/, for the tests of what is shipped (__tests__/built/). `npm test`
 * builds before Jest runs; without a build these tests fail with a clear message instead of passing on nothing.
 */
import { existsSync, readFileSync, statSync } from "node:fs"
import path from "node:path"

import { listSiteFiles } from "../../server/server"
import { projectRoot } from "./content"

export const publicDir = path.join(projectRoot, "public")
if (!existsSync(path.join(publicDir, "index.html"))) {
  throw new Error(`No build in ${publicDir}: run \`npm run build\` (or \`npm test\`, which builds when needed) first.`)
}

/** Error pages: served for unknown paths and server errors, never listed in the sitemap. */
export const isErrorPage = (urlPath: string): boolean => /^\/(404|500)(\/|\.html)$/.test(urlPath)

/**
 * Every HTML page of the site, by its URL path as served ("/", "/kontakt/", "/404.html"): not Gatsby's internal
 * files (page data, slices, partytown), nor the CMS (admin/).
 */
export const builtPages = listSiteFiles(publicDir)
  .filter((file) => file.endsWith(".html") && !/^\/(page-data|_gatsby|~partytown|static|admin)\//.test(file))
  .map((file) => ({
    urlPath: file.replace(/\/index\.html$/, "/"),
    file: path.join(publicDir, file),
    html: readFileSync(path.join(publicDir, file), "utf8"),
  }))

/** The file a URL path of this site is served from, or null (as server/ does: "/x/" → x/index.html). */
export function fileForPath(urlPath: string): string | null {
  const clean = decodeURIComponent(urlPath.split(/[?#]/)[0]!)
  const file = path.join(publicDir, clean, clean.endsWith("/") ? "index.html" : "")
  return file.startsWith(publicDir) && existsSync(file) && statSync(file).isFile() ? file : null
}
