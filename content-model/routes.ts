/**
 * The pages internal links may point to, by Gatsby's file-system routes (`kontakt.tsx` → `/kontakt/`); error pages
 * and Gatsby's special files (`_…`, `[…]`, `{…}`) are no link targets.
 */
import { globSync } from "node:fs"

export function routesFromPages(pagesDir: string): string[] {
  return globSync("**/*.{tsx,ts,jsx,js}", { cwd: pagesDir })
    .map((file) => file.replace(/\\/g, "/").replace(/\.\w+$/, ""))
    .filter((page) => !/(?:^|\/)(?:404|500|_.*|\[.*\]|.*\{.*\}.*)$/.test(page))
    .map((page) => `/${page.replace(/(?:^|\/)index$/, "")}/`.replace(/\/+/g, "/"))
    .sort()
}
