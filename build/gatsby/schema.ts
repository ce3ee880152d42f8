/**
 * The content model: one GraphQL type per folder under `content/`.
 *
 * gatsby-transformer-yaml names the node type of a single-object YAML file after
 * its parent folder (`content/home/index.yaml` → `HomeYaml`). Every type is
 * declared here with `@dontInfer`, so Gatsby never guesses a field from the
 * data: a missing required field (`!`) or a misspelt key fails `gatsby build`
 * with the field's name, and graphqlTypegen emits non-nullable TypeScript types.
 *
 * Docs: https://www.gatsbyjs.com/docs/reference/graphql-data-layer/schema-customization/
 */
import type { GatsbyNode } from "gatsby"

export const typeDefs = /* GraphQL */ `
  type PageSeo {
    title: String!
    description: String!
  }

  type Link {
    label: String!
    href: String!
  }

  type PostalAddress {
    street: String!
    postalCode: String!
    city: String!
    country: String!
  }

  type Phone {
    "Shown to people, e.g. +49 30 23125 456"
    display: String!
    "E.164 without spaces, used in tel: links, e.g. +493023125456"
    e164: String!
  }

  type OfficeHours {
    "e.g. Montag–Donnerstag"
    label: String!
    "schema.org day names (Monday …) for the structured data"
    days: [String!]!
    opens: String!
    closes: String!
  }

  type NamedAddress {
    name: String!
    address: PostalAddress!
  }

  type Authority {
    name: String!
    address: PostalAddress!
    url: String!
  }

  type BankAccount {
    bankName: String!
    iban: String!
    bic: String!
  }

  # content/company/index.yaml: the one file with all company data (placeholders until launch)
  type CompanyYaml implements Node @dontInfer {
    productName: String!
    companyName: String!
    legalForm: String!
    managingDirectors: [String!]!
    foundingYear: Int!
    address: PostalAddress!
    phone: Phone!
    email: String!
    officeHours: [OfficeHours!]!
    officeHoursNote: String!
    registerCourt: String!
    registerNumber: String!
    vatId: String!
    bankAccount: BankAccount!
    trademark: String!
    businessPurpose: String!
    memberships: [String!]!
    professionalRules: [String!]!
    supervisoryAuthority: Authority!
    dataProtectionAuthority: Authority!
    contentResponsible: NamedAddress!
  }

  type SiteTagManager {
    "GTM container id (GTM-…); leave empty for no tag manager"
    containerId: String
    "advanced | basic"
    loadingMode: String!
  }

  # content/site/index.yaml: site-wide settings
  type SiteYaml implements Node @dontInfer {
    siteUrl: String!
    language: String!
    locale: String!
    themeColor: String!
    bookingUrl: String!
    privacyPdfUrl: String!
    tagManager: SiteTagManager!
  }

  type LayoutNavigation {
    label: String!
    items: [Link!]!
    ctaLabel: String!
  }

  type LayoutFooter {
    tagline: String!
    navigationLabel: String!
    links: [Link!]!
    cookieSettingsLabel: String!
    copyrightFromYear: Int!
  }

  type LayoutSubpage {
    backLabel: String!
    homeLabel: String!
    contactLabel: String!
    breadcrumbLabel: String!
    newTabHint: String!
  }

  "The note on every page of a deploy preview (never on the live site)"
  type LayoutPreviewRibbon {
    label: String!
    text: String!
  }

  # content/layout/index.yaml: header, footer, navigation of every page
  type LayoutYaml implements Node @dontInfer {
    skipLinkLabel: String!
    "after clock times, e.g. Uhr (09:00–17:00 Uhr)"
    timeSuffix: String!
    homeLinkLabel: String!
    navigation: LayoutNavigation!
    footer: LayoutFooter!
    subpage: LayoutSubpage!
    previewRibbon: LayoutPreviewRibbon!
  }

  type HomeHero {
    eyebrow: String!
    heading: String!
    lead: String!
    ctaLabel: String!
    secondaryLabel: String!
    secondaryHref: String!
    claims: [String!]!
    illustrationLabel: String!
  }

  type HomeFeature {
    "one of the icon names listed in content/README.md"
    icon: String!
    title: String!
    text: String!
    points: [String!]!
  }

  type HomeFeatures {
    heading: String!
    intro: String!
    items: [HomeFeature!]!
  }

  type HomeStep {
    title: String!
    text: String!
  }

  type HomeSteps {
    heading: String!
    intro: String!
    items: [HomeStep!]!
  }

  type HomeAudience {
    title: String!
    standard: String!
    text: String!
    points: [String!]!
  }

  type HomeAudiences {
    heading: String!
    intro: String!
    items: [HomeAudience!]!
  }

  type HomeExtension {
    title: String!
    text: String!
  }

  type HomeExtensions {
    heading: String!
    intro: String!
    badge: String!
    items: [HomeExtension!]!
  }

  type HomePricing {
    lowPrice: Int!
    highPrice: Int!
    currency: String!
    description: String!
  }

  type HomeClosingCta {
    heading: String!
    text: String!
    buttonLabel: String!
    priceNote: String!
  }

  # content/home/index.yaml: the landing page
  type HomeYaml implements Node @dontInfer {
    seo: PageSeo!
    hero: HomeHero!
    features: HomeFeatures!
    steps: HomeSteps!
    audiences: HomeAudiences!
    extensions: HomeExtensions!
    pricing: HomePricing!
    closingCta: HomeClosingCta!
  }

  type ImpressumLabels {
    provider: String!
    legalForm: String!
    representedBy: String!
    contact: String!
    phone: String!
    email: String!
    officeHours: String!
    register: String!
    registerCourt: String!
    registerNumber: String!
    vatId: String!
    bankAccount: String!
    bankName: String!
    iban: String!
    bic: String!
    trademark: String!
    businessPurpose: String!
    memberships: String!
    professionalRules: String!
    supervisoryAuthority: String!
    contentResponsible: String!
    copyright: String!
    consumerDispute: String!
  }

  # content/impressum/index.yaml: legal notice (values come from content/company)
  type ImpressumYaml implements Node @dontInfer {
    seo: PageSeo!
    heading: String!
    intro: String!
    labels: ImpressumLabels!
    copyrightText: String!
    consumerDisputeText: String!
  }

  type TextSection {
    "fragment id for links to this section (lowercase, hyphens)"
    anchor: String!
    heading: String!
    paragraphs: [String!]!
    items: [String!]
  }

  type DatenschutzComplaint {
    heading: String!
    paragraphs: [String!]!
    authorityLabel: String!
  }

  type DatenschutzPdf {
    heading: String!
    text: String!
    linkLabel: String!
  }

  type DatenschutzCookieSettings {
    heading: String!
    text: String!
    buttonLabel: String!
  }

  type DatenschutzController {
    heading: String!
    text: String!
  }

  # content/datenschutz/index.yaml: privacy policy
  type DatenschutzYaml implements Node @dontInfer {
    seo: PageSeo!
    heading: String!
    intro: String!
    "ISO date, e.g. 2026-11-23"
    lastUpdated: String!
    "e.g. Stand:"
    lastUpdatedLabel: String!
    controller: DatenschutzController!
    sections: [TextSection!]!
    complaint: DatenschutzComplaint!
    cookieSettings: DatenschutzCookieSettings!
    pdf: DatenschutzPdf!
  }

  type ContactQuick {
    heading: String!
    callLabel: String!
    callTooltip: String!
    writeLabel: String!
    writeTooltip: String!
  }

  type ContactDetails {
    heading: String!
    phoneLabel: String!
    emailLabel: String!
    addressLabel: String!
  }

  type ContactBlock {
    heading: String!
    text: String!
  }

  type ContactAppointment {
    heading: String!
    text: String!
    linkLabel: String!
  }

  # content/contact/index.yaml: contact page
  type ContactYaml implements Node @dontInfer {
    seo: PageSeo!
    heading: String!
    intro: String!
    quickContact: ContactQuick!
    details: ContactDetails!
    hoursHeading: String!
    responseNote: String!
    appointment: ContactAppointment!
    consulting: ContactBlock!
  }

  # content/errors/*.yaml: the 404 page (kind: not-found) and the error page (kind: server-error)
  type ErrorsYaml implements Node @dontInfer {
    kind: String!
    seo: PageSeo!
    heading: String!
    text: String!
    homeLinkLabel: String!
  }

  type ConsentBanner {
    regionLabel: String!
    heading: String!
    text: String!
    privacyLinkLabel: String!
    imprintLinkLabel: String!
    acceptAllLabel: String!
    necessaryOnlyLabel: String!
    closeLabel: String!
    closeTooltip: String!
    detailsShowLabel: String!
    detailsHideLabel: String!
  }

  type ConsentCategory {
    "necessary | analytics"
    key: String!
    title: String!
    description: String!
    provider: String!
    purpose: String!
    cookies: String!
    lifetime: String!
    transfer: String!
    status: String!
  }

  "Labels of the rows in the banner's details (Anbieter, Zweck, …)"
  type ConsentDetailLabels {
    provider: String!
    purpose: String!
    cookies: String!
    lifetime: String!
    transfer: String!
    status: String!
  }

  type ConsentConfirmation {
    accepted: String!
    necessaryOnly: String!
  }

  # content/consent/index.yaml: cookie banner wording and consent settings
  type ConsentYaml implements Node @dontInfer {
    "raise by one when the banner must ask everybody again (new services, new purposes)"
    revision: Int!
    "how long a choice stays valid, in days (at most 365)"
    lifetimeDays: Int!
    banner: ConsentBanner!
    categories: [ConsentCategory!]!
    detailLabels: ConsentDetailLabels!
    confirmation: ConsentConfirmation!
  }
`

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs)
}
