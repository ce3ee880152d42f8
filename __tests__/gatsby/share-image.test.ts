/** @jest-environment node */
/** The share image's drawing; which pages get one, and that they are in the build: __tests__/built/derived-files.test.ts. */
import { readFileSync } from "node:fs"
import path from "node:path"

import sharp from "sharp"

import { keepHyphenWithWord, renderShareImage } from "../../gatsby/images/share-image.ts"
import { projectRoot } from "../support/content"

test("an opaque 1200×630 PNG, the same bytes for the same text, other bytes for other text", async () => {
  const logoSvg = readFileSync(path.join(projectRoot, "static", "favicon.svg"), "utf8")
  const text = { productName: "Valimetra", title: "Kontakt", line: "Telefon, E-Mail und Anschrift" }
  const png = await renderShareImage(text, logoSvg, projectRoot)
  expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 1200, height: 630, hasAlpha: false })
  expect((await renderShareImage(text, logoSvg, projectRoot)).equals(png)).toBe(true)
  expect((await renderShareImage({ ...text, line: "Telefon und E-Mail" }, logoSvg, projectRoot)).equals(png)).toBe(false)
})

test("what the font lacks (emoji, flags, CJK, Hebrew, Arabic) is left out; Greek, Cyrillic and accents are drawn", async () => {
  const logoSvg = readFileSync(path.join(projectRoot, "static", "favicon.svg"), "utf8")
  const draw = (title: string) => renderShareImage({ productName: "Valimetra", title, line: "Łódź, Ελλάδα, Москва" }, logoSvg, projectRoot)
  const plain = await draw("Labor </script> & e\u0301")
  expect((await draw("👩‍🔬 Labor 🇩🇪 </script> & 検証 é אימות تحقق")).equals(plain)).toBe(true)
  expect((await draw("Labor </script> & e")).equals(plain)).toBe(false)
})

test("a leading hyphen of an elided compound stays with its word; other hyphens are left alone", () => {
  expect(keepHyphenWithWord("Methodenvalidierung und -verifizierung")).toBe("Methodenvalidierung und -\u2060verifizierung")
  expect(keepHyphenWithWord("-verifizierung")).toBe("-\u2060verifizierung")
  expect(keepHyphenWithWord("audit-sichere Berichte – 250–500 EUR, - 3")).toBe("audit-sichere Berichte – 250–500 EUR, - 3")
})
