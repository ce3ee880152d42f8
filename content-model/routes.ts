/**
 * The pages of the site, derived from the files in src/pages (Gatsby's
 * file-system routes: `index.tsx` → `/`, `kontakt.tsx` → `/kontakt/`), so the
 * list of valid internal links is never written down twice. Error pages
 * (404, 500) and Gatsby's special files (`_…`, `[…]` client-only and `{…}` collection routes) are no
 * link targets.
 */
import { readdirSync } from "node:fs"
import path from "node:path"

const PAGE_FILE = /\.(tsx|ts|jsx|js)$/
const NOT_A_LINK_TARGET = /^(404|500|_.*|\[.*\]|.*\{.*\}.*)$/

export function routesFromPages(pagesDir: string): string[] {
  const routes: string[] = []
  const walk = (dir: string, prefix: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        walk(path.join(dir, entry.name), `${prefix}${entry.name}/`)
        continue
      }
      if (!PAGE_FILE.test(entry.name)) continue
      const name = entry.name.replace(PAGE_FILE, "")
      if (NOT_A_LINK_TARGET.test(name)) continue
      routes.push(name === "index" ? prefix : `${prefix}${name}/`)
    }
  }
  walk(pagesDir, "/")
  return routes.sort()
}
