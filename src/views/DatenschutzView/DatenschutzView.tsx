import { graphql } from "gatsby"
import { Fragment, type ReactNode } from "react"

import type { LoadingMode } from "../../../content-model/schemas"
import { CompanyAddress } from "../../components/CompanyAddress/CompanyAddress"
import { ExternalLink } from "../../components/ExternalLink/ExternalLink"
import { Layout } from "../../components/Layout/Layout"
import { Prerendered } from "../../components/Prerendered/Prerendered"
import type { LayoutData } from "../../components/Layout/layout-data"
import { TextList } from "../../components/TextList/TextList"
import { TextPage } from "../../components/TextPage/TextPage"
import { forLoadingMode } from "../../content/for-loading-mode"
import { formatGermanDate } from "../format"
import * as page from "../page.module.css"
import * as styles from "./DatenschutzView.module.css"

/** The fields this view reads; exported because Gatsby's query compiler takes fragments only from exports. @public */
export const datenschutzViewFragments = graphql`
  fragment DatenschutzView on DatenschutzYaml {
    heading
    intro
    lastUpdated
    lastUpdatedLabel
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

  fragment DatenschutzViewCompany on CompanyYaml {
    ...CompanyAddress
    dataProtectionAuthority {
      name
      address {
        street
        postalCode
        city
      }
      url
    }
  }

  fragment DatenschutzViewSite on SiteYaml {
    privacyPdfUrl
  }
`

export interface DatenschutzViewProps {
  privacy: Queries.DatenschutzViewFragment
  company: Queries.DatenschutzViewCompanyFragment
  site: Queries.DatenschutzViewSiteFragment
  layoutData: LayoutData
  /** The tag manager's loading mode: picks the analytics text and the recipients that apply. */
  loadingMode: LoadingMode
  /** The control that reopens the cookie choice (rendered by the consent feature). */
  cookieSettingsControl?: ReactNode
}

interface TextBlockContent {
  readonly heading: string
  readonly paragraphs: readonly string[]
  readonly items?: readonly string[] | null
}

/** A heading, its paragraphs and an optional list. */
function TextBlock({ id, block, className = page.section }: { id: string; block: TextBlockContent; className?: string }) {
  return (
    <section id={id} className={className}>
      <h2>{block.heading}</h2>
      {block.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {block.items && block.items.length > 0 ? <TextList items={block.items} /> : null}
    </section>
  )
}

type RecipientField = keyof Queries.DatenschutzViewFragment["recipients"]["labels"]
const recipientFields: RecipientField[] = ["address", "role", "purpose", "legalBasis", "transfer", "retention"]

/**
 * Privacy policy with the information Art. 13 GDPR requires: controller, data protection officer, the text
 * sections, the analytics text of the loading mode in use, recipients, storage periods, rights, the right to
 * object as its own highlighted block (Art. 21(4)), whether data must be provided, automated decisions,
 * complaint right, cookie settings, detailed PDF.
 */
export function DatenschutzView({ privacy, company, site, layoutData, loadingMode, cookieSettingsControl }: DatenschutzViewProps) {
  const { subpage } = layoutData.layout
  const dpa = company.dataProtectionAuthority
  const officer = privacy.dataProtectionOfficer
  const analytics = forLoadingMode(privacy.analytics, loadingMode, "content/datenschutz/index.yaml, analytics")
  const recipients = privacy.recipients.items.filter((recipient) => recipient.loadingMode == null || recipient.loadingMode === loadingMode)
  return (
    <Layout data={layoutData}>
      <TextPage heading={privacy.heading} intro={privacy.intro} classNames={page} subpageNav={subpage}>
        <Prerendered>
          <p className={page.muted}>
            {privacy.lastUpdatedLabel} <time dateTime={privacy.lastUpdated}>{formatGermanDate(privacy.lastUpdated)}</time>
          </p>

          <section className={page.section} id="verantwortlicher">
            <h2>{privacy.controller.heading}</h2>
            <p>{privacy.controller.text}</p>
            <CompanyAddress company={company} className={page.address} contactLines={["email", "phone"]} />
          </section>

          <section className={page.section} id="datenschutzbeauftragter">
            <h2>{officer.heading}</h2>
            {officer.contact ? (
              <p>
                {officer.contact.name}
                <br />
                <a href={`mailto:${officer.contact.email}`}>{officer.contact.email}</a>
              </p>
            ) : (
              <p>{officer.noneAppointed}</p>
            )}
          </section>

          {privacy.sections.map((section) => (
            <TextBlock key={section.anchor} id={section.anchor} block={section} />
          ))}

          <TextBlock id="analyse" block={analytics} />

          <section className={page.section} id="empfaenger">
            <h2>{privacy.recipients.heading}</h2>
            <p>{privacy.recipients.intro}</p>
            {recipients.map((recipient) => (
              <div key={recipient.name} className={styles.recipient}>
                <h3>{recipient.name}</h3>
                <dl className={page.definitions}>
                  {recipientFields.map((field) => (
                    <Fragment key={field}>
                      <dt>{privacy.recipients.labels[field]}</dt>
                      <dd>{recipient[field]}</dd>
                    </Fragment>
                  ))}
                </dl>
              </div>
            ))}
          </section>

          <section className={page.section} id="speicherdauer">
            <h2>{privacy.storagePeriods.heading}</h2>
            <p>{privacy.storagePeriods.intro}</p>
            <dl className={page.definitions}>
              {privacy.storagePeriods.items.map((item) => (
                <Fragment key={item.purpose}>
                  <dt>{item.purpose}</dt>
                  <dd>{item.period}</dd>
                </Fragment>
              ))}
            </dl>
          </section>

          <TextBlock id="rechte" block={privacy.rights} />

          <TextBlock id="widerspruch" block={privacy.objection} className={`${page.section} ${styles.objection}`} />

          <section className={page.section} id="bereitstellung">
            <h2>{privacy.provisionRequirement.heading}</h2>
            <p>{privacy.provisionRequirement.text}</p>
          </section>

          <section className={page.section} id="automatisierte-entscheidungen">
            <h2>{privacy.automatedDecisions.heading}</h2>
            <p>{privacy.automatedDecisions.text}</p>
          </section>

          <section className={page.section} id="beschwerde">
            <h2>{privacy.complaint.heading}</h2>
            {privacy.complaint.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <p>
              <strong>{privacy.complaint.authorityLabel}</strong>
            </p>
            <address className={page.address}>
              {dpa.name}
              <br />
              {dpa.address.street}
              <br />
              {dpa.address.postalCode} {dpa.address.city}
              <br />
              <a href={dpa.url}>{dpa.url}</a>
            </address>
          </section>
        </Prerendered>
        <section className={page.section} id="cookie-einstellungen">
          <h2>{privacy.cookieSettings.heading}</h2>
          <p>{privacy.cookieSettings.text}</p>
          {cookieSettingsControl}
        </section>

        <Prerendered>
          <section className={page.section} id="pdf">
            <h2>{privacy.pdf.heading}</h2>
            <p>{privacy.pdf.text}</p>
            <p>
              <ExternalLink href={site.privacyPdfUrl} newTabHint={subpage.newTabHint}>
                {privacy.pdf.linkLabel}
              </ExternalLink>
            </p>
          </section>
        </Prerendered>
      </TextPage>
    </Layout>
  )
}
