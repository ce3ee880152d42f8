import { graphql } from "gatsby"
import type { ReactNode } from "react"

import { Layout } from "../../components/Layout/Layout"
import { OfficeHours } from "../../components/OfficeHours/OfficeHours"
import { SubpageNav } from "../../components/SubpageNav/SubpageNav"
import * as page from "../page.module.css"
import { PhoneLink } from "../../components/PhoneLink/PhoneLink"

/** The fields this view reads; exported because Gatsby's query compiler takes fragments only from exports. @public */
export const impressumViewFragments = graphql`
  fragment ImpressumView on ImpressumYaml {
    heading
    intro
    labels {
      provider
      legalForm
      representedBy
      contact
      phone
      email
      officeHours
      register
      registerCourt
      registerNumber
      vatId
      bankAccount
      bankName
      iban
      bic
      trademark
      businessPurpose
      memberships
      professionalRules
      supervisoryAuthority
      contentResponsible
      copyright
      consumerDispute
    }
    copyrightText
    consumerDisputeText
  }

  fragment ImpressumViewCompany on CompanyYaml {
    companyName
    address {
      street
      postalCode
      city
      country
    }
    legalForm
    managingDirectors
    phone {
      display
      e164
    }
    email
    ...OfficeHours
    registerCourt
    registerNumber
    vatId
    bankAccount {
      bankName
      iban
      bic
    }
    trademark
    businessPurpose
    memberships
    professionalRules
    supervisoryAuthority {
      name
      address {
        street
        postalCode
        city
      }
      url
    }
    contentResponsible {
      name
      address {
        street
        postalCode
        city
      }
    }
  }
`

export interface ImpressumViewProps {
  impressum: Queries.ImpressumViewFragment
  company: Queries.ImpressumViewCompanyFragment
}

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className={page.section}>
      <h2>{heading}</h2>
      {children}
    </section>
  )
}

function Address({ lines }: { lines: string[] }) {
  return (
    <address className={page.address}>
      {lines.map((line, i) => (
        <span key={`${i}-${line}`}>
          {line}
          {i < lines.length - 1 ? <br /> : null}
        </span>
      ))}
    </address>
  )
}

/** Legal notice under § 5 DDG and § 18 MStV; every value comes from content/company. */
export function ImpressumView({ impressum, company }: ImpressumViewProps) {
  const { labels } = impressum
  const a = company.address
  return (
    <Layout>
      <div className={`container ${page.page}`}>
        <SubpageNav current={impressum.heading} />
        <article className={page.article}>
          <h1>{impressum.heading}</h1>
          <p className={page.intro}>{impressum.intro}</p>

          <Section heading={labels.provider}>
            <Address lines={[company.companyName, a.street, `${a.postalCode} ${a.city}`, a.country]} />
            <p>
              {labels.legalForm}: {company.legalForm}
            </p>
          </Section>

          <Section heading={labels.representedBy}>
            <ul>
              {company.managingDirectors.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </Section>

          <Section heading={labels.contact}>
            <dl className={page.definitions}>
              <dt>{labels.phone}</dt>
              <dd>
                <PhoneLink phone={company.phone} />
              </dd>
              <dt>{labels.email}</dt>
              <dd>
                <a href={`mailto:${company.email}`}>{company.email}</a>
              </dd>
              <dt>{labels.officeHours}</dt>
              <dd>
                <OfficeHours company={company} variant="inline" />
              </dd>
            </dl>
          </Section>

          <Section heading={labels.register}>
            <dl className={page.definitions}>
              <dt>{labels.registerCourt}</dt>
              <dd>{company.registerCourt}</dd>
              <dt>{labels.registerNumber}</dt>
              <dd>{company.registerNumber}</dd>
            </dl>
          </Section>

          <Section heading={labels.vatId}>
            <p>{company.vatId}</p>
          </Section>

          <Section heading={labels.bankAccount}>
            <dl className={page.definitions}>
              <dt>{labels.bankName}</dt>
              <dd>{company.bankAccount.bankName}</dd>
              <dt>{labels.iban}</dt>
              <dd>{company.bankAccount.iban}</dd>
              <dt>{labels.bic}</dt>
              <dd>{company.bankAccount.bic}</dd>
            </dl>
          </Section>

          <Section heading={labels.trademark}>
            <p>{company.trademark}</p>
          </Section>

          <Section heading={labels.businessPurpose}>
            <p>{company.businessPurpose}</p>
          </Section>

          <Section heading={labels.memberships}>
            <ul>
              {company.memberships.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </Section>

          <Section heading={labels.professionalRules}>
            <ul>
              {company.professionalRules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </Section>

          <Section heading={labels.supervisoryAuthority}>
            <Address
              lines={[
                company.supervisoryAuthority.name,
                company.supervisoryAuthority.address.street,
                `${company.supervisoryAuthority.address.postalCode} ${company.supervisoryAuthority.address.city}`,
              ]}
            />
            <p>
              <a href={company.supervisoryAuthority.url}>{company.supervisoryAuthority.url}</a>
            </p>
          </Section>

          <Section heading={labels.contentResponsible}>
            <Address
              lines={[
                company.contentResponsible.name,
                company.contentResponsible.address.street,
                `${company.contentResponsible.address.postalCode} ${company.contentResponsible.address.city}`,
              ]}
            />
          </Section>

          <Section heading={labels.consumerDispute}>
            <p>{impressum.consumerDisputeText}</p>
          </Section>

          <Section heading={labels.copyright}>
            <p>{impressum.copyrightText}</p>
          </Section>
        </article>
      </div>
    </Layout>
  )
}
