/**
 * The pages internal links may point to, by Gatsby's file-system routes (`kontakt.tsx` → `/kontakt/`); error pages
 * and Gatsby's special files (`_…`, `[…]`, `{…}`) are no link targets.
 */
import { globSync } from "node:fs"
import path from "node:path"

import { contentKinds } from "./schemas.ts"

export function routesFromPages(projectRoot: string): string[] {
  return globSync("**/*.{tsx,ts,jsx,js}", { cwd: path.join(projectRoot, "src", "pages") })
    .map((file) => file.replace(/\\/g, "/").replace(/\.\w+$/, ""))
    .filter((page) => !/(?:^|\/)(?:404|500|_.*|\[.*\]|.*\{.*\}.*)$/.test(page))
    .map((page) => `/${page.replace(/(?:^|\/)index$/, "")}/`.replace(/\/+/g, "/"))
    .sort()
}

/** The content files' schemas, with this project's pages as the targets of internal links. */
export const contentKindsOf = (projectRoot: string) => contentKinds(routesFromPages(projectRoot))
