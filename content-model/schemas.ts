/**
 * One zod schema per content file, the one definition of every field: the check, the CMS forms, the GraphQL types
 * and the page types all derive from it. Strict objects, so a misspelt key is an error.
 */
import { z } from "zod"

import * as format from "./formats.ts"
import { CATEGORY_DETAILS, CONTENT_ICON_NAMES, CRITERION_OPERATORS, RECIPIENT_DETAILS } from "./notation.ts"

const { graphqlName, heading, metaText, optional, pageHeading, pageText, patterned, text } = format

export type Finding = { path: PropertyKey[]; message: string }

/** When the tag manager loads: "advanced" always (Consent Mode), "basic" after consent. */
export const LOADING_MODES = ["advanced", "basic"] as const
export type LoadingMode = (typeof LOADING_MODES)[number]

const section = z.strictObject

const list = <T extends z.ZodType>(item: T, min = 1) => z.array(item).min(min)

type Words<S extends string> = S extends `${infer Word} ${infer Rest}` ? Word | Words<Rest> : S

/** The same schema under several keys, named in one string (`fields(text, "lead ctaLabel")`) or a list the views share. */
function fields<T extends z.ZodType, S extends string>(schema: T, keys: S | readonly S[]) {
  return Object.fromEntries((typeof keys === "string" ? keys.split(" ") : keys).map((key) => [key, schema])) as Record<Words<S>, T>
}

function when(failed: boolean, path: PropertyKey[], message: string): Finding[] {
  return failed ? [{ path, message }] : []
}

function unique<K extends string>(entries: Record<K, string>[], path: string, key: K) {
  const values = entries.map((entry) => entry[key])
  return values.flatMap((value, index) =>
    when(values.indexOf(value) < index, [path, index, key], `"${value}" steht schon in einem Eintrag davor.`),
  )
}

/** Every dotted field path (`address`, `address.street` …), not into lists. */
function fieldPaths(shape: z.ZodRawShape, prefix = ""): string[] {
  return Object.entries(shape).flatMap(([key, value]) => {
    const { inner } = format.unwrap(value as z.ZodType)
    const nested = inner instanceof z.ZodObject ? fieldPaths(inner.shape, `${prefix}${key}.`) : []
    return [`${prefix}${key}`, ...nested]
  })
}

/** What a file's rule may ask of the other files: the configured loading mode, the company's VAT rule for its prices. */
export type RuleContext = { mode?: LoadingMode; pricesIncludeVat?: boolean }

/**
 * A content file: `fileSchema` is the whole file as written, its fields and `placeholders:` (the fields that still
 * hold sample data, launch-guard.ts), which the check and the CMS read; `pageSchema` what the pages get, the fields
 * alone. Its `rule` checks what no single field can tell.
 */
function kind<S extends z.ZodRawShape>(
  name: string,
  shape: S,
  rule: (data: z.output<z.ZodObject<S>>, context: RuleContext) => Finding[] = () => [],
  file = `${name}/index.yaml`,
) {
  const placeholders = optional(z.array(z.enum(fieldPaths(shape) as [string])))
  return {
    name,
    file,
    fileSchema: z.strictObject({ placeholders, ...shape }),
    pageSchema: z.strictObject(shape),
    rule: rule as (data: unknown, context: RuleContext) => Finding[],
  }
}

/** The error pages: never indexed, no share image of their own. */
const pageSeo = graphqlName("PageSeo", { title: metaText, description: metaText })

/** The limits keep the text in the share image (gatsby/images/share-image.ts). */
const sharedSeo = graphqlName("SharedPageSeo", {
  title: format.shortText(70),
  description: metaText,
  shareImage: section({ line: format.shortText(120), alt: metaText }),
})

const postalAddress = graphqlName("PostalAddress", {
  street: text,
  postalCode: patterned(/^\d{5}$/, 'ist keine Postleitzahl aus fünf Ziffern wie "10115".'),
  city: text,
  country: text,
  countryCode: patterned(/^[A-Z]{2}$/, 'ist kein Ländercode nach ISO 3166-1 wie "DE".'),
})

const company = {
  ...fields(text, "productName companyName legalForm"),
  managingDirectors: list(text),
  foundingYear: z.int().min(1900).max(2100),
  address: postalAddress,
  phone: section({
    display: patterned(
      /^(?:\+[1-9]\d{0,2} ?(?:\(0\) ?)?|\(?0\d{1,5}\)?[ /-]?)\d[\d /-]{2,14}\d$/,
      'ist keine Telefonnummer wie "+49 30 1234567" oder "030 1234567".',
    ),
    e164: patterned(/^\+[1-9]\d{6,14}$/, 'ist keine Nummer im Format E.164 wie "+49301234567".'),
  }),
  email: format.email,
  officeHours: list(
    section({
      label: text,
      days: list(z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])),
      opens: format.clockTime,
      closes: format.clockTime,
    }),
  ),
  officeHoursNote: text,
  pricing: section({
    lowPrice: z.int().min(1).max(1_000_000),
    highPrice: z.int().min(1).max(1_000_000),
    currency: z.enum(["EUR"]),
    valueAddedTaxIncluded: z.boolean(),
    description: text,
  }),
  registerCourt: text,
  registerNumber: patterned(/^(?:HRA|HRB|GnR|PR|VR) \d{1,6}(?: [A-Z]{1,3})?$/, 'ist keine Registernummer wie "HRB 123456 B".'),
  vatId: patterned(/^DE\d{9}$/, 'ist keine USt-IdNr. wie "DE123456789" (ohne Leerzeichen).'),
  // The Wirtschafts-Identifikationsnummer (§ 139c AO), once the BZSt has issued one: the Impressum names it then.
  businessId: optional(patterned(/^DE\d{9}-\d{5}$/, 'ist keine Wirtschafts-Identifikationsnummer wie "DE123456789-00001".')),
  bankAccount: section({
    bankName: text,
    iban: patterned(
      /^[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,3})?$/,
      'ist keine IBAN wie "DE12 3456 7890 1234 5678 90" (gern in Vierergruppen).',
    ),
    bic: patterned(/^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/, 'ist kein BIC wie "COBADEFFXXX" (8 oder 11 Zeichen).'),
  }),
  trademark: text,
  businessPurpose: text,
  memberships: list(text),
  professionalRules: list(text),
  // Only if the activity needs an official licence (docs/requirements.md#supervisory-authority).
  supervisoryAuthority: optional(section({ name: text, licence: text, address: postalAddress, url: format.httpsUrl })),
  dataProtectionAuthority: section({ name: text, address: postalAddress, url: format.httpsUrl }),
  contentResponsible: section({ name: text, address: postalAddress }),
}

const companyKind = kind("company", company, ({ phone, officeHours, pricing }) => {
  const digits = phone.display.replace(/\(0\)/g, "").replace(/[^\d+]/g, "")
  const e164 = digits.replace(/^0/, "+49")
  return [
    ...when(e164 !== phone.e164, ["phone", "e164"], `Das ist nicht die Nummer aus phone.display ("${e164}").`),
    ...officeHours.flatMap(({ opens, closes }, index) =>
      when(opens >= closes, ["officeHours", index, "closes"], `"${closes}" liegt nicht nach dem Beginn "${opens}".`),
    ),
    ...when(pricing.lowPrice > pricing.highPrice, ["pricing", "highPrice"], "highPrice ist kleiner als lowPrice."),
  ]
})

const siteKind = kind("site", {
  siteUrl: format.siteAddress,
  locale: patterned(/^[a-z]{2}_[A-Z]{2}$/, 'ist keine Locale wie "de_DE".'),
  themeColor: patterned(/^#[0-9a-fA-F]{6}$/, 'ist keine Farbe wie "#0b4f6c".'),
  bookingUrl: format.httpsUrl,
  privacyPdfUrl: format.httpsUrl,
  cmsRepository: patterned(
    /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\/[A-Za-z0-9._-]+$/,
    'ist kein GitHub-Repository wie "muster-gmbh/website".',
  ),
  tagManager: section({
    containerId: optional(patterned(/^(?:GTM-[A-Z0-9]{4,10})?$/, 'ist keine Container-ID wie "GTM-ABC1234" ("" für keine).')),
    loadingMode: z.enum(LOADING_MODES),
  }),
})

const layoutKind = (routes: readonly string[]) => {
  const link = graphqlName("Link", { label: text, href: format.internalLink(routes) })
  return kind("layout", {
    ...fields(text, "skipLinkLabel timeSuffix homeLinkLabel"),
    navigation: section({
      label: text,
      items: list(link),
      ...fields(text, "ctaLabel menuLabel"),
    }),
    footer: section({
      ...fields(text, "tagline navigationLabel"),
      links: list(link),
      cookieSettingsLabel: text,
    }),
    subpage: section(fields(text, "backLabel homeLabel contactLabel breadcrumbLabel newTabHint")),
    previewRibbon: section({ label: text, text }),
  })
}

/** A page's heading and introduction, or a section's. */
const pageTop = { heading: pageHeading, intro: pageText }

/** A section of a page with a heading and a paragraph; a card with a title and a paragraph. */
const pageSection = { heading: pageHeading, text: pageText }
const card = { title: pageHeading, text: pageText }

function headed<S extends z.ZodRawShape, E extends z.ZodRawShape = Record<never, never>>(item: S, extra?: E) {
  return section({ ...pageTop, ...(extra as E), items: list(section(item)) })
}

/** Keys of the example report's results (content-model/report/report.ts computes each); the report's criteria and the hero's excerpt name them. */
export const REPORT_RESULTS = ["cvR", "cvWL", "biasPercent", "expandedUncertainty", "linearity", "limitOfQuantitation"] as const
/** The results computed per level of the precision study; the others once. */
const PER_LEVEL: readonly string[] = REPORT_RESULTS.slice(0, 4)

/**
 * The hero's excerpt of the example report: which results it shows (`result`, with `level` for one per control
 * material) under the editors' short labels; values, criteria, sources and verdicts come computed from
 * content/example-report (content-model/report/report.ts), so the excerpt cannot contradict the report.
 */
const example = section({
  marker: text,
  title: heading,
  note: text,
  method: list(section({ label: heading, value: text })),
  // The edition comes from `standards`, by name.
  standard: section({ label: text, name: text }),
  columns: section(fields(heading, "parameter result criterion verdict")),
  // Note hyphenated like the label: the table's cells are narrow on a phone.
  results: list(
    section({ result: z.enum(REPORT_RESULTS), level: optional(z.int().min(1).max(10)), label: heading, note: optional(heading) }),
  ),
  verdicts: section({ pass: text, fail: text }),
  overall: section({ label: text, pass: text, fail: text }),
  linearity: section({ label: text }),
  reportLinkLabel: text,
})

const homeKind = (routes: readonly string[]) =>
  kind(
    "home",
    {
      seo: sharedSeo,
      // Each standard's current edition(s), once: target groups and example report refer to it by name.
      // The edition is a designation (a pill on the target group's card); what qualifies it goes in the note, shown as text.
      standards: list(section({ name: text, edition: text, editionNote: optional(text) })),
      hero: section({
        heading: pageHeading,
        lead: pageText,
        ...fields(text, "ctaLabel secondaryLabel"),
        secondaryHref: format.internalLink(routes),
        claims: list(section({ text, note: text })),
        ...fields(text, "notesHeading noteBackLabel"),
        foundedNote: patterned(/\{year\}/, "enthält kein {year}, an dessen Stelle das Gründungsjahr steht."),
        example,
      }),
      features: headed({ icon: z.enum(CONTENT_ICON_NAMES), ...card, points: list(pageText) }),
      steps: headed(card),
      audiences: headed({ ...card, standard: text, points: list(pageText) }),
      extensions: headed(card, { badge: text }),
      closingCta: section({ ...pageSection, ...fields(text, "buttonLabel priceNote") }),
    },
    (home, { pricesIncludeVat }) => {
      const { standards, hero, audiences, closingCta } = home
      const names = standards.map((standard) => standard.name)
      const refersToStandard = (name: string, path: PropertyKey[]) =>
        when(!names.includes(name), path, `"${name}" steht nicht unter standards; erlaubt: ${format.quoteList(names, "disjunction")}.`)
      // The visible note and the structured data must agree on VAT.
      const net = /zzgl\.?\s*(?:USt|MwSt)/i.test(closingCta.priceNote)
      return [
        ...hero.example.results.flatMap(({ result, level }, index) =>
          when(
            PER_LEVEL.includes(result) && level === undefined,
            ["hero", "example", "results", index, "level"],
            `"${result}" gibt es je Kontrollmaterial des Beispielberichts: Tragen Sie dessen Nummer ein (1, 2 …).`,
          ),
        ),
        ...audiences.items.flatMap((item, index) => refersToStandard(item.standard, ["audiences", "items", index, "standard"])),
        ...refersToStandard(hero.example.standard.name, ["hero", "example", "standard", "name"]),
        // One way of writing an edition: the standard's name with its year, a German one with its month, as on its title page.
        ...standards.flatMap(({ name, edition }, index) => [
          ...when(
            !new RegExp(`${name.replace("/", "\\/")}:\\d{4}`).test(edition),
            ["standards", index, "edition"],
            `Die Ausgabe nennt die Norm mit ihrem Jahr, z. B. „${name}:2017“.`,
          ),
          ...when(
            /DIN EN [^:]*:\d{4}(?!-\d\d)/.test(edition),
            ["standards", index, "edition"],
            "Eine DIN-EN-Ausgabe steht mit Monat, z. B. „DIN EN ISO/IEC 17025:2018-03“.",
          ),
          ...when(
            /[(),;]/.test(edition),
            ["standards", index, "edition"],
            "Hier steht nur die Bezeichnung der Ausgabe; Erläuterungen wie eine Übergangsfrist gehören in „Hinweis zur Ausgabe“.",
          ),
        ]),
        ...when(
          pricesIncludeVat === net,
          ["closingCta", "priceNote"],
          `Nur ein Nettopreis (content/company/index.yaml, pricing.valueAddedTaxIncluded: false) hat „zzgl. USt.“ im Hinweis, und umgekehrt.`,
        ),
      ]
    },
  )

const impressumKind = kind("impressum", {
  seo: sharedSeo,
  ...pageTop,
  labels: section({
    ...fields(heading, "provider legalForm representedBy contact phone email officeHours"),
    ...fields(heading, "register registerCourt registerNumber vatId businessId bankAccount bankName iban bic"),
    ...fields(heading, "trademark businessPurpose memberships professionalRules supervisoryAuthority licence"),
    ...fields(heading, "contentResponsible copyright consumerDispute"),
  }),
  ...fields(pageText, "noLicenceText copyrightText consumerDisputeText"),
})

/** One entry per loading mode; the check asks for the configured one. */
const perLoadingMode = <T extends z.ZodType>(entry: T) => section({ advanced: optional(entry), basic: optional(entry) })

function modeText(texts: Partial<Record<LoadingMode, unknown>>, path: string[], mode?: LoadingMode) {
  return when(
    mode !== undefined && texts[mode] === undefined,
    [...path, mode ?? ""],
    `Der Text für den Lademodus "${mode}" fehlt; content/site/index.yaml stellt ihn ein (tagManager.loadingMode).`,
  )
}

const textBlock = { heading: pageHeading, paragraphs: list(pageText), items: optional(list(pageText)) }

const datenschutzKind = kind(
  "datenschutz",
  {
    seo: sharedSeo,
    ...pageTop,
    lastUpdated: format.isoDate,
    lastUpdatedLabel: text,
    contentsLabel: text,
    controller: section(pageSection),
    dataProtectionOfficer: section({
      heading: pageHeading,
      contact: optional(section({ name: text, email: format.email })),
      noneAppointed: optional(text),
    }),
    sections: list(
      section({
        anchor: patterned(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'ist kein Sprungziel aus Kleinbuchstaben, Ziffern und "-".'),
        ...textBlock,
      }),
    ),
    // `record`: what the consent record holds, a phrase per field of what saveConsent stores (src/consent/consent-policy.ts).
    cookies: section({
      heading: pageHeading,
      paragraphs: list(pageText),
      record: section(fields(pageText, "analytics necessary revision updatedAt")),
    }),
    analytics: perLoadingMode(graphqlName("AnalyticsText", textBlock)),
    recipients: headed(
      {
        name: heading,
        ...fields(text, RECIPIENT_DETAILS),
        loadingMode: optional(z.enum(LOADING_MODES)),
      },
      { labels: section(fields(text, RECIPIENT_DETAILS)) },
    ),
    storagePeriods: headed({ purpose: text, period: text }),
    rights: section(textBlock),
    objection: section(textBlock),
    provisionRequirement: section(pageSection),
    automatedDecisions: section(pageSection),
    complaint: section({ heading: pageHeading, paragraphs: list(pageText), authorityLabel: text }),
    cookieSettings: section({ ...pageSection, buttonLabel: text }),
    pdf: section({ ...pageSection, linkLabel: text }),
  },
  ({ sections, analytics, dataProtectionOfficer: officer }, { mode }) => [
    ...unique(sections, "sections", "anchor"),
    ...modeText(analytics, ["analytics"], mode),
    ...when(
      !officer.contact === !officer.noneAppointed,
      ["dataProtectionOfficer"],
      'Tragen Sie genau eines ein: "contact" (Name und E-Mail) oder "noneAppointed" (warum niemand benannt ist).',
    ),
  ],
)

const contactKind = kind("contact", {
  seo: sharedSeo,
  ...pageTop,
  quickContact: section({
    heading: pageHeading,
    ...fields(text, "callLabel callTooltip writeLabel writeTooltip"),
  }),
  details: section({
    heading: pageHeading,
    ...fields(text, "phoneLabel emailLabel addressLabel"),
  }),
  hoursHeading: pageHeading,
  responseNote: text,
  appointment: section({ ...pageSection, linkLabel: text }),
  consulting: section(pageSection),
})

const errorsKind = (page: "not-found" | "server-error") =>
  kind(
    "errors",
    {
      seo: pageSeo,
      heading: pageHeading,
      text: pageText,
      homeLinkLabel: text,
    },
    undefined,
    `errors/${page}.yaml`,
  )

/** The banner's paragraph at most: with it the banner takes at most 60 % of a 320×568 phone's screen (e2e/layout.spec.ts). */
const BANNER_TEXT_MAX = 240

const consentKind = kind(
  "consent",
  {
    revision: z.int().min(0).max(1000),
    lifetimeDays: z.int().min(1).max(365),
    banner: section({
      ...fields(text, "regionLabel privacyLinkLabel imprintLinkLabel"),
      ...fields(text, "acceptAllLabel necessaryOnlyLabel closeLabel closeTooltip"),
      ...fields(text, "detailsShowLabel detailsHideLabel"),
      heading,
      // What a visitor must know before choosing, short enough to leave the page visible on a phone; the rest in `details`.
      text: perLoadingMode(text),
      details: perLoadingMode(text),
    }),
    // Two keys, each once: both categories are there.
    categories: list(
      section({
        key: z.enum(["necessary", "analytics"]),
        title: heading,
        description: text,
        ...fields(text, CATEGORY_DETAILS),
      }),
      2,
    ),
    detailLabels: section(fields(text, CATEGORY_DETAILS)),
    confirmation: section({ accepted: text, necessaryOnly: text }),
  },
  ({ categories, banner }, { mode }) => [
    ...unique(categories, "categories", "key"),
    ...modeText(banner.text, ["banner", "text"], mode),
    ...modeText(banner.details, ["banner", "details"], mode),
    ...LOADING_MODES.flatMap((key) =>
      when(
        (banner.text[key]?.length ?? 0) > BANNER_TEXT_MAX,
        ["banner", "text", key],
        `Der Absatz hat ${banner.text[key]?.length} Zeichen, höchstens ${BANNER_TEXT_MAX}: Der Hinweis darf auf dem Smartphone nicht die Seite verdecken. Erklärungen gehören in „Details“.`,
      ),
    ),
  ],
)

const REPORT_LABELS =
  "level day replicate mean dayMean target targetUncertainty nominal results deviation sR sB sWL cvR cvWL biasUnits biasPercent uRw uBias uc expanded expandedRelative slope intercept rSquared characteristic value criterion source verdict rawData figures chartText"

const measured = z.number()
/** A day's or a concentration's measured values; none at all is refused with what the design asks for. */
const replicates = z
  .array(measured)
  .min(1, { error: "Hier fehlen die Messwerte: so viele, wie der Versuchsplan Wiederholungen vorsieht (replicates)." })
const count = (max: number) => z.int().min(1).max(max)
const study = { heading: pageHeading, guideline: text, design: pageText }

const exampleReportKind = kind(
  "example-report",
  {
    seo: sharedSeo,
    notice: text,
    ...pageTop,
    header: section({ heading: pageHeading, items: list(section({ label: heading, value: text })) }),
    scope: section(pageSection),
    unit: text,
    precision: section({
      ...study,
      ...fields(count(31), "days replicates"),
      levels: list(
        section({ name: heading, target: z.number().positive(), targetUncertainty: z.number().min(0), results: list(replicates) }),
        2,
      ),
      chartLabel: text,
    }),
    linearity: section({
      ...study,
      levels: count(20),
      replicates: count(10),
      samples: list(section({ nominal: z.number().min(0), results: replicates }), 3),
      chartLabel: text,
    }),
    limitOfQuantitation: section({ ...study, ...fields(count(31), "days replicates"), results: list(replicates) }),
    criteria: section({
      heading: pageHeading,
      items: list(
        section({
          result: z.enum(REPORT_RESULTS),
          label: heading,
          appliesTo: text,
          operator: z.enum(CRITERION_OPERATORS),
          limit: z.number(),
          source: text,
        }),
      ),
    }),
    labels: section(fields(text, REPORT_LABELS)),
    verdicts: section({ pass: text, fail: text }),
    overall: section({ heading: pageHeading, pass: text, fail: text }),
    pdf: section({
      linkLabel: patterned(/\{size\}/, "enthält kein {size}, an dessen Stelle die Dateigröße des PDFs steht."),
      pageNumber: patterned(/\{page\}[\s\S]*\{pages\}/, "enthält nicht {page} und danach {pages}, die Seitenzahl und die Zahl der Seiten."),
    }),
    approval: section({
      heading: pageHeading,
      note: text,
      entries: list(section({ role: text, name: text, date: text }), 3),
    }),
  },
  ({ precision, linearity, limitOfQuantitation: loq, criteria }) => {
    const days = (results: number[][], design: { days: number; replicates: number }, path: PropertyKey[]) => [
      ...when(
        results.length < design.days,
        path,
        `Hier stehen ${results.length} Tage; der Versuchsplan verlangt ${design.days} Tage (days) mit je ${design.replicates} Wiederholungen.`,
      ),
      ...results.flatMap((day, index) =>
        when(
          day.length !== design.replicates,
          [...path, index],
          `Tag ${index + 1} hat ${day.length} Wiederholungen; der Versuchsplan verlangt ${design.replicates} (replicates), an jedem Tag gleich viele.`,
        ),
      ),
    ]
    const nominal = linearity.samples.map((sample) => sample.nominal)
    const named = new Set(criteria.items.map((item) => item.result))
    return [
      ...precision.levels.flatMap((level, index) => days(level.results, precision, ["precision", "levels", index, "results"])),
      ...days(loq.results, loq, ["limitOfQuantitation", "results"]),
      ...when(
        linearity.samples.length < linearity.levels,
        ["linearity", "samples"],
        `Hier stehen ${linearity.samples.length} Konzentrationen; der Versuchsplan verlangt ${linearity.levels} (levels).`,
      ),
      ...linearity.samples.flatMap((sample, index) => [
        ...when(
          sample.results.length !== linearity.replicates,
          ["linearity", "samples", index, "results"],
          `Diese Konzentration hat ${sample.results.length} Messwerte; der Versuchsplan verlangt ${linearity.replicates} Wiederholungen (replicates).`,
        ),
        ...when(
          index > 0 && sample.nominal <= nominal[index - 1]!,
          ["linearity", "samples", index, "nominal"],
          "Die Sollwerte müssen von Konzentration zu Konzentration steigen.",
        ),
      ]),
      ...REPORT_RESULTS.flatMap((result) =>
        when(!named.has(result), ["criteria", "items"], `Für das Ergebnis "${result}" fehlt ein Akzeptanzkriterium (result: ${result}).`),
      ),
      ...criteria.items.flatMap(({ result }, index) =>
        when(
          criteria.items.findIndex((item) => item.result === result) < index,
          ["criteria", "items", index, "result"],
          `Für "${result}" steht schon ein Kriterium davor; jedes Ergebnis hat genau eines.`,
        ),
      ),
    ]
  },
)

export function contentKinds(routes: readonly string[]) {
  return [
    companyKind,
    siteKind,
    layoutKind(routes),
    homeKind(routes),
    impressumKind,
    datenschutzKind,
    contactKind,
    errorsKind("not-found"),
    errorsKind("server-error"),
    consentKind,
    exampleReportKind,
  ]
}

export type Company = z.infer<typeof companyKind.pageSchema>
export type Site = z.infer<typeof siteKind.pageSchema>
export type Home = z.infer<ReturnType<typeof homeKind>["pageSchema"]>
export type Consent = z.infer<typeof consentKind.pageSchema>
export type Layout = z.infer<ReturnType<typeof layoutKind>["pageSchema"]>
export type Impressum = z.infer<typeof impressumKind.pageSchema>
export type Datenschutz = z.infer<typeof datenschutzKind.pageSchema>
export type Contact = z.infer<typeof contactKind.pageSchema>
export type ExampleReport = z.infer<typeof exampleReportKind.pageSchema>
export type ErrorPage = z.infer<ReturnType<typeof errorsKind>["pageSchema"]>
