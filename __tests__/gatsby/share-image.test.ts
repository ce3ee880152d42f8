/** @jest-environment node */
/** The share image's drawing; that every page names it and it is in the build: __tests__/built/derived-files.test.ts. */
import { readFileSync } from "node:fs"
import path from "node:path"

import sharp from "sharp"

import { renderShareImage } from "../../gatsby/images/share-image.ts"
import { keepHyphenWithWord } from "../../gatsby/images/ShareImage.tsx"
import { projectRoot } from "../support/content"

const logoSvg = readFileSync(path.join(projectRoot, "static", "favicon.svg"), "utf8")
const draw = (title: string) => renderShareImage({ productName: "Valimetra", title, line: "Łódź, Ελλάδα, Москва" }, logoSvg, projectRoot)

// The same bytes with and without what the font lacks: the drawing is deterministic, and other text gives other bytes.
test("an opaque 1200×630 PNG; what the font lacks (emoji, flags, CJK, Hebrew, Arabic) is left out; Greek, Cyrillic and accents are drawn", async () => {
  const plain = await draw("Labor </script> & e\u0301")
  expect(await sharp(plain).metadata()).toMatchObject({ format: "png", width: 1200, height: 630, hasAlpha: false })
  expect((await draw("👩‍🔬 Labor 🇩🇪 </script> & 検証 é אימות تحقق")).equals(plain)).toBe(true)
  expect((await draw("Labor </script> & e")).equals(plain)).toBe(false)
  expect((await draw("Labor Ελλάδα Москва")).equals(await draw("Labor"))).toBe(false)
}, 30_000) // five drawings: about 2 s on an idle machine, over Jest's 5 s default when two cores are busy

test("a leading hyphen of an elided compound stays with its word; other hyphens are left alone", () => {
  expect(keepHyphenWithWord("Methodenvalidierung und -verifizierung")).toBe("Methodenvalidierung und -\u2060verifizierung")
  expect(keepHyphenWithWord("-verifizierung")).toBe("-\u2060verifizierung")
  expect(keepHyphenWithWord("audit-sichere Berichte – 250–500 EUR, - 3")).toBe("audit-sichere Berichte – 250–500 EUR, - 3")
})
