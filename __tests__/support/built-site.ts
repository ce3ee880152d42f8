/**
 * The production build in public/, for the gates that check what is shipped
 * (HTML validity, links, JSON-LD, sitemap, byte budgets). `npm test` builds
 * before Jest runs; without a build these tests fail with a clear message
 * instead of passing on nothing.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"

import { projectRoot } from "./content"

export const publicDir = path.join(projectRoot, "public")

export function requireBuild(): void {
  if (!existsSync(path.join(publicDir, "index.html"))) {
    throw new Error(`No build in ${publicDir}: run \`npm run build\` (or \`npm test\`, which builds when needed) first.`)
  }
}

export interface BuiltPage {
  /** URL path as served: "/", "/kontakt/", "/404.html". */
  urlPath: string
  file: string
  html: string
}

/**
 * Every HTML page of the site. Gatsby's internal files (page-data/, _gatsby/
 * slices, ~partytown) are not pages, nor is the editors' CMS (admin/, tested in
 * __tests__/built/admin.test.ts).
 */
export function builtPages(): BuiltPage[] {
  requireBuild()
  const pages: BuiltPage[] = []
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name)
      const rel = path.relative(publicDir, full).split(path.sep).join("/")
      if (statSync(full).isDirectory()) {
        if (!/^(page-data|_gatsby|~partytown|static|admin)$/.test(rel)) walk(full)
      } else if (name.endsWith(".html")) {
        const urlPath = rel === "index.html" ? "/" : rel.endsWith("/index.html") ? `/${rel.slice(0, -"index.html".length)}` : `/${rel}`
        pages.push({ urlPath, file: full, html: readFileSync(full, "utf8") })
      }
    }
  }
  walk(publicDir)
  return pages.sort((a, b) => a.urlPath.localeCompare(b.urlPath))
}

/** Error pages: served for unknown paths and server errors, never listed in the sitemap. */
export const ERROR_PAGE_PATHS = ["/404/", "/404.html", "/500/", "/500.html", "/dev-404-page/"]

/** The pages a search engine may list: every built page except the error pages. */
export const publicPages = (): BuiltPage[] => builtPages().filter((p) => !ERROR_PAGE_PATHS.includes(p.urlPath))

/** The file a URL path of this site is served from, or null (mirrors server/: "/x/" → x/index.html). */
export function fileForPath(urlPath: string): string | null {
  const clean = decodeURIComponent(urlPath.split(/[?#]/)[0]!)
  const candidates = clean.endsWith("/") ? [path.join(publicDir, clean, "index.html")] : [path.join(publicDir, clean)]
  for (const candidate of candidates) {
    if (candidate.startsWith(publicDir) && existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return null
}

/**
 * Text as a reader takes it in: the build's typesetting (content-model/typography.ts) adds soft
 * hyphens, no-break spaces, non-breaking hyphens and word joiners that show only as a break or as nothing.
 */
export const readable = (text: string | null | undefined): string =>
  (text ?? "")
    .replace(/[\u00ad\u2060]/g, "")
    .replace(/\u2011/g, "-")
    .replace(/\s+/g, " ")
