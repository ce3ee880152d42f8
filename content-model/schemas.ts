/**
 * One zod schema per content file, the one definition of every field: the check, the CMS forms, the GraphQL types
 * and the page types all derive from it. Strict objects, so a misspelt key is an error.
 */
import { z } from "zod"

import * as format from "./formats.ts"
import { fields, kind, list, LOADING_MODES, type LoadingMode, pageSection, pageTop, section, pageSeo, when } from "./kind.ts"
import { CATEGORY_DETAILS, CONTENT_ICON_NAMES, RECIPIENT_DETAILS } from "./notation.ts"
import { EXCERPT_LIMITS as example, excerptProblems, exampleReportKind, excerptSchema } from "./report/report-schema.ts"

const { graphqlName, heading, metaText, optional, pageHeading, pageText, patterned, shortText, text } = format

/**
 * The longest copy the layout holds (e2e/geometry.ts), by file and field: characters (a token as written: `{product}` is
 * filled with a `productName` within its limit; a number for a section: each text in it), a list's `entries` and the
 * fields of each. e2e/launch-rehearsal.spec.ts builds the site with each at its limit.
 */
export const LIMITS = {
  company: { productName: 12 },
  layout: { navigation: { items: { entries: 4, label: 14 }, ctaLabel: 14, menuLabel: 14 } },
  home: { hero: { heading: 95, lead: 300, ctaLabel: 28, secondaryLabel: 28, claims: { entries: 5, text: 40 }, foundedNote: 100, example } },
  consent: {
    banner: {
      heading: 40,
      text: 240,
      acceptAllLabel: 20,
      necessaryOnlyLabel: 20,
      privacyLinkLabel: 24,
      imprintLinkLabel: 24,
      detailsShowLabel: 24,
      detailsHideLabel: 24,
    },
  },
}
const { hero: heroLimits } = LIMITS.home
const { banner: bannerLimits } = LIMITS.consent

function unique<K extends string>(entries: Record<K, string>[], path: string, key: K) {
  const values = entries.map((entry) => entry[key])
  return values.flatMap((value, index) =>
    when(values.indexOf(value) < index, [path, index, key], `"${value}" steht schon in einem Eintrag davor.`),
  )
}

const postalAddress = graphqlName("PostalAddress", {
  street: text,
  postalCode: patterned(/^\d{5}$/, 'ist keine Postleitzahl aus fünf Ziffern wie "10115".'),
  city: text,
  country: text,
  countryCode: patterned(/^[A-Z]{2}$/, 'ist kein Ländercode nach ISO 3166-1 wie "DE".'),
})

const company = {
  productName: shortText(LIMITS.company.productName, text),
  ...fields(text, "companyName legalForm"),
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
  // The site's one share image (gatsby/images/share-image.ts); the limits keep its text in it.
  shareImage: section({ title: shortText(70), line: shortText(120), alt: metaText }),
})

const link = (label = text) => graphqlName("Link", { label, href: format.internalLink })

const layoutKind = kind("layout", {
  ...fields(text, "skipLinkLabel timeSuffix homeLinkLabel"),
  navigation: section({
    label: text,
    items: list(link(shortText(LIMITS.layout.navigation.items.label, text))).max(LIMITS.layout.navigation.items.entries),
    ctaLabel: shortText(LIMITS.layout.navigation.ctaLabel, text),
    menuLabel: shortText(LIMITS.layout.navigation.menuLabel, text),
  }),
  footer: section({
    ...fields(text, "tagline navigationLabel"),
    links: list(link()),
    cookieSettingsLabel: text,
  }),
  subpage: section(fields(text, "backLabel homeLabel contactLabel breadcrumbLabel newTabHint")),
  previewRibbon: section({ label: text, text }),
})

const card = { title: pageHeading, text: pageText }

function headed<S extends z.ZodRawShape, E extends z.ZodRawShape = Record<never, never>>(item: S, extra?: E) {
  return section({ ...pageTop, ...(extra as E), items: list(section(item)) })
}

const homeKind = kind(
  "home",
  {
    seo: pageSeo,
    // Each standard's current edition(s), once: target groups and example report refer to it by name.
    // The edition is a designation (a pill on the target group's card); what qualifies it goes in the note, shown as text.
    standards: list(section({ name: text, edition: text, editionNote: optional(text) })),
    hero: section({
      heading: shortText(heroLimits.heading, pageHeading),
      lead: shortText(heroLimits.lead, pageText),
      ctaLabel: shortText(heroLimits.ctaLabel, text),
      secondaryLabel: shortText(heroLimits.secondaryLabel, text),
      secondaryHref: format.internalLink,
      claims: list(section({ text: shortText(heroLimits.claims.text, text), note: text })).max(heroLimits.claims.entries),
      ...fields(text, "notesHeading noteBackLabel"),
      foundedNote: patterned(
        new RegExp(`^(?=[\\s\\S]{0,${heroLimits.foundedNote}}$)[\\s\\S]*\\{year\\}`),
        `enthält kein {year}, an dessen Stelle das Gründungsjahr steht, oder ist länger als ${heroLimits.foundedNote} Zeichen.`,
      ),
      example: excerptSchema,
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
      ...excerptProblems(hero.example.results),
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
  seo: pageSeo,
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
    seo: pageSeo,
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
  seo: pageSeo,
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
  kind("errors", { seo: pageSeo, ...pageSection, homeLinkLabel: text }, undefined, `errors/${page}.yaml`)

const consentKind = kind(
  "consent",
  {
    revision: z.int().min(0).max(1000),
    lifetimeDays: z.int().min(1).max(365),
    banner: section({
      ...fields(text, "regionLabel closeLabel closeTooltip"),
      privacyLinkLabel: shortText(bannerLimits.privacyLinkLabel, text),
      imprintLinkLabel: shortText(bannerLimits.imprintLinkLabel, text),
      acceptAllLabel: shortText(bannerLimits.acceptAllLabel, text),
      necessaryOnlyLabel: shortText(bannerLimits.necessaryOnlyLabel, text),
      detailsShowLabel: shortText(bannerLimits.detailsShowLabel, text),
      detailsHideLabel: shortText(bannerLimits.detailsHideLabel, text),
      heading: shortText(bannerLimits.heading, heading),
      // What a visitor must know before choosing, short enough to leave the page visible on a phone; the rest in `details`.
      text: perLoadingMode(shortText(bannerLimits.text, text)),
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
  ],
)

export const contentKinds = [
  companyKind,
  siteKind,
  layoutKind,
  homeKind,
  impressumKind,
  datenschutzKind,
  contactKind,
  errorsKind("not-found"),
  errorsKind("server-error"),
  consentKind,
  exampleReportKind,
]

export type { LoadingMode }
export type Company = z.infer<typeof companyKind.pageSchema>
export type Site = z.infer<typeof siteKind.pageSchema>
export type Home = z.infer<typeof homeKind.pageSchema>
export type Consent = z.infer<typeof consentKind.pageSchema>
export type Layout = z.infer<typeof layoutKind.pageSchema>
export type Impressum = z.infer<typeof impressumKind.pageSchema>
export type Datenschutz = z.infer<typeof datenschutzKind.pageSchema>
export type Contact = z.infer<typeof contactKind.pageSchema>
export type ExampleReport = z.infer<typeof exampleReportKind.pageSchema>
export type ErrorPage = z.infer<ReturnType<typeof errorsKind>["pageSchema"]>
