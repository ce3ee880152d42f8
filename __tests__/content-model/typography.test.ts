/** @jest-environment node */
/** German typography of content text (content-model/typography.ts). */
import { hyphenate, keepTogether, typeset } from "../../content-model/typography.ts"
import { readable } from "../support/readable"

/** Shows the invisible: ⍽ no-break space, | soft hyphen, ⁀ word joiner (a non-breaking hyphen ‑ looks like itself). */
const INVISIBLE: Record<string, string> = { "\u00a0": "⍽", "\u00ad": "|", "\u2060": "⁀" }
const shown = (text: string) => text.replace(/[\u00a0\u00ad\u2060]/g, (char) => INVISIBLE[char]!)

test.each([
  ["Angaben gemäß § 5 DDG und § 18 MStV", "Angaben gemäß §⍽5⍽DDG und §⍽18⍽MStV"],
  ["nach Art. 6 Abs. 1 lit. f DSGVO", "nach Art.⍽6 Abs.⍽1 lit.⍽f DSGVO"],
  ["DIN EN ISO 15189:2023-03 und ISO/IEC 17025", "DIN⍽EN⍽ISO⍽15189:2023‑03 und ISO/IEC⍽17025"],
  ["mit Blick auf die Rili-BÄK.", "mit Blick auf die Rili‑BÄK."],
  ["nach CLSI EP15-A3 und EP28-A3c", "nach CLSI EP15‑A3 und EP28‑A3c"],
  ["bis zu 70 % Zeit, 250–500 EUR", "bis zu 70⍽% Zeit, 250⁀–⁀500⍽EUR"],
  ["Nordtest TR 537, CLSI EP 15", "Nordtest TR⍽537, CLSI EP⍽15"],
  ["z. B. Glukose, d. h. im Serum", "z.⍽B. Glukose, d.⍽h. im Serum"],
  ["U (k = 2), u = 1,8 %, wenn a = b", "U (k⍽=⍽2), u⍽=⍽1,8⍽%, wenn a = b"],
  // Units with a slash: joined at the slash (Firefox breaks after it) and kept with their number.
  ["LoQ 2,0 mg/dl, Kreatinin 80 µmol/L", "LoQ 2,0⍽mg⁀/⁀dl, Kreatinin 80⍽µmol⁀/⁀L"],
  // Left alone: addresses, compounds, words with a slash.
  ["Musterstraße 1, 12345 Musterstadt", "Musterstraße 1, 12345 Musterstadt"],
  ["Prüf- und Kalibrierlaboratorien, E-Mail", "Prüf- und Kalibrierlaboratorien, E-Mail"],
  ["Validierung und/oder Verifizierung", "Validierung und/oder Verifizierung"],
])("keepTogether: %s", (input, expected) => {
  expect(shown(keepTogether(input))).toBe(expected)
})

test("hyphenate marks German break points in long words, at least three letters before and four after, a misleading one never", () => {
  expect(shown(hyphenate("Datenschutzerklärung"))).toBe("Daten|schutz|er|klä|rung")
  expect(shown(hyphenate("Unternehmensgegenstand"))).toBe("Unter|neh|mens|ge|gen|stand")
  expect(shown(hyphenate("verifizieren Cookie-Einstellungen"))).toBe("veri|fi|zieren Cookie-Ein|stel|lungen")
  expect(shown(hyphenate("größte Abweichung"))).toBe("größte Abwei|chung")
  // A compound the patterns would break where it misleads breaks between its parts only, in any case.
  expect(shown(hyphenate("Kreditinstitut, KREDITINSTITUT"))).toBe("Kredit|institut, KREDIT|INSTITUT")
})

test("typeset hyphenates labels at every syllable, titles once at a compound's joint, prose never", () => {
  expect(typeset("Verbraucherstreitbeilegung", "prose")).toBe("Verbraucherstreitbeilegung")
  expect(shown(typeset("Verbraucherstreitbeilegung nach § 36 VSBG", "heading"))).toBe("Ver|brau|cher|streit|bei|le|gung nach §⍽36⍽VSBG")
  const titles = "Kalibrierlaboratorien, Dokumentenlenkung, Leistungsmerkmale, Datenschutzerklärung, Statusübersicht, Prüfbericht"
  expect(shown(typeset(titles, "title"))).toBe(
    "Kalibrier|laboratorien, Dokumenten|lenkung, Leistungs|merkmale, Datenschutz|erklärung, Status|übersicht, Prüfbericht",
  )
})

test("any text keeps its characters: emoji, CJK, right-to-left, combining marks, markup; soft hyphens only between letters", () => {
  const texts = [
    "👩‍🔬 🇩🇪 検証ソフトウェア אימות تحقق",
    "Ȃ̈ñ̃ „so“ »so« <b>&amp; </script>",
    "Qualitätsmanagementhandbuchverwaltunge\u0301".repeat(3),
  ]
  for (const role of ["prose", "title", "heading"] as const) {
    expect(texts.map((text) => readable(typeset(text, role)))).toEqual(texts.map((text) => readable(text)))
    expect(texts.map((text) => typeset(text, role)).join(" ")).not.toMatch(/(?<!\p{L})\u00ad|\u00ad(?!\p{L})/u)
  }
})
