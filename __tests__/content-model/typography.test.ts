/** @jest-environment node */
/**
 * German typography of content text (content-model/typography.ts), and
 * that the content model marks which fields are headings.
 */
import { z } from "zod"

import { headingText, text, textRoles } from "../../content-model/formats.ts"
import { graphqlTypes } from "../../content-model/graphql-types.ts"
import { hyphenate, keepTogether, typeset } from "../../content-model/typography.ts"

/** Makes the invisible characters visible: ⍽ no-break space, ‑ non-breaking hyphen, | soft hyphen, ⁀ word joiner. */
const shown = (s: string) =>
  s
    .replace(/\u00a0/g, "⍽")
    .replace(/\u2011/g, "‑")
    .replace(/\u00ad/g, "|")
    .replace(/\u2060/g, "⁀")

describe("keepTogether", () => {
  test.each([
    ["Angaben gemäß § 5 DDG und § 18 MStV", "Angaben gemäß §⍽5⍽DDG und §⍽18⍽MStV"],
    ["nach Art. 6 Abs. 1 lit. f DSGVO", "nach Art.⍽6 Abs.⍽1 lit.⍽f DSGVO"],
    ["§ 27a UStG", "§⍽27a⍽UStG"],
    ["DIN EN ISO 15189:2023 und ISO/IEC 17025", "DIN⍽EN⍽ISO⍽15189:2023 und ISO/IEC⍽17025"],
    ["mit Blick auf die Rili-BÄK.", "mit Blick auf die Rili‑BÄK."],
    ["bis zu 70 % Zeit", "bis zu 70⍽% Zeit"],
    ["250–500 EUR pro Methode", "250–500⍽EUR pro Methode"],
    ["09:00–17:00 Uhr, Antwort binnen 24 Stunden", "09:00–17:00⍽Uhr, Antwort binnen 24⍽Stunden"],
    ["z. B. Glukose, d. h. im Serum", "z.⍽B. Glukose, d.⍽h. im Serum"],
    // Units with a slash: joined at the slash (Firefox breaks after it) and kept with their number.
    ["LoQ 2,0 mg/dl, Kreatinin 80 µmol/L", "LoQ 2,0⍽mg⁀/⁀dl, Kreatinin 80⍽µmol⁀/⁀L"],
    [
      "Sollwert in g/l oder mmol/l, Aktivität 12 U/l, Fluss 3 mL/min",
      "Sollwert in g⁀/⁀l oder mmol⁀/⁀l, Aktivität 12⍽U⁀/⁀l, Fluss 3⍽mL⁀/⁀min",
    ],
  ])("%s", (input, expected) => {
    expect(shown(keepTogether(input))).toBe(expected)
  })

  test("leaves ordinary text, compounds and addresses alone", () => {
    for (const plain of [
      "Musterstraße 1, 12345 Musterstadt",
      "Datenschutz-Grundverordnung",
      "Software für Laboratorien seit 2017",
      "Prüf- und Kalibrierlaboratorien",
      "E-Mail schreiben",
      "Validierung und/oder Verifizierung",
    ]) {
      expect(keepTogether(plain)).toBe(plain)
    }
  })
})

describe("hyphenate", () => {
  test("marks German break points in long words, none near a word's ends", () => {
    expect(shown(hyphenate("Datenschutzerklärung"))).toBe("Daten|schutz|er|klä|rung")
    expect(shown(hyphenate("Verbraucherstreitbeilegung"))).toBe("Ver|brau|cher|streit|bei|le|gung")
    // "Un|ter…" would leave two letters before the break.
    expect(shown(hyphenate("Unternehmensgegenstand"))).toBe("Unter|neh|mens|ge|gen|stand")
  })

  test("leaves at least four letters after a break point, so no engine puts a short syllable on the next line", () => {
    // The patterns also allow "verifizie|ren", "Einstellun|gen" and "Auftragsverarbei|ter".
    expect(shown(hyphenate("verifizieren"))).toBe("veri|fi|zieren")
    expect(shown(hyphenate("Cookie-Einstellungen"))).toBe("Cookie-Ein|stel|lungen")
    expect(shown(hyphenate("Auftragsverarbeiter"))).toBe("Auf|trags|ver|ar|beiter")
    for (const word of hyphenate("Identifikationsnummer Mitgliedschaften Rechtsvorschriften").split(" ")) {
      expect(word.split("\u00ad").at(-1)!.length).toBeGreaterThanOrEqual(4)
    }
  })

  test("leaves words shorter than twelve letters whole", () => {
    expect(hyphenate("Kontakt und Impressum, Validierung")).toBe("Kontakt und Impressum, Validierung")
  })

  test("removing the soft hyphens gives back the text", () => {
    const input = "Anwendbare Rechtsvorschriften und Datenschutzbeauftragte"
    expect(hyphenate(input).replace(/\u00ad/g, "")).toBe(input)
  })
})

test("typeset hyphenates headings only", () => {
  expect(typeset("Verbraucherstreitbeilegung", "prose")).toBe("Verbraucherstreitbeilegung")
  expect(typeset("Verbraucherstreitbeilegung nach § 36 VSBG", "heading")).toBe(
    "Ver\u00adbrau\u00adcher\u00adstreit\u00adbei\u00adle\u00adgung nach §\u00a036\u00a0VSBG",
  )
})

describe("the content model's text roles reach the GraphQL types", () => {
  test("text, heading and lists of them carry the typeset extension; other strings do not", () => {
    const schema = z.strictObject({
      heading: headingText("Überschrift."),
      lead: text("Text.").optional(),
      paragraphs: z.array(text("Absatz.")),
      slug: z.string(),
    })
    const [type] = graphqlTypes([{ folder: "demo", schema }])
    expect(type?.fields).toEqual({
      heading: { type: "String!", extensions: { typeset: { role: "heading" } } },
      lead: { type: "String", extensions: { typeset: { role: "prose" } } },
      paragraphs: { type: "[String!]!", extensions: { typeset: { role: "prose" } } },
      slug: "String!",
    })
  })

  test("every text field is registered with its role", () => {
    expect(textRoles.get(text("x"))).toEqual({ role: "prose" })
    expect(textRoles.get(headingText("x"))).toEqual({ role: "heading" })
  })
})
