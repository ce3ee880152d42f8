import { graphql } from "gatsby"
import { Mail, Phone } from "lucide-react"

import { PostalAddress } from "../../components/Address/Address"
import { ExternalLink } from "../../components/ExternalLink/ExternalLink"
import { Layout } from "../../components/Layout/Layout"
import { Prerendered } from "../../components/Prerendered/Prerendered"
import type { LayoutData } from "../../components/Layout/layout-data"
import { Passages } from "../../components/Passages/Passages"
import { SubpageNav } from "../../components/SubpageNav/SubpageNav"
import { Tooltip } from "../../components/Tooltip/Tooltip"
import { Definitions, TextSection } from "../../components/TextPage/TextPage"
import * as page from "../../components/TextPage/TextPage.module.css"
import * as styles from "./ContactView.module.css"
import { PhoneLink } from "../../components/PhoneLink/PhoneLink"

/** Exported because Gatsby's query compiler takes fragments only from exports. @public */
export const contactViewFragment = graphql`
  fragment ContactView on ContactYaml {
    heading
    intro
    quickContact {
      heading
      callLabel
      callTooltip
      writeLabel
      writeTooltip
    }
    details {
      heading
      phoneLabel
      emailLabel
      addressLabel
    }
    hoursHeading
    responseNote
    appointment {
      heading
      text
      linkLabel
    }
    consulting {
      heading
      text
    }
  }
`

export function ContactView({ contact, layoutData }: { contact: Queries.ContactViewFragment; layoutData: LayoutData }) {
  const { site, company } = layoutData
  const { subpage, timeSuffix } = layoutData.layout
  const { quickContact, details } = contact
  return (
    <Layout data={layoutData}>
      <div className={`container ${page.page}`}>
        <SubpageNav current={contact.heading} path="/kontakt/" labels={subpage} />
        <Passages as="h1" text={contact.heading} />
        <Passages as="p" className={`${page.intro} ${page.article}`} text={contact.intro} />

        <TextSection headingId="schnellkontakt" heading={quickContact.heading}>
          <div className={styles.quick}>
            <Tooltip content={`${quickContact.callTooltip}: ${company.phone.display}`} id="tooltip-call">
              <a href={`tel:${company.phone.e164}`} className="button">
                <Phone aria-hidden="true" focusable="false" size={20} />
                {quickContact.callLabel}
              </a>
            </Tooltip>
            <Tooltip content={`${quickContact.writeTooltip}: ${company.email}`} id="tooltip-write">
              <a href={`mailto:${company.email}`} className="button">
                <Mail aria-hidden="true" focusable="false" size={20} />
                {quickContact.writeLabel}
              </a>
            </Tooltip>
          </div>
        </TextSection>

        <Prerendered className={styles.grid}>
          <TextSection headingId="kontaktdaten" heading={details.heading}>
            <Definitions
              entries={[
                { label: details.phoneLabel, value: <PhoneLink phone={company.phone} /> },
                { label: details.emailLabel, value: <a href={`mailto:${company.email}`}>{company.email}</a> },
                { label: details.addressLabel, value: <PostalAddress name={company.companyName} address={company.address} /> },
              ]}
            />
          </TextSection>

          <TextSection headingId="buerozeiten" heading={contact.hoursHeading}>
            <Definitions
              entries={company.officeHours.map(({ label, opens, closes }) => ({
                label,
                value: (
                  <>
                    <time dateTime={opens}>{opens}</time>–<time dateTime={closes}>{closes}</time> {timeSuffix}
                  </>
                ),
              }))}
            />
            <p>{company.officeHoursNote}</p>
            <p className={styles.note}>{contact.responseNote}</p>
          </TextSection>

          <TextSection headingId="termin" {...contact.appointment}>
            <ExternalLink href={site.bookingUrl} newTabHint={subpage.newTabHint} className="button button-secondary">
              {contact.appointment.linkLabel}
            </ExternalLink>
          </TextSection>

          <TextSection headingId="beratung" {...contact.consulting} />
        </Prerendered>
      </div>
    </Layout>
  )
}
