import { graphql } from "gatsby"

import { RECIPIENT_DETAILS } from "../../../content-model/notation"

import { PostalAddress } from "../../components/Address/Address"
import { ExternalLink } from "../../components/ExternalLink/ExternalLink"
import { Layout } from "../../components/Layout/Layout"
import { Prerendered } from "../../components/Prerendered/Prerendered"
import type { LayoutData } from "../../components/Layout/layout-data"
import { PhoneLink } from "../../components/PhoneLink/PhoneLink"
import { Passages } from "../../components/Passages/Passages"
import { Definitions, TextPage, TextSection } from "../../components/TextPage/TextPage"
import * as page from "../../components/TextPage/TextPage.module.css"
import { CookieSettingsButton } from "../../consent"
import * as styles from "./DatenschutzView.module.css"

/** Exported because Gatsby's query compiler takes fragments only from exports. @public */
export const datenschutzViewFragments = graphql`
  fragment DatenschutzView on DatenschutzYaml {
    heading
    intro
    lastUpdated
    lastUpdatedLabel
    contentsLabel
    controller {
      heading
      text
    }
    dataProtectionOfficer {
      heading
      contact {
        name
        email
      }
      noneAppointed
    }
    sections {
      anchor
      heading
      paragraphs
      items
    }
    cookies {
      heading
      paragraphs
      record {
        analytics
        necessary
        revision
        updatedAt
      }
    }
    analytics {
      advanced {
        ...DatenschutzTextBlock
      }
      basic {
        ...DatenschutzTextBlock
      }
    }
    recipients {
      heading
      intro
      labels {
        address
        role
        purpose
        legalBasis
        transfer
        retention
      }
      items {
        name
        address
        role
        purpose
        legalBasis
        transfer
        retention
        loadingMode
      }
    }
    storagePeriods {
      heading
      intro
      items {
        purpose
        period
      }
    }
    rights {
      heading
      paragraphs
      items
    }
    objection {
      heading
      paragraphs
      items
    }
    provisionRequirement {
      heading
      text
    }
    automatedDecisions {
      heading
      text
    }
    complaint {
      heading
      paragraphs
      authorityLabel
    }
    cookieSettings {
      heading
      text
      buttonLabel
    }
    pdf {
      heading
      text
      linkLabel
    }
  }

  fragment DatenschutzTextBlock on AnalyticsText {
    heading
    paragraphs
    items
  }
`

const MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"]

/** Privacy policy with the information Art. 13 GDPR requires; the right to object as its own highlighted block (Art. 21(4)). */
export function DatenschutzView({ privacy, layoutData }: { privacy: Queries.DatenschutzViewFragment; layoutData: LayoutData }) {
  // The tag manager's loading mode picks the analytics text and the recipients that apply.
  const { loadingMode, company, site } = layoutData
  const { subpage } = layoutData.layout
  const dpa = company.dataProtectionAuthority
  const officer = privacy.dataProtectionOfficer
  // The content check refuses a build without the configured mode's text.
  const analytics = privacy.analytics[loadingMode]!
  const recipients = privacy.recipients.items.filter((recipient) => recipient.loadingMode == null || recipient.loadingMode === loadingMode)
  // "23. November 2026", spelt out rather than through Intl.DateTimeFormat, whose first use loads the locale's data: about
  // 100 ms of hydration on a slow phone. The schema has checked the date (YYYY-MM-DD).
  const [year, month, day] = privacy.lastUpdated.split("-").map(Number)
  // The sections below in their order, for the contents list (a test checks that it lists every section).
  const contents: ReadonlyArray<readonly [string, string]> = [
    ["verantwortlicher", privacy.controller.heading],
    ["datenschutzbeauftragter", officer.heading],
    ...privacy.sections.map((section) => [section.anchor, section.heading] as const),
    ["cookies", privacy.cookies.heading],
    ["analyse", analytics.heading],
    ["empfaenger", privacy.recipients.heading],
    ["speicherdauer", privacy.storagePeriods.heading],
    ["rechte", privacy.rights.heading],
    ["widerspruch", privacy.objection.heading],
    ["bereitstellung", privacy.provisionRequirement.heading],
    ["automatisierte-entscheidungen", privacy.automatedDecisions.heading],
    ["beschwerde", privacy.complaint.heading],
    ["cookie-einstellungen", privacy.cookieSettings.heading],
    ["pdf", privacy.pdf.heading],
  ]
  return (
    <Layout data={layoutData}>
      <TextPage heading={privacy.heading} intro={privacy.intro} subpageNav={subpage}>
        <Prerendered>
          <p className={page.muted}>
            {privacy.lastUpdatedLabel} <time dateTime={privacy.lastUpdated}>{`${day}. ${MONTHS[month! - 1]} ${year}`}</time>
          </p>

          <nav aria-labelledby="inhalt-heading" className={styles.contents}>
            <h2 id="inhalt-heading">{privacy.contentsLabel}</h2>
            <ol>
              {contents.map(([id, heading]) => (
                <li key={id}>
                  <a href={`#${id}`}>
                    <Passages text={heading} />
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          <TextSection id="verantwortlicher" {...privacy.controller}>
            <PostalAddress
              name={company.companyName}
              address={company.address}
              lines={[<a href={`mailto:${company.email}`}>{company.email}</a>, <PhoneLink phone={company.phone} />]}
            />
          </TextSection>

          <TextSection id="datenschutzbeauftragter" heading={officer.heading}>
            {officer.contact ? (
              <p>
                {officer.contact.name}
                <br />
                <a href={`mailto:${officer.contact.email}`}>{officer.contact.email}</a>
              </p>
            ) : (
              <p>{officer.noneAppointed}</p>
            )}
          </TextSection>

          {privacy.sections.map((section) => (
            <TextSection key={section.anchor} id={section.anchor} {...section} />
          ))}

          {/* What the consent record holds, a phrase per field (a test compares them with what saveConsent stores). */}
          <TextSection id="cookies" {...privacy.cookies} items={Object.values(privacy.cookies.record)} />

          <TextSection id="analyse" {...analytics} />

          <TextSection id="empfaenger" heading={privacy.recipients.heading} text={privacy.recipients.intro}>
            {recipients.map((recipient) => (
              <div key={recipient.name} className={styles.recipient}>
                <h3>{recipient.name}</h3>
                <Definitions
                  entries={RECIPIENT_DETAILS.map((field) => ({ label: privacy.recipients.labels[field], value: recipient[field] }))}
                />
              </div>
            ))}
          </TextSection>

          <TextSection id="speicherdauer" heading={privacy.storagePeriods.heading} text={privacy.storagePeriods.intro}>
            <Definitions entries={privacy.storagePeriods.items.map((item) => ({ label: item.purpose, value: item.period }))} />
          </TextSection>

          <TextSection id="rechte" {...privacy.rights} />
          <TextSection id="widerspruch" {...privacy.objection} className={`${page.section} ${styles.objection}`} />
          <TextSection id="bereitstellung" {...privacy.provisionRequirement} />
          <TextSection id="automatisierte-entscheidungen" {...privacy.automatedDecisions} />

          <TextSection id="beschwerde" {...privacy.complaint}>
            <p>
              <strong>{privacy.complaint.authorityLabel}</strong>
            </p>
            <PostalAddress name={dpa.name} address={dpa.address} lines={[<a href={dpa.url}>{dpa.url}</a>]} />
          </TextSection>
        </Prerendered>
        <TextSection id="cookie-einstellungen" {...privacy.cookieSettings}>
          <CookieSettingsButton label={privacy.cookieSettings.buttonLabel} variant="button" />
        </TextSection>

        <Prerendered>
          <TextSection id="pdf" {...privacy.pdf}>
            <p>
              <ExternalLink href={site.privacyPdfUrl} newTabHint={subpage.newTabHint}>
                {privacy.pdf.linkLabel}
              </ExternalLink>
            </p>
          </TextSection>
        </Prerendered>
      </TextPage>
    </Layout>
  )
}
