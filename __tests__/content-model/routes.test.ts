/** @jest-environment node */
import { readdirSync } from "node:fs"
import path from "node:path"

import { routesFromPages } from "../../content-model/routes.ts"
import { projectRoot } from "../support/content"

describe("routes internal links may point to", () => {
  test("routes come from the files in src/pages, without the error pages", () => {
    const pages = readdirSync(path.join(projectRoot, "src", "pages"))
    expect(pages).toContain("404.tsx")
    expect(routesFromPages(path.join(projectRoot, "src", "pages"))).toEqual(["/", "/datenschutz/", "/impressum/", "/kontakt/"])
  })
})
