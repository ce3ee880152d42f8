/** @jest-environment node */
import { readFileSync } from "node:fs"
import path from "node:path"

import sharp from "sharp"

import { assertContent } from "../../content-model/check.ts"
import { keepHyphenWithWord, renderShareImage, sharePages } from "../../gatsby/images/share-image.ts"
import { shareImagePath } from "../../src/components/Seo/site-icons"
import { loadContent, projectRoot } from "../support/content"

const content = loadContent()
const logoSvg = readFileSync(path.join(projectRoot, "static", "favicon.svg"), "utf8")
const text = { productName: "Valimetra", title: "Kontakt", line: "Telefon, E-Mail und Anschrift" }

describe("share images", () => {
  test("one per public page, with that page's title and line from YAML; the error pages get none", () => {
    const { data } = assertContent({ root: projectRoot, environment: "development" })
    expect(sharePages(data)).toEqual(
      (
        [
          ["content/contact/index.yaml", content.contactYaml],
          ["content/datenschutz/index.yaml", content.datenschutzYaml],
          ["content/home/index.yaml", content.homeYaml],
          ["content/impressum/index.yaml", content.impressumYaml],
        ] as const
      ).map(([contentFile, yaml]) => ({ contentFile, title: yaml.seo.title, line: yaml.seo.shareImage.line })),
    )
  })

  test("named after the page's content file", () => {
    expect(shareImagePath("content/home/index.yaml")).toBe("/share/home.png")
    expect(shareImagePath("content/contact/index.yaml")).toBe("/share/contact.png")
    expect(shareImagePath("content/errors/not-found.yaml")).toBe("/share/errors-not-found.png")
  })

  test("an opaque 1200×630 PNG, the same bytes for the same text, other bytes for other text", async () => {
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
})
