/**
 * The content model: one zod schema per content file, the single definition
 * of every content field. From it come the build-time check
 * (content-model/check.ts), the CMS forms (cms-config.ts), the GraphQL
 * types of the page queries (graphql-types.ts) and, through `z.infer`, the
 * TypeScript types of the settings and JSON-LD input (exported below).
 * Descriptions are German because editors read them. Every object is strict:
 * an unknown (e.g. misspelt) key is an error.
 */
import { z } from "zod"

import { CONTENT_ICON_NAMES } from "../src/components/Icon/icon-names.ts"
import { CRITERION_OPERATORS, parseDecimal } from "../src/views/HomeView/example-report.ts"
import {
  SCHEMA_ORG_DAYS,
  clockTime,
  decimal,
  email,
  headingText,
  httpsUrl,
  metaText,
  internalLink,
  isoDate,
  oneOf,
  patterned,
  phoneDisplay,
  phoneE164,
  price,
  shortText,
  siteAddress,
  text,
  wholeNumber,
} from "./formats.ts"
import { graphqlName } from "./graphql-types.ts"
import { quoteList } from "./messages.ts"

type Shape = Record<string, z.ZodType>

/** A section with sub-fields; unknown keys are errors. */
const section = <S extends Shape>(description: string, shape: S) => z.strictObject(shape).describe(description)

/** A list with at least `min` entries. */
const list = <T extends z.ZodType>(description: string, item: T, min = 1) =>
  z
    .array(item)
    .min(min, {
      error: () =>
        min === 1
          ? 'Die Liste ist leer. Tragen Sie mindestens einen Eintrag ein (eine Zeile, die mit "- " beginnt).'
          : `Die Liste braucht mindestens ${min} Einträge (Zeilen, die mit "- " beginnen).`,
    })
    .describe(description)

const texts = (description: string, min = 1) => list(description, text("Ein Eintrag der Liste."), min)

/** Several text fields with one description. */
const textFields = <K extends string>(keys: readonly K[], description: string, field = text) =>
  // NoInfer: K comes from the keys alone; the shape the fields go into would otherwise widen it to string.
  Object.fromEntries(keys.map((key) => [key, field(description)])) as Record<NoInfer<K>, ReturnType<typeof text>>

/** What a cross-field rule may read besides its own file. */
export interface CheckContext {
  /** Parsed data of another content file (relative path, e.g. site/index.yaml); undefined when missing or unreadable. */
  file: (relativePath: string) => unknown
}

/** A rule across fields or files; runs on the raw data, after the schema. */
export interface CrossCheck {
  (data: unknown, context: CheckContext): { path: (string | number)[]; message: string }[]
}

export interface ContentKind {
  /** The folder under content/. */
  name: string
  /** Short German name, e.g. "Kontaktseite (content/contact/index.yaml)". */
  title: string
  /** German: what the file holds and the rules for the whole file (the schema's description; the CMS shows it). */
  description: string
  /** Which files under content/ hold this kind (relative, with forward slashes). */
  matches: (relativePath: string) => boolean
  /** The schema of a file of this kind. */
  schema: z.ZodObject
  /** The fields pages may read: the schema without `placeholders`. The GraphQL types come from it. */
  content: z.ZodObject
  /** Dotted paths an editor may list under `placeholders`. */
  fieldPaths: string[]
  crossChecks: CrossCheck[]
}

/** Every dotted field path of an object shape (`address`, `address.street`, …); lists are not entered. */
function fieldPaths(shape: Shape, prefix = ""): string[] {
  const paths: string[] = []
  for (const [key, value] of Object.entries(shape)) {
    const full = `${prefix}${key}`
    paths.push(full)
    let inner: z.ZodType = value
    while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) inner = inner.unwrap() as z.ZodType
    if (inner instanceof z.ZodObject) paths.push(...fieldPaths(inner.shape as Shape, `${full}.`))
  }
  return paths
}

function kind<S extends Shape>(
  name: string,
  title: string,
  description: string,
  matches: (relativePath: string) => boolean,
  shape: S,
  crossChecks: CrossCheck[] = [],
) {
  const paths = fieldPaths(shape)
  const placeholders = z
    .array(oneOf(paths as [string, ...string[]], "Ein Feld dieser Datei, das noch einen Platzhalter enthält."))
    .describe(
      "Platzhalter: Felder, die noch Beispieldaten enthalten, z. B. address.street; ein Abschnittsname (z. B. address) gilt für alle seine Felder. Nach dem Eintragen der echten Angabe den Eintrag hier löschen. Solange ein Eintrag steht, wird die Live-Website nicht gebaut (Vorschau und lokaler Build zeigen eine Warnung).",
    )
    .optional()
  return {
    name,
    title,
    description,
    matches,
    schema: z.strictObject({ ...shape, placeholders }).describe(description),
    content: z.strictObject(shape),
    fieldPaths: paths,
    crossChecks,
  } satisfies ContentKind
}

/** The value at `keys` in raw data, or undefined where the data has no object on the way. */
const get = (data: unknown, ...keys: (string | number)[]): unknown =>
  keys.reduce<unknown>(
    (value, key) => (value !== null && typeof value === "object" ? (value as Record<string | number, unknown>)[key] : undefined),
    data,
  )

const seoFields = {
  title: metaText("Titel der Seite im Browser-Tab und in Suchergebnissen (ohne Produktnamen, den ergänzt die Seite)."),
  description: metaText("Kurzbeschreibung für Suchergebnisse, etwa 120–160 Zeichen."),
}

/** The error pages: never indexed, they share the home page's share image. */
const seo = graphqlName("PageSeo", section("Angaben für Suchmaschinen und Vorschauen beim Teilen.", seoFields))

/** Longest texts that still fit the 1200×630 share image (gatsby/images/share-image.ts) at its font sizes. */
const SHARE_IMAGE_LIMITS = { title: 70, line: 120 } as const

/** The public pages: each has its own share image (og:image), drawn at build time from this text. */
const sharedSeo = graphqlName(
  "SharedPageSeo",
  section("Angaben für Suchmaschinen und Vorschauen beim Teilen (z. B. in LinkedIn oder E-Mail).", {
    ...seoFields,
    title: shortText(
      `Titel der Seite im Browser-Tab, in Suchergebnissen und groß im Vorschaubild (ohne Produktnamen, den ergänzt die Seite); höchstens ${SHARE_IMAGE_LIMITS.title} Zeichen.`,
      SHARE_IMAGE_LIMITS.title,
    ),
    shareImage: section("Vorschaubild beim Teilen der Seite (1200 × 630 Pixel, beim Build erzeugt).", {
      line: shortText(
        `Kurze Zeile unter dem Titel im Vorschaubild; höchstens ${SHARE_IMAGE_LIMITS.line} Zeichen.`,
        SHARE_IMAGE_LIMITS.line,
      ),
      alt: metaText(
        "Alternativtext des Vorschaubilds für Menschen, die es nicht sehen: gibt wieder, was darauf steht (Produktname, Titel, Zeile).",
      ),
    }),
  }),
)

const postalAddress = (description: string) =>
  graphqlName(
    "PostalAddress",
    section(description, {
      street: text("Straße und Hausnummer, z. B. Hauptstraße 5."),
      postalCode: patterned(
        /^\d{5}$/,
        'ist keine deutsche Postleitzahl. Schreiben Sie fünf Ziffern in Anführungszeichen, z. B. "10115".',
        "Postleitzahl, fünf Ziffern.",
      ),
      city: text("Ort."),
      country: text("Land, wie es angezeigt wird, z. B. Deutschland."),
      countryCode: patterned(
        /^[A-Z]{2}$/,
        'ist kein Ländercode nach ISO 3166-1. Schreiben Sie zwei Großbuchstaben in Anführungszeichen, z. B. "DE" für Deutschland.',
        "Dasselbe Land als Code nach ISO 3166-1 (zwei Großbuchstaben) für Suchmaschinen, z. B. DE für Deutschland.",
      ),
    }),
  )

const authority = (description: string) =>
  graphqlName(
    "Authority",
    section(description, {
      name: text("Name der Behörde."),
      address: postalAddress("Anschrift der Behörde."),
      url: httpsUrl("Website der Behörde, mit https://."),
    }),
  )

const SUPERVISORY_AUTHORITY_KEYS = ["name", "licence", "address", "url"] as const

/**
 * Only an activity that needs an official licence names a supervisory authority
 * (docs/requirements.md#supervisory-authority); without the section the Impressum
 * says that no licence is needed.
 */
const supervisoryAuthority = graphqlName(
  "SupervisoryAuthority",
  section(
    "Aufsichtsbehörde nach § 5 Abs. 1 Nr. 3 DDG – nur, wenn die Tätigkeit eine behördliche Zulassung braucht; Softwareentwicklung braucht keine. Sonst den ganzen Abschnitt weglassen; das Impressum zeigt dann den Hinweis aus content/impressum/index.yaml (noLicenceText). Wird eine Zulassung nötig, den Abschnitt vollständig eintragen: name, licence, address (street, postalCode, city, country, countryCode) und url.",
    {
      name: text("Name der Behörde, die die Zulassung erteilt hat."),
      licence: text("Die Zulassung, auf die sich die Aufsicht bezieht, z. B. Erlaubnis nach § 34c GewO."),
      address: postalAddress("Anschrift der Behörde."),
      url: httpsUrl("Website der Behörde, mit https://."),
    },
  ),
).optional()

/** The numbers of `display` and `e164` must be the same number. */
function phoneDigits(display: string): string {
  const compact = display.replace(/\(0\)/g, "").replace(/[^\d+]/g, "")
  return compact.startsWith("+") ? compact : compact.startsWith("0") ? `+49${compact.slice(1)}` : compact
}

const companyShape = {
  productName: text("Name des Produkts (Arbeitstitel), erscheint in Titeln und im Kopfbereich."),
  companyName: text("Vollständiger Firmenname laut Handelsregister."),
  legalForm: text("Rechtsform, z. B. Gesellschaft mit beschränkter Haftung (GmbH)."),
  managingDirectors: texts("Geschäftsführerinnen und Geschäftsführer, je ein Name pro Eintrag."),
  foundingYear: wholeNumber(
    "Gründungsjahr, z. B. 2017 (ohne Anführungszeichen); erscheint auf der Startseite, im Copyright-Hinweis und in den strukturierten Daten.",
    1900,
    2100,
  ),
  address: postalAddress("Anschrift des Unternehmens."),
  phone: graphqlName(
    "Phone",
    section("Telefonnummer des Unternehmens.", {
      display: phoneDisplay('So wird die Nummer angezeigt, z. B. "+49 30 1234567" oder "030 1234567".'),
      e164: phoneE164(
        'Dieselbe Nummer im Format E.164 für tel:-Links: +, Ländervorwahl, Nummer ohne 0 und Leerzeichen, z. B. "+49301234567".',
      ),
    }),
  ),
  email: email("E-Mail-Adresse für Anfragen."),
  officeHours: list(
    "Bürozeiten; ein Eintrag pro Zeitraum.",
    graphqlName(
      "OfficeHours",
      section("Ein Zeitraum der Bürozeiten.", {
        label: text("Tage, wie sie angezeigt werden, z. B. Montag–Donnerstag."),
        days: list(
          "Dieselben Tage als englische schema.org-Namen (Monday, Tuesday …) für die strukturierten Daten (Suchmaschinen).",
          oneOf(SCHEMA_ORG_DAYS, "Ein Wochentag auf Englisch."),
        ),
        opens: clockTime("Beginn."),
        closes: clockTime("Ende."),
      }),
    ),
  ),
  officeHoursNote: text("Hinweis zu den Bürozeiten, z. B. Freitag nach Vereinbarung."),
  registerCourt: text("Registergericht, z. B. Amtsgericht Charlottenburg."),
  registerNumber: patterned(
    /^(?:HRA|HRB|GnR|PR|VR) \d{1,6}(?: [A-Z]{1,3})?$/,
    'ist keine gültige Registernummer. Schreiben Sie Registerart und Nummer mit Leerzeichen, z. B. "HRB 123456" oder "HRB 123456 B".',
    "Handelsregisternummer, z. B. HRB 123456.",
  ),
  vatId: patterned(
    /^DE\d{9}$/,
    'ist keine gültige deutsche USt-IdNr. Schreiben Sie "DE" und neun Ziffern ohne Leerzeichen, z. B. "DE123456789".',
    "Umsatzsteuer-Identifikationsnummer, DE und neun Ziffern.",
  ),
  bankAccount: graphqlName(
    "BankAccount",
    section("Bankverbindung.", {
      bankName: text("Name der Bank."),
      iban: patterned(
        /^[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,3})?$/,
        'ist keine gültige IBAN. Schreiben Sie Ländercode, Prüfziffern und Kontonummer, gern in Vierergruppen, z. B. "DE89 3704 0044 0532 0130 00".',
        "IBAN, gern in Vierergruppen.",
      ),
      bic: patterned(
        /^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/,
        'ist kein gültiger BIC. Ein BIC hat 8 oder 11 Großbuchstaben und Ziffern ohne Leerzeichen, z. B. "COBADEFFXXX".',
        "BIC der Bank.",
      ),
    }),
  ),
  trademark: text("Markenhinweis im Impressum."),
  businessPurpose: text("Unternehmensgegenstand laut Handelsregister."),
  memberships: texts("Mitgliedschaften (Kammern, Verbände), je eine pro Eintrag."),
  professionalRules: texts("Anwendbare Rechtsvorschriften, je eine pro Eintrag."),
  supervisoryAuthority,
  dataProtectionAuthority: authority("Zuständige Datenschutz-Aufsichtsbehörde (Datenschutzerklärung)."),
  contentResponsible: graphqlName(
    "NamedAddress",
    section("Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV.", {
      name: text("Name der verantwortlichen Person."),
      address: postalAddress("Anschrift der verantwortlichen Person."),
    }),
  ),
}

const companyChecks: CrossCheck[] = [
  (data) => {
    const authority = get(data, "supervisoryAuthority")
    if (authority === null || typeof authority !== "object" || Array.isArray(authority)) return []
    const missing = SUPERVISORY_AUTHORITY_KEYS.filter((key) => get(authority, key) === undefined || get(authority, key) === null)
    if (missing.length === 0) return []
    return [
      {
        path: ["supervisoryAuthority"],
        message: `Die Aufsichtsbehörde ist nur zum Teil ausgefüllt, es ${missing.length === 1 ? "fehlt" : "fehlen"} ${quoteList(missing)}. Tragen Sie Name, Zulassung, Anschrift und Website ein – oder löschen Sie den ganzen Abschnitt, wenn die Tätigkeit keine behördliche Zulassung braucht; dann zeigt das Impressum den Hinweis noLicenceText aus content/impressum/index.yaml.`,
      },
    ]
  },
  (data) => {
    const display = get(data, "phone", "display")
    const e164 = get(data, "phone", "e164")
    if (typeof display !== "string" || typeof e164 !== "string" || phoneDigits(display) === e164) return []
    return [
      {
        path: ["phone", "e164"],
        message: `"${e164}" ist nicht dieselbe Nummer wie phone.display ("${display}" ergibt "${phoneDigits(display)}"). Tragen Sie in beiden Feldern dieselbe Nummer ein.`,
      },
    ]
  },
  (data) => {
    const hours = get(data, "officeHours")
    if (!Array.isArray(hours)) return []
    return hours.flatMap((entry, index) => {
      const opens = get(entry, "opens")
      const closes = get(entry, "closes")
      const valid = (t: unknown): t is string => typeof t === "string" && /^\d\d:\d\d$/.test(t)
      return valid(opens) && valid(closes) && opens >= closes
        ? [
            {
              path: ["officeHours", index, "closes"],
              message: `"${closes}" liegt nicht nach dem Beginn "${opens}". Das Ende der Bürozeit muss nach dem Beginn liegen.`,
            },
          ]
        : []
    })
  },
]

const linkItem = (routes: readonly string[]) =>
  graphqlName(
    "Link",
    section("Ein Link.", {
      label: text("Linktext."),
      href: internalLink(routes, "Ziel des Links."),
    }),
  )

function layoutShape(routes: readonly string[]) {
  return {
    skipLinkLabel: text("Text des Sprunglinks zum Inhalt (für Tastatur und Screenreader)."),
    timeSuffix: text("Wort nach Uhrzeiten, z. B. Uhr."),
    homeLinkLabel: text("Zugänglicher Name des Logos als Link zur Startseite."),
    navigation: section("Kopfnavigation.", {
      label: text("Zugänglicher Name der Navigation."),
      items: list("Einträge der Kopfnavigation.", linkItem(routes)),
      ctaLabel: text("Text der Schaltfläche zur Terminbuchung."),
      menuLabel: text(
        "Text der Menü-Schaltfläche, die auf schmalen Bildschirmen (Smartphones) die Einträge der Navigation und „Demo buchen“ aufklappt.",
      ),
    }),
    footer: section("Fußbereich jeder Seite.", {
      tagline: text("Kurzer Satz unter dem Produktnamen."),
      navigationLabel: text("Zugänglicher Name der Fußnavigation."),
      links: list("Links im Fußbereich.", linkItem(routes)),
      cookieSettingsLabel: text("Text des Links, der die Cookie-Einstellungen öffnet."),
    }),
    subpage: section("Navigation der Unterseiten.", {
      backLabel: text("Text der Zurück-Schaltfläche."),
      homeLabel: text("Text des Links zur Startseite."),
      contactLabel: text("Text des Links zur Kontaktseite."),
      breadcrumbLabel: text("Zugänglicher Name der Brotkrumen-Navigation."),
      newTabHint: text("Hinweis für Links, die in einem neuen Tab öffnen."),
    }),
    previewRibbon: section("Hinweis oben auf jeder Seite der Netlify-Vorschau (Deploy Preview); erscheint nie auf der Live-Website.", {
      label: text("Kurzes Wort im Hinweis, z. B. Vorschau."),
      text: text("Ein Satz dazu, z. B. dass die Seite noch nicht veröffentlicht ist."),
    }),
  }
}

/** The tag manager's loading modes (README, "Loading mode"); texts that depend on the mode exist once per mode. */
const LOADING_MODES = ["advanced", "basic"] as const

/** The configured loading mode from content/site/index.yaml, or undefined while that file is missing or wrong. */
function configuredLoadingMode(context: CheckContext): (typeof LOADING_MODES)[number] | undefined {
  const mode = get(context.file("site/index.yaml"), "tagManager", "loadingMode")
  return LOADING_MODES.find((known) => known === mode)
}

/** One entry per loading mode; the content check requires the entry of the configured mode (requireModeText). */
const perLoadingMode = <T extends z.ZodType>(description: string, entry: T) =>
  section(description, { advanced: entry.optional(), basic: entry.optional() })

/** Refuses a file that lacks the text for the loading mode configured in content/site/index.yaml. */
const requireModeText =
  (...keys: string[]): CrossCheck =>
  (data, context) => {
    const mode = configuredLoadingMode(context)
    if (mode === undefined || get(data, ...keys, mode) !== undefined) return []
    const field = keys.join(".")
    return [
      {
        path: [...keys, mode],
        message: `Der Text für den Lademodus "${mode}" fehlt. In content/site/index.yaml steht tagManager.loadingMode: "${mode}"; angezeigt wird immer der Text dieses Modus. Ergänzen Sie "${mode}:" im Abschnitt "${field}" (Vorlage: der Text des anderen Modus) und beschreiben Sie darin, was in diesem Modus geschieht.`,
      },
    ]
  }

const siteShape = {
  siteUrl: siteAddress('Adresse der Live-Website ohne Schrägstrich am Ende, z. B. "https://www.firma.de".'),
  language: oneOf(["de"], "Sprache der Website."),
  locale: patterned(
    /^[a-z]{2}_[A-Z]{2}$/,
    'ist keine gültige Locale. Schreiben Sie sie wie "de_DE".',
    "Sprache und Land für Open Graph, z. B. de_DE.",
  ),
  themeColor: patterned(
    /^#[0-9a-fA-F]{6}$/,
    'ist keine gültige Farbe. Schreiben Sie sie als # mit sechs Hex-Ziffern, z. B. "#0b4f6c".',
    "Farbe der Browser-Leiste auf Mobilgeräten, z. B. #0b4f6c.",
  ),
  bookingUrl: httpsUrl("Adresse des externen Terminbuchungsdienstes für „Demo buchen“."),
  privacyPdfUrl: httpsUrl("Adresse der ausführlichen Datenschutzhinweise (PDF) auf der Hauptwebsite des Unternehmens."),
  cmsRepository: patterned(
    /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\/[A-Za-z0-9._-]+$/,
    'ist kein GitHub-Repository. Schreiben Sie es als Besitzer/Name, z. B. "muster-gmbh/website".',
    "GitHub-Repository der Website, in dem das CMS (/admin/) jede Änderung als Pull Request anlegt, als Besitzer/Name, z. B. muster-gmbh/website.",
  ),
  tagManager: section("Google Tag Manager.", {
    containerId: patterned(
      /^(?:GTM-[A-Z0-9]{4,10})?$/,
      'ist keine gültige Container-ID. Schreiben Sie sie wie "GTM-ABC1234" oder lassen Sie "" leer, wenn kein Tag Manager geladen werden soll.',
      'Container-ID, z. B. GTM-ABC1234; "" für keinen Tag Manager.',
    )
      .nullable()
      .optional(),
    loadingMode: oneOf(
      LOADING_MODES,
      "Wann der Tag Manager lädt: advanced = sofort (Consent Mode), basic = erst nach Einwilligung. Nur nach Rücksprache mit dem Datenschutz ändern.",
    ),
  }),
}

function homeShape(routes: readonly string[]) {
  /** A section with heading, intro and a list of entries; `itemType` names the entries' GraphQL type. */
  const headed = <S extends Shape, E extends Shape = Record<never, never>>(
    description: string,
    itemType: string,
    item: S,
    extra: E = {} as E,
  ) =>
    section(description, {
      heading: headingText("Überschrift des Abschnitts."),
      intro: text("Einleitungssatz des Abschnitts."),
      ...extra,
      items: list("Einträge des Abschnitts.", graphqlName(itemType, section("Ein Eintrag.", item))),
    })
  return {
    seo: sharedSeo,
    hero: section("Oberster Bereich der Startseite.", {
      eyebrow: text("Kleine Zeile über der Hauptüberschrift."),
      heading: headingText("Hauptüberschrift der Startseite."),
      lead: text("Einleitungstext unter der Überschrift."),
      ctaLabel: text("Text der Schaltfläche zur Terminbuchung."),
      secondaryLabel: text("Text des zweiten Links."),
      secondaryHref: internalLink(routes, "Ziel des zweiten Links."),
      claims: list(
        "Kurze Aussagen; nur freigegebene Aussagen verwenden. In „70 %“ steht zwischen Zahl und % ein schmales geschütztes Leerzeichen (U+202F).",
        graphqlName(
          "HomeClaim",
          section("Eine Aussage.", {
            text: text("Die Aussage, z. B. Sofort einsatzbereit."),
            note: text(
              "Einschränkender Hinweis zur Aussage (optional); erscheint als Fußnote direkt unter den Aussagen, die Aussage erhält eine Fußnotenziffer.",
            ).optional(),
          }),
        ),
      ),
      notesHeading: text("Überschrift der Fußnoten zu den Aussagen, für Screenreader, z. B. Anmerkungen."),
      noteBackLabel: text("Text des Links von einer Fußnote zurück zur Aussage, für Screenreader."),
      foundedNote: patterned(
        /\{year\}/,
        'enthält kein {year}. Schreiben Sie {year} an die Stelle, an der das Gründungsjahr aus content/company/index.yaml stehen soll, z. B. "Seit {year} entwickeln wir Software für Laboratorien."',
        "Satz zum Gründungsjahr; {year} wird durch foundingYear aus content/company/index.yaml ersetzt.",
      ),
      example: section(
        'Beispielbericht neben der Überschrift: zeigt, was die Software erzeugt. Erfundene, aber plausible Werte, sichtbar als Beispiel gekennzeichnet (marker, note). Die Bewertungen („erfüllt“/„nicht erfüllt“) und das Gesamtergebnis ermittelt die Website aus Ergebnis, Vergleich (operator: ≤, ≥ oder ±) und Grenzwert – nicht von Hand eintragen. Zahlen mit Komma, z. B. 1,4 (in YAML in Anführungszeichen: "1,4"). Die Tabelle ist auf dem Handy schmal: Kenngrößen kurz halten, lange Wörter mit einem weichen Trennstrich (U+00AD, in YAML in Anführungszeichen als \\u00AD) trennbar machen.',
        {
          marker: text(
            "Kennzeichnung als Beispiel, gut sichtbar oben im Bericht und Teil seines Namens für Screenreader, z. B. Beispiel. Nicht in Großbuchstaben schreiben: BEISPIEL gilt als Platzhalter, und Screenreader buchstabieren Großbuchstaben mitunter.",
          ),
          title: headingText("Titel des Beispielberichts, z. B. Verifizierungsbericht (Auszug)."),
          note: text("Hinweis, dass die Werte erfunden sind; steht unter dem Titel, Screenreader lesen ihn als Beschreibung des Berichts."),
          method: list(
            "Angaben zum Messverfahren, z. B. Verfahren, Gerät und die Norm, nach der berichtet wird.",
            graphqlName(
              "HomeExampleFact",
              section("Eine Angabe.", { label: text("Bezeichnung, z. B. Verfahren."), value: text("Angabe, z. B. Glukose im Serum.") }),
            ),
          ),
          columns: section(
            "Spaltenüberschriften der Ergebnistabelle.",
            textFields(
              ["parameter", "result", "criterion", "verdict"],
              "Spaltenüberschrift, z. B. Kenngröße, Ergebnis, Kriterium, Bewertung.",
            ),
          ),
          results: list(
            "Eine Zeile je Kenngröße (Präzision, Richtigkeit, Linearität, Bestimmungsgrenze …) mit Ergebnis und Akzeptanzkriterium.",
            graphqlName(
              "HomeExampleResult",
              section("Eine Kenngröße.", {
                label: headingText("Kenngröße, z. B. Präzision (VK); Zeilenüberschrift der Tabelle."),
                value: decimal("Ergebnis."),
                unit: text(
                  "Einheit von Ergebnis und Grenzwert, z. B. % oder mg/dl (optional; ohne Einheit, z. B. bei R², die Zeile weglassen).",
                ).optional(),
                operator: oneOf(
                  CRITERION_OPERATORS,
                  "Vergleich des Akzeptanzkriteriums: ≤ höchstens, ≥ mindestens, ± Betrag höchstens (z. B. Bias zwischen −4 und +4 %).",
                ),
                limit: decimal("Grenzwert des Akzeptanzkriteriums."),
              }),
            ),
          ),
          verdicts: section("Bewertung einer Kenngröße; welche erscheint, ergibt sich aus Ergebnis und Kriterium.", {
            pass: text("Kriterium erfüllt, z. B. erfüllt."),
            fail: text("Kriterium nicht erfüllt, z. B. nicht erfüllt."),
          }),
          overall: section("Gesamtergebnis; erfüllt, wenn jede Kenngröße ihr Kriterium erfüllt.", {
            label: text("Bezeichnung, z. B. Gesamtergebnis."),
            pass: text("Text, wenn alle Kriterien erfüllt sind."),
            fail: text("Text, wenn mindestens ein Kriterium nicht erfüllt ist."),
          }),
          linearity: section("Kleines Diagramm zur Linearität: Messwert gegen Sollwert, mit Ausgleichsgerade.", {
            label: text("Beschriftung über dem Diagramm."),
            points: list(
              "Messpunkte nach steigendem Sollwert, mindestens drei.",
              graphqlName(
                "HomeExamplePoint",
                section("Ein Messpunkt.", { nominal: decimal("Sollwert."), measured: decimal("Gemessener Wert (Mittelwert).") }),
              ),
              3,
            ),
          }),
        },
      ),
    }),
    features: headed("Funktionen.", "HomeFeature", {
      icon: oneOf(CONTENT_ICON_NAMES, "Name des Symbols."),
      title: headingText("Titel der Funktion."),
      text: text("Beschreibung der Funktion."),
      points: texts("Stichpunkte."),
    }),
    steps: headed("Ablauf in Schritten.", "HomeStep", {
      title: headingText("Titel des Schritts."),
      text: text("Beschreibung des Schritts."),
    }),
    audiences: headed("Zielgruppen.", "HomeAudience", {
      title: headingText("Zielgruppe."),
      standard: text("Maßgebliche Norm, z. B. DIN EN ISO 15189."),
      text: text("Beschreibung."),
      points: texts("Stichpunkte."),
    }),
    extensions: headed(
      "Geplante Erweiterungen (nur als geplant kennzeichnen).",
      "HomeExtension",
      { title: headingText("Titel."), text: text("Beschreibung.") },
      { badge: text("Kennzeichnung, z. B. Geplant.") },
    ),
    pricing: section(
      "Richtpreis für die strukturierten Daten (JSON-LD für Suchmaschinen); nur ganze Zahlen in EUR. Das Angebot richtet sich an Unternehmen: Nettopreise (valueAddedTaxIncluded: false), sichtbar als „zzgl. USt.“ in closingCta.priceNote.",
      {
        lowPrice: price("Niedrigster Preis pro Methode."),
        highPrice: price("Höchster Preis pro Methode."),
        currency: oneOf(["EUR"], "Währung."),
        valueAddedTaxIncluded: z
          .boolean()
          .describe(
            "Enthält der Preis die Umsatzsteuer? false = Nettopreis (zzgl. USt.), wie im Hinweis zum Preis (closingCta.priceNote) genannt.",
          ),
        description: text("Wofür der Preis gilt."),
      },
    ),
    closingCta: section("Abschluss der Startseite.", {
      heading: headingText("Überschrift."),
      text: text("Text."),
      buttonLabel: text("Text der Schaltfläche."),
      priceNote: text("Hinweis zum Preis."),
    }),
  }
}

const homeChecks: CrossCheck[] = [
  // The linearity chart needs a nominal range: rising values (which also keeps a hand-written series readable).
  (data) => {
    const points = get(data, "hero", "example", "linearity", "points")
    if (!Array.isArray(points)) return []
    const nominal = points.map((point) => get(point, "nominal"))
    return nominal.flatMap((value, index) => {
      const previous = nominal[index - 1]
      if (index === 0 || typeof value !== "string" || typeof previous !== "string") return []
      const [a, b] = [parseDecimal(previous), parseDecimal(value)]
      return Number.isNaN(a) || Number.isNaN(b) || b > a
        ? []
        : [
            {
              path: ["hero", "example", "linearity", "points", index, "nominal"],
              message: `Der Sollwert "${value}" ist nicht größer als der des vorigen Punkts ("${previous}"). Tragen Sie die Punkte nach steigendem Sollwert ein, jeden Sollwert einmal.`,
            },
          ]
    })
  },
  (data) => {
    const low = get(data, "pricing", "lowPrice")
    const high = get(data, "pricing", "highPrice")
    return typeof low === "number" && typeof high === "number" && Number.isInteger(low) && Number.isInteger(high) && low > high
      ? [
          {
            path: ["pricing", "highPrice"],
            message: `${high} ist kleiner als lowPrice (${low}). Der höchste Preis muss mindestens so groß sein wie der niedrigste.`,
          },
        ]
      : []
  }, // The visible price note and the structured data must tell the same story about VAT.
  (data) => {
    const included = get(data, "pricing", "valueAddedTaxIncluded")
    const note = get(data, "closingCta", "priceNote")
    if (typeof included !== "boolean" || typeof note !== "string") return []
    const saysNet = /zzgl\.?\s*(?:USt|MwSt)/i.test(note)
    if (included === saysNet) {
      return [
        {
          path: ["closingCta", "priceNote"],
          message: included
            ? `"${note}" sagt „zzgl. USt.“, aber pricing.valueAddedTaxIncluded ist true (Bruttopreis). Passen Sie den Hinweis oder das Feld an, damit beide dasselbe sagen.`
            : `"${note}" nennt nicht „zzgl. USt.“, aber pricing.valueAddedTaxIncluded ist false (Nettopreis). Ergänzen Sie „zzgl. USt.“ im Hinweis zum Preis.`,
        },
      ]
    }
    return []
  },
]

const impressumLabels = [
  "provider",
  "legalForm",
  "representedBy",
  "contact",
  "phone",
  "email",
  "officeHours",
  "register",
  "registerCourt",
  "registerNumber",
  "vatId",
  "bankAccount",
  "bankName",
  "iban",
  "bic",
  "trademark",
  "businessPurpose",
  "memberships",
  "professionalRules",
  "supervisoryAuthority",
  "licence",
  "contentResponsible",
  "copyright",
  "consumerDispute",
] as const

const impressumShape = {
  seo: sharedSeo,
  heading: headingText("Überschrift der Seite."),
  intro: text("Einleitung, z. B. Angaben gemäß § 5 DDG."),
  labels: section(
    "Beschriftungen der Angaben; die Werte selbst stehen in company/index.yaml.",
    textFields(impressumLabels, "Beschriftung; erscheint als Überschrift der Angabe.", headingText),
  ),
  noLicenceText: text(
    "Hinweis unter der Überschrift zur Aufsichtsbehörde, wenn company/index.yaml keine supervisoryAuthority nennt: die Tätigkeit braucht keine behördliche Zulassung.",
  ),
  copyrightText: text("Hinweis zum Urheberrecht."),
  consumerDisputeText: text(
    "Hinweis zur Verbraucherstreitbeilegung. Keinen Link zur EU-OS-Plattform einfügen (seit Juli 2025 abgeschaltet).",
  ),
}

const anchor = patterned(
  /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  'ist kein gültiges Sprungziel. Erlaubt sind Kleinbuchstaben, Ziffern und Bindestriche, z. B. "cookies". Bestehende Sprungziele nicht umbenennen.',
  "Sprungziel für Links auf diesen Abschnitt (Kleinbuchstaben, Bindestriche). Nicht umbenennen.",
)

/** A heading with paragraphs and an optional list after them. */
const textBlock = (description: string) =>
  section(description, {
    heading: headingText("Überschrift des Abschnitts."),
    paragraphs: texts("Absätze, je einer pro Eintrag."),
    items: texts("Aufzählung nach den Absätzen (optional).").optional(),
  })

const recipient = graphqlName(
  "PrivacyRecipient",
  section("Ein Empfänger (Art. 13 Abs. 1 lit. e DSGVO).", {
    name: headingText("Name des Unternehmens bzw. des Dienstes."),
    address: text("Anschrift."),
    role: text("Rolle, z. B. Auftragsverarbeiter nach Art. 28 DSGVO, oder eigener Verantwortlicher."),
    purpose: text("Zweck: wofür der Empfänger welche Daten erhält."),
    legalBasis: text("Rechtsgrundlage der Übermittlung."),
    transfer: text("Übermittlung in ein Drittland und ihre Grundlage (Art. 45 oder 46 DSGVO), oder dass keine stattfindet."),
    retention: text("Wie lange der Empfänger die Daten speichert."),
    loadingMode: oneOf(
      LOADING_MODES,
      "Nur angeben, wenn der Eintrag nur für einen Lademodus des Tag Managers gilt (content/site/index.yaml); ohne Angabe gilt er immer.",
    ).optional(),
  }),
)

const datenschutzShape = {
  seo: sharedSeo,
  heading: headingText("Überschrift der Seite."),
  intro: text("Einleitung."),
  lastUpdated: isoDate("Stand der Erklärung; nach jeder inhaltlichen Änderung anpassen."),
  lastUpdatedLabel: text("Beschriftung vor dem Datum, z. B. Stand:"),
  controller: section("Verantwortlicher.", { heading: headingText("Überschrift."), text: text("Text.") }),
  dataProtectionOfficer: section(
    "Datenschutzbeauftragte(r) (Art. 13 Abs. 1 lit. b DSGVO): entweder contact (Name und E-Mail der oder des Datenschutzbeauftragten) oder noneAppointed (warum niemand benannt ist), genau eines von beiden.",
    {
      heading: headingText("Überschrift."),
      contact: section("Kontakt der oder des Datenschutzbeauftragten, falls benannt.", {
        name: text("Name (oder Funktion, z. B. Datenschutzbeauftragter der Muster GmbH)."),
        email: email("E-Mail-Adresse."),
      }).optional(),
      noneAppointed: text("Falls niemand benannt ist: dass keine Benennung erfolgt ist und warum (Art. 37 DSGVO, § 38 BDSG).").optional(),
    },
  ),
  sections: list(
    "Abschnitte der Erklärung vor dem Abschnitt zur Webanalyse. anchor-Werte nicht umbenennen (andere Seiten verlinken darauf).",
    graphqlName(
      "TextSection",
      section("Ein Abschnitt.", {
        anchor,
        heading: headingText("Überschrift des Abschnitts."),
        paragraphs: texts("Absätze, je einer pro Eintrag."),
        items: texts("Aufzählung nach den Absätzen (optional).").optional(),
      }),
    ),
  ),
  analytics: perLoadingMode(
    'Abschnitt Webanalyse (Sprungziel "analyse"), einmal je Lademodus des Tag Managers (content/site/index.yaml, tagManager.loadingMode). Angezeigt wird der Text des eingestellten Modus; fehlt er, bricht der Build ab.',
    graphqlName("AnalyticsText", textBlock("Text der Webanalyse für diesen Lademodus.")),
  ),
  recipients: section(
    "Empfänger und Auftragsverarbeiter nach Art. 13 Abs. 1 lit. e und f DSGVO. Angaben mit „[vom Betreiber zu bestätigen]“ vor dem Start prüfen und ersetzen. loadingMode nur bei Einträgen, die für einen einzigen Lademodus gelten.",
    {
      heading: headingText("Überschrift."),
      intro: text("Einleitungssatz."),
      labels: section(
        "Beschriftungen der Angaben je Empfänger.",
        textFields(["address", "role", "purpose", "legalBasis", "transfer", "retention"], "Beschriftung."),
      ),
      items: list("Die Empfänger, je einer pro Eintrag.", recipient),
    },
  ),
  storagePeriods: section("Speicherdauer je Zweck.", {
    heading: headingText("Überschrift."),
    intro: text("Einleitungssatz."),
    items: list(
      "Ein Eintrag je Zweck.",
      graphqlName(
        "StoragePeriod",
        section("Speicherdauer für einen Zweck.", { purpose: text("Zweck bzw. Daten."), period: text("Speicherdauer.") }),
      ),
    ),
  }),
  rights: textBlock("Ihre Rechte (Art. 15–20 DSGVO)."),
  objection: textBlock(
    "Widerspruchsrecht nach Art. 21 DSGVO; erscheint als eigener, hervorgehobener Kasten (Art. 21 Abs. 4 DSGVO: klar und getrennt von anderen Informationen).",
  ),
  provisionRequirement: section("Pflicht zur Bereitstellung der Daten (Art. 13 Abs. 2 lit. e DSGVO).", {
    heading: headingText("Überschrift."),
    text: text("Ob die Bereitstellung vorgeschrieben oder erforderlich ist und was geschieht, wenn Sie die Daten nicht bereitstellen."),
  }),
  automatedDecisions: section("Automatisierte Entscheidungsfindung (Art. 13 Abs. 2 lit. f DSGVO).", {
    heading: headingText("Überschrift."),
    text: text("Ob eine automatisierte Entscheidungsfindung einschließlich Profiling stattfindet."),
  }),
  complaint: section("Beschwerderecht.", {
    heading: headingText("Überschrift."),
    paragraphs: texts("Absätze."),
    authorityLabel: text("Beschriftung der zuständigen Behörde."),
  }),
  cookieSettings: section("Cookie-Einstellungen.", {
    heading: headingText("Überschrift."),
    text: text("Text."),
    buttonLabel: text("Text der Schaltfläche."),
  }),
  pdf: section("Hinweis auf das PDF.", {
    heading: headingText("Überschrift."),
    text: text("Text."),
    linkLabel: text("Linktext."),
  }),
}

const datenschutzChecks: CrossCheck[] = [
  (data) => {
    const sections = get(data, "sections")
    if (!Array.isArray(sections)) return []
    const seen = new Set<string>()
    return sections.flatMap((entry, index) => {
      const value = get(entry, "anchor")
      if (typeof value !== "string") return []
      if (seen.has(value)) {
        return [
          {
            path: ["sections", index, "anchor"],
            message: `"${value}" ist schon das Sprungziel eines anderen Abschnitts. Jedes Sprungziel darf nur einmal vorkommen.`,
          },
        ]
      }
      seen.add(value)
      return []
    })
  },
  requireModeText("analytics"),
  (data) => {
    const officer = get(data, "dataProtectionOfficer")
    if (officer === null || typeof officer !== "object") return []
    const given = ["contact", "noneAppointed"].filter((key) => get(officer, key) !== undefined)
    if (given.length === 1) return []
    return [
      {
        path: ["dataProtectionOfficer"],
        message:
          given.length === 0
            ? 'Es fehlt die Angabe zur oder zum Datenschutzbeauftragten. Tragen Sie entweder "contact:" (Name und E-Mail) ein oder "noneAppointed:" mit dem Grund, warum niemand benannt ist.'
            : 'Hier stehen "contact" und "noneAppointed" zugleich. Tragen Sie nur eines davon ein: den Kontakt, wenn jemand benannt ist, sonst den Grund, warum niemand benannt ist.',
      },
    ]
  },
]

const contactShape = {
  seo: sharedSeo,
  heading: headingText("Überschrift der Seite."),
  intro: text("Einleitung."),
  quickContact: graphqlName(
    "ContactQuick",
    section("Schnellkontakt.", {
      heading: headingText("Überschrift."),
      callLabel: text("Text der Anrufen-Schaltfläche."),
      callTooltip: text("Tooltip der Anrufen-Schaltfläche."),
      writeLabel: text("Text der E-Mail-Schaltfläche."),
      writeTooltip: text("Tooltip der E-Mail-Schaltfläche."),
    }),
  ),
  details: section("Kontaktdaten (Werte aus company/index.yaml).", {
    heading: headingText("Überschrift."),
    phoneLabel: text("Beschriftung Telefon."),
    emailLabel: text("Beschriftung E-Mail."),
    addressLabel: text("Beschriftung Anschrift."),
  }),
  hoursHeading: text("Überschrift der Bürozeiten."),
  responseNote: text("Hinweis zur Antwortzeit."),
  appointment: section("Terminbuchung.", {
    heading: headingText("Überschrift."),
    text: text("Text."),
    linkLabel: text("Linktext."),
  }),
  consulting: graphqlName("ContactBlock", section("Beratung.", { heading: headingText("Überschrift."), text: text("Text.") })),
}

/** The fixed headings the specification prescribes for the two error pages. */
const ERROR_HEADINGS = {
  "not-found": "Oops! Page not found",
  "server-error": "Unexpected Application Error!",
} as const

/** What each error page is, for editors (the CMS names the files by it). */
const ERROR_PAGE_TITLES = {
  "not-found": "Fehlerseite 404 („Seite nicht gefunden“)",
  "server-error": "Fehlerseite bei einem unerwarteten Anwendungsfehler",
} as const satisfies Record<keyof typeof ERROR_HEADINGS, string>

type ErrorKind = keyof typeof ERROR_HEADINGS
const errorKinds = Object.keys(ERROR_HEADINGS) as [ErrorKind, ...ErrorKind[]]
const isErrorKind = (value: unknown): value is ErrorKind => errorKinds.some((errorKind) => errorKind === value)

const errorsShape = {
  kind: oneOf(errorKinds, "Welche Fehlerseite diese Datei beschreibt. Nicht ändern."),
  seo,
  heading: headingText(
    `Überschrift; fest vorgegeben (${quoteList(Object.values(ERROR_HEADINGS), "bzw.")}) und automatisch geprüft, nicht ändern.`,
  ),
  text: text("Erklärender Text."),
  homeLinkLabel: text("Text des Links zur Startseite."),
}

const errorsChecks: CrossCheck[] = [
  (data) => {
    const pageKind = get(data, "kind")
    const heading = get(data, "heading")
    const expected = isErrorKind(pageKind) ? ERROR_HEADINGS[pageKind] : undefined
    return expected !== undefined && typeof heading === "string" && heading !== expected
      ? [
          {
            path: ["heading"],
            message: `"${heading}" ist nicht die vorgegebene Überschrift. Für kind "${pageKind}" lautet sie genau "${expected}".`,
          },
        ]
      : []
  },
]

const CONSENT_CATEGORY_KEYS = ["necessary", "analytics"] as const

const consentShape = {
  revision: wholeNumber("Um 1 erhöhen, wenn alle Besucher neu gefragt werden müssen (neue Dienste oder Zwecke).", 0, 1000),
  lifetimeDays: wholeNumber("Wie lange eine Auswahl gilt, in Tagen (1 bis 365).", 1, 365),
  banner: section("Texte des Cookie-Hinweises.", {
    ...textFields(
      [
        "regionLabel",
        "privacyLinkLabel",
        "imprintLinkLabel",
        "acceptAllLabel",
        "necessaryOnlyLabel",
        "closeLabel",
        "closeTooltip",
        "detailsShowLabel",
        "detailsHideLabel",
      ],
      "Text im Cookie-Hinweis.",
    ),
    heading: headingText("Überschrift des Cookie-Hinweises."),
    text: perLoadingMode(
      "Erklärender Absatz des Hinweises, einmal je Lademodus des Tag Managers (content/site/index.yaml, tagManager.loadingMode). Angezeigt wird der Text des eingestellten Modus; fehlt er, bricht der Build ab.",
      text("Erklärender Absatz für diesen Lademodus."),
    ),
  }),
  categories: list(
    "Kategorien; necessary und analytics müssen je einmal vorkommen.",
    graphqlName(
      "ConsentCategory",
      section("Eine Kategorie.", {
        key: oneOf(CONSENT_CATEGORY_KEYS, "Technischer Name der Kategorie. Nicht ändern."),
        title: headingText("Name der Kategorie; erscheint als Überschrift in den Details."),
        ...textFields(["description", "provider", "purpose", "cookies", "lifetime", "transfer", "status"], "Angabe zur Kategorie."),
      }),
    ),
    2,
  ),
  detailLabels: section(
    "Beschriftungen der Zeilen in den Details jeder Kategorie.",
    textFields(["provider", "purpose", "cookies", "lifetime", "transfer", "status"], "Beschriftung."),
  ),
  confirmation: section("Bestätigung nach der Auswahl.", {
    accepted: text("Nach „Alle akzeptieren“."),
    necessaryOnly: text("Nach „Nur notwendige“."),
  }),
}

const consentChecks: CrossCheck[] = [
  (data) => {
    const categories = get(data, "categories")
    if (!Array.isArray(categories)) return []
    const keys = categories.map((c) => get(c, "key"))
    const problems: { path: (string | number)[]; message: string }[] = []
    keys.forEach((key, index) => {
      if (typeof key === "string" && keys.indexOf(key) !== index) {
        problems.push({
          path: ["categories", index, "key"],
          message: `"${key}" kommt mehrfach vor. Jede Kategorie darf nur einmal vorkommen.`,
        })
      }
    })
    for (const required of CONSENT_CATEGORY_KEYS) {
      if (!keys.includes(required)) {
        problems.push({ path: ["categories"], message: `Die Kategorie mit key "${required}" fehlt. Sie darf nicht gelöscht werden.` })
      }
    }
    return problems
  },
  requireModeText("banner", "text"),
]

const inFolder = (folder: string) => (relativePath: string) => relativePath === `${folder}/index.yaml`

export const companyKind = kind(
  "company",
  "Unternehmensdaten (content/company/index.yaml)",
  "Unternehmensdaten: die einzige Datei mit Firmen-, Kontakt- und Registerangaben. Alle Werte sind Platzhalter und müssen vor dem Start durch die echten Angaben ersetzt werden. Nur die Werte ändern; Schlüssel nicht umbenennen oder löschen.",
  inFolder("company"),
  companyShape,
  companyChecks,
)
export const siteKind = kind(
  "site",
  "Website-Einstellungen (content/site/index.yaml)",
  "Website-weite Einstellungen: Adresse der Website, Sprache, Farbe, externe Links und Tag Manager. Schlüssel nicht umbenennen.",
  inFolder("site"),
  siteShape,
)
const layoutKind = (routes: readonly string[]) =>
  kind(
    "layout",
    "Texte auf jeder Seite (content/layout/index.yaml)",
    'Texte, die auf jeder Seite stehen: Sprunglink, Kopfnavigation, Fußbereich und Unterseiten-Navigation. Interne Links enden mit Schrägstrich ("/kontakt/"), Sprungziele der Startseite lauten "/#funktionen" usw. Schlüssel nicht umbenennen. Produktname, Firmenname und Gründungsjahr (Copyright-Hinweis im Fußbereich) setzt die Seite selbst aus content/company/index.yaml ein.',
    inFolder("layout"),
    layoutShape(routes),
  )
const homeKind = (routes: readonly string[]) =>
  kind(
    "home",
    "Startseite (content/home/index.yaml)",
    "Texte der Startseite (/): Hero, Funktionen, Ablauf, Zielgruppen, geplante Erweiterungen, Preis, Abschluss. Nur die Texte ändern; Schlüssel, Anzahl der Einträge und die Icon-Namen (siehe content/README.md) beibehalten. Der Produktname wird von der Seitenvorlage ergänzt – bitte nicht in seo.title schreiben. Aussagen und Zahlen nur laut Vorgabe (bis zu 70 % Zeitersparnis, 250–500 EUR zzgl. USt. pro Methode). Normen: in den Zielgruppen mit Ausgabe (DIN EN ISO 15189:2023, DIN EN ISO/IEC 17025:2018, DIN EN ISO/IEC 17020:2012), sonst kurz und einheitlich: ISO 15189, ISO/IEC 17025, ISO/IEC 17020.",
    inFolder("home"),
    homeShape(routes),
    homeChecks,
  )
const impressumKind = kind(
  "impressum",
  "Impressum (content/impressum/index.yaml)",
  "Texte der Seite /impressum/: Überschriften, Beschriftungen und feste Hinweise. Die eigentlichen Angaben (Name, Anschrift, Register, Bank …) kommen aus content/company/index.yaml. Schlüssel nicht umbenennen. Keinen Link zur EU-OS-Plattform einfügen (seit Juli 2025 abgeschaltet).",
  inFolder("impressum"),
  impressumShape,
)
const datenschutzKind = kind(
  "datenschutz",
  "Datenschutzerklärung (content/datenschutz/index.yaml)",
  "Texte der Seite /datenschutz/ (Datenschutzerklärung). Name und Anschrift des Verantwortlichen sowie die zuständige Aufsichtsbehörde kommen aus content/company/index.yaml. Schlüssel und anchor-Werte nicht umbenennen (andere Seiten verlinken darauf). Nach jeder inhaltlichen Änderung lastUpdated anpassen; bei neuen Diensten auch revision in content/consent/index.yaml erhöhen.",
  inFolder("datenschutz"),
  datenschutzShape,
  datenschutzChecks,
)
const contactKind = kind(
  "contact",
  "Kontaktseite (content/contact/index.yaml)",
  "Texte der Seite /kontakt/: Überschriften, Beschriftungen der Schaltflächen und Hinweise. Telefonnummer, E-Mail, Anschrift und Bürozeiten kommen aus content/company/index.yaml, der Link zur Terminbuchung aus content/site/index.yaml. Schlüssel nicht umbenennen.",
  inFolder("contact"),
  contactShape,
)
const errorsKind = kind(
  "errors",
  "Fehlerseite (content/errors/*.yaml)",
  "Texte einer Fehlerseite. kind und heading nicht ändern: heading ist fest vorgegeben und wird automatisch geprüft. Schlüssel nicht umbenennen.",
  (p) => /^errors\/[^/]+\.yaml$/.test(p),
  errorsShape,
  errorsChecks,
)
export const consentKind = kind(
  "consent",
  "Cookie-Hinweis und Einwilligung (content/consent/index.yaml)",
  "Texte des Cookie-Hinweises (Banner) und Einstellungen der Einwilligung. revision um 1 erhöhen, wenn alle Besucher neu gefragt werden müssen; lifetimeDays höchstens 365. Die Schaltflächen „Alle akzeptieren“ und „Nur notwendige“ nicht umbenennen; die Einträge in categories (key: necessary, analytics) nicht löschen oder umbenennen.",
  inFolder("consent"),
  consentShape,
  consentChecks,
)

/** Every content kind; `routes` are the pages internal links may point to (routesFromPages). */
export function contentKinds(routes: readonly string[]): ContentKind[] {
  return [companyKind, siteKind, layoutKind(routes), homeKind(routes), impressumKind, datenschutzKind, contactKind, errorsKind, consentKind]
}

/** What a page reads from a file (`placeholders` excluded), as zod's output types. */
export type Company = z.infer<typeof companyKind.content>
export type Site = z.infer<typeof siteKind.content>
export type Home = z.infer<ReturnType<typeof homeKind>["content"]>
export type Consent = z.infer<typeof consentKind.content>
export type Layout = z.infer<ReturnType<typeof layoutKind>["content"]>
export type Impressum = z.infer<typeof impressumKind.content>
export type Datenschutz = z.infer<typeof datenschutzKind.content>
export type Contact = z.infer<typeof contactKind.content>
export type ErrorPage = z.infer<typeof errorsKind.content>
/** When the tag manager loads: "advanced" = always (Consent Mode), "basic" = only after analytics consent. */
export type LoadingMode = Site["tagManager"]["loadingMode"]

/** Files every build needs (besides content/errors/, which needs one file per error page). */
export const REQUIRED_FILES = [
  "company/index.yaml",
  "site/index.yaml",
  "layout/index.yaml",
  "home/index.yaml",
  "impressum/index.yaml",
  "datenschutz/index.yaml",
  "contact/index.yaml",
  "consent/index.yaml",
] as const

export { errorKinds as ERROR_KINDS, ERROR_PAGE_TITLES }
