/** @jest-environment node */
import { readFileSync } from "node:fs"
import path from "node:path"

import sharp from "sharp"

import { assertContent } from "../../content-model/check.ts"
import { keepHyphenWithWord, renderShareImage, sharePages } from "../../gatsby/images/share-image.ts"
import { loadContent, projectRoot } from "../support/content"

test("a share image for each public page, with that page's title and line; none for the error pages", () => {
  const { contactYaml, datenschutzYaml, homeYaml, impressumYaml } = loadContent()
  const pages = { contact: contactYaml, datenschutz: datenschutzYaml, home: homeYaml, impressum: impressumYaml }
  expect(sharePages(assertContent({ root: projectRoot, environment: "development" }).data)).toEqual(
    Object.entries(pages).map(([name, yaml]) => ({
      contentFile: `content/${name}/index.yaml`,
      title: yaml.seo.title,
      line: yaml.seo.shareImage.line,
    })),
  )
})

test("an opaque 1200×630 PNG, the same bytes for the same text, other bytes for other text", async () => {
  const logoSvg = readFileSync(path.join(projectRoot, "static", "favicon.svg"), "utf8")
  const text = { productName: "Valimetra", title: "Kontakt", line: "Telefon, E-Mail und Anschrift" }
  const png = await renderShareImage(text, logoSvg, projectRoot)
  expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 1200, height: 630, hasAlpha: false })
  expect((await renderShareImage(text, logoSvg, projectRoot)).equals(png)).toBe(true)
  expect((await renderShareImage({ ...text, line: "Telefon und E-Mail" }, logoSvg, projectRoot)).equals(png)).toBe(false)
})

test("a leading hyphen of an elided compound stays with its word; other hyphens are left alone", () => {
  expect(keepHyphenWithWord("Methodenvalidierung und -verifizierung")).toBe("Methodenvalidierung und -\u2060verifizierung")
  expect(keepHyphenWithWord("-verifizierung")).toBe("-\u2060verifizierung")
  expect(keepHyphenWithWord("audit-sichere Berichte – 250–500 EUR, - 3")).toBe("audit-sichere Berichte – 250–500 EUR, - 3")
})
