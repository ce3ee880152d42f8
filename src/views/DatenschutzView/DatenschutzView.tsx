import { graphql } from "gatsby"
import type { ReactNode } from "react"

import { CompanyAddress } from "../../components/CompanyAddress/CompanyAddress"
import { ExternalLink } from "../../components/ExternalLink/ExternalLink"
import { Layout } from "../../components/Layout/Layout"
import { useLayoutData } from "../../components/Layout/layout-data"
import { TextList } from "../../components/TextList/TextList"
import { TextPage } from "../../components/TextPage/TextPage"
import { formatGermanDate } from "../format"
import * as page from "../page.module.css"

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
    sections {
      anchor
      heading
      paragraphs
      items
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
  /** The control that reopens the cookie choice (rendered by the consent feature). */
  cookieSettingsControl?: ReactNode
}

/** Privacy policy: controller, the text sections from YAML, complaint right, cookie settings, detailed PDF. */
export function DatenschutzView({ privacy, company, site, cookieSettingsControl }: DatenschutzViewProps) {
  const { newTabHint } = useLayoutData().layout.subpage
  const dpa = company.dataProtectionAuthority
  return (
    <Layout>
      <TextPage heading={privacy.heading} intro={privacy.intro} classNames={page} subpageNav>
        <p className={page.muted}>
          {privacy.lastUpdatedLabel} <time dateTime={privacy.lastUpdated}>{formatGermanDate(privacy.lastUpdated)}</time>
        </p>

        <section className={page.section} id="verantwortlicher">
          <h2>{privacy.controller.heading}</h2>
          <p>{privacy.controller.text}</p>
          <CompanyAddress company={company} className={page.address} contactLines={["email", "phone"]} />
        </section>

        {privacy.sections.map((section) => (
          <section key={section.anchor} id={section.anchor} className={page.section}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.items && section.items.length > 0 ? <TextList items={section.items} /> : null}
          </section>
        ))}

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

        <section className={page.section} id="cookie-einstellungen">
          <h2>{privacy.cookieSettings.heading}</h2>
          <p>{privacy.cookieSettings.text}</p>
          {cookieSettingsControl}
        </section>

        <section className={page.section} id="pdf">
          <h2>{privacy.pdf.heading}</h2>
          <p>{privacy.pdf.text}</p>
          <p>
            <ExternalLink href={site.privacyPdfUrl} newTabHint={newTabHint}>
              {privacy.pdf.linkLabel}
            </ExternalLink>
          </p>
        </section>
      </TextPage>
    </Layout>
  )
}
