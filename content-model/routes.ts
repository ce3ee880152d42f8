/**
 * The pages internal links may point to, from the files in src/pages
 * (Gatsby's file-system routes: `index.tsx` → `/`, `kontakt.tsx` →
 * `/kontakt/`). Error pages (404, 500) and Gatsby's special files (`_…`,
 * `[…]`, `{…}`) are no link targets.
 */
import { readdirSync } from "node:fs"

export function routesFromPages(pagesDir: string): string[] {
  const files = readdirSync(pagesDir, { recursive: true, encoding: "utf8" })
  return files
    .map((file) => file.split("\\").join("/"))
    .filter((file) => /\.(?:tsx|ts|jsx|js)$/.test(file))
    .map((file) => file.replace(/\.\w+$/, ""))
    .filter((page) => !/(?:^|\/)(?:404|500|_.*|\[.*\]|.*\{.*\}.*)$/.test(page))
    .map((page) => `/${page.replace(/(?:^|\/)index$/, "")}/`.replace(/\/+/g, "/"))
    .sort()
}
