import { Mail, Phone } from "lucide-react"

import { ExternalLink } from "../../components/ExternalLink/ExternalLink"
import { Layout } from "../../components/Layout/Layout"
import { useLayoutData } from "../../components/Layout/layout-data"
import { SubpageNav } from "../../components/SubpageNav/SubpageNav"
import { Tooltip } from "../../components/Tooltip/Tooltip"
import * as page from "../page.module.css"
import * as styles from "./ContactView.module.css"
import { PhoneLink } from "../../components/PhoneLink/PhoneLink"

export interface ContactViewProps {
  contact: NonNullable<Queries.ContactPageQuery["contactYaml"]>
  company: NonNullable<Queries.ContactPageQuery["companyYaml"]>
  bookingUrl: string
}

/** Contact page: quick-contact buttons, contact details, office hours, appointments and consulting. */
export function ContactView({ contact, company, bookingUrl }: ContactViewProps) {
  const { layout } = useLayoutData()
  const { quickContact, details } = contact
  return (
    <Layout>
      <div className={`container ${page.page}`}>
        <SubpageNav current={contact.heading} />
        <h1>{contact.heading}</h1>
        <p className={`${page.intro} ${page.article}`}>{contact.intro}</p>

        <section className={page.section} aria-labelledby="schnellkontakt">
          <h2 id="schnellkontakt">{quickContact.heading}</h2>
          <div className={styles.quick}>
            <Tooltip content={`${quickContact.callTooltip}: ${company.phone.display}`} id="tooltip-call" align="start">
              <a href={`tel:${company.phone.e164}`} className="button">
                <Phone aria-hidden="true" focusable="false" size={20} />
                {quickContact.callLabel}
              </a>
            </Tooltip>
            <Tooltip content={`${quickContact.writeTooltip}: ${company.email}`} id="tooltip-write" align="start">
              <a href={`mailto:${company.email}`} className="button">
                <Mail aria-hidden="true" focusable="false" size={20} />
                {quickContact.writeLabel}
              </a>
            </Tooltip>
          </div>
        </section>

        <div className={styles.grid}>
          <section className={page.section} aria-labelledby="kontaktdaten">
            <h2 id="kontaktdaten">{details.heading}</h2>
            <dl className={page.definitions}>
              <dt>{details.phoneLabel}</dt>
              <dd>
                <PhoneLink phone={company.phone} />
              </dd>
              <dt>{details.emailLabel}</dt>
              <dd>
                <a href={`mailto:${company.email}`}>{company.email}</a>
              </dd>
              <dt>{details.addressLabel}</dt>
              <dd>
                <address className={page.address}>
                  {company.companyName}
                  <br />
                  {company.address.street}
                  <br />
                  {company.address.postalCode} {company.address.city}
                </address>
              </dd>
            </dl>
          </section>

          <section className={page.section} aria-labelledby="buerozeiten">
            <h2 id="buerozeiten">{contact.hoursHeading}</h2>
            <dl className={page.definitions}>
              {company.officeHours.map((hours) => (
                <div key={hours.label} className={styles.row}>
                  <dt>{hours.label}</dt>
                  <dd>
                    <time dateTime={hours.opens}>{hours.opens}</time>
                    {"–"}
                    <time dateTime={hours.closes}>{hours.closes}</time> {layout.timeSuffix}
                  </dd>
                </div>
              ))}
            </dl>
            <p>{company.officeHoursNote}</p>
            <p className={styles.note}>{contact.responseNote}</p>
          </section>

          <section className={page.section} aria-labelledby="termin">
            <h2 id="termin">{contact.appointment.heading}</h2>
            <p>{contact.appointment.text}</p>
            <ExternalLink href={bookingUrl} newTabHint={layout.subpage.newTabHint} className="button button-secondary">
              {contact.appointment.linkLabel}
            </ExternalLink>
          </section>

          <section className={page.section} aria-labelledby="beratung">
            <h2 id="beratung">{contact.consulting.heading}</h2>
            <p>{contact.consulting.text}</p>
          </section>
        </div>
      </div>
    </Layout>
  )
}

