/** @jest-environment node */
/** The model's list of the site's pages is the pages Gatsby builds from src/pages/ (file-system routes: `kontakt.tsx` → `/kontakt/`). */
import { readdirSync } from "node:fs"
import path from "node:path"

import { SITE_ROUTES } from "../../content-model/routes"
import { projectRoot } from "../support/content-files"

test("SITE_ROUTES names every page of src/pages/ but the error pages and Gatsby's special files (`_…`)", () => {
  const pages = readdirSync(path.join(projectRoot, "src", "pages"), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/(?:^|\/)(?:404|500|_[^/]*)\.tsx?$/.test(file))
    .map((file) => `/${file.replace(/\\/g, "/").replace(/\.tsx?$/, "/")}`.replace(/(?:^|\/)index\/$/, "/"))
  expect([...SITE_ROUTES].sort()).toEqual(pages.sort())
})
