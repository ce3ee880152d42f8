import { graphql } from "gatsby"
import type { ReactNode } from "react"

import { Definitions } from "../../components/Definitions/Definitions"
import { Layout } from "../../components/Layout/Layout"
import { Prerendered } from "../../components/Prerendered/Prerendered"
import type { LayoutData } from "../../components/Layout/layout-data"
import { OfficeHours } from "../../components/OfficeHours/OfficeHours"
import { PhoneLink } from "../../components/PhoneLink/PhoneLink"
import { TextList } from "../../components/TextList/TextList"
import { TextPage } from "../../components/TextPage/TextPage"
import * as page from "../page.module.css"

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
      licence
      contentResponsible
      copyright
      consumerDispute
    }
    noLicenceText
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
      licence
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
  layoutData: LayoutData
}

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className={page.section}>
      <h2>{heading}</h2>
      {children}
    </section>
  )
}

interface PostalAddressProps {
  name: string
  address: { street: string; postalCode: string; city: string; country?: string }
}

/** Name and postal address, one line each (the country only where the content has one). */
function PostalAddress({ name, address }: PostalAddressProps) {
  const lines = [name, address.street, `${address.postalCode} ${address.city}`]
  if (address.country !== undefined) lines.push(address.country)
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

/**
 * The authority that supervises a licensed activity, or the statement that the
 * activity needs no licence (docs/requirements.md#supervisory-authority).
 */
function SupervisoryAuthority({
  authority,
  licenceLabel,
  noLicenceText,
}: {
  authority: Queries.ImpressumViewCompanyFragment["supervisoryAuthority"]
  licenceLabel: string
  noLicenceText: string
}) {
  if (!authority) return <p>{noLicenceText}</p>
  return (
    <>
      <p>
        {licenceLabel}: {authority.licence}
      </p>
      <PostalAddress name={authority.name} address={authority.address} />
      <p>
        <a href={authority.url}>{authority.url}</a>
      </p>
    </>
  )
}

/** Legal notice under § 5 DDG and § 18 MStV; every value comes from content/company. */
export function ImpressumView({ impressum, company, layoutData }: ImpressumViewProps) {
  const { labels } = impressum
  const { subpage, timeSuffix } = layoutData.layout
  return (
    <Layout data={layoutData}>
      <TextPage heading={impressum.heading} intro={impressum.intro} classNames={page} subpageNav={subpage}>
        <Prerendered>
          <Section heading={labels.provider}>
            <PostalAddress name={company.companyName} address={company.address} />
            <p>
              {labels.legalForm}: {company.legalForm}
            </p>
          </Section>

          <Section heading={labels.representedBy}>
            <TextList items={company.managingDirectors} />
          </Section>

          <Section heading={labels.contact}>
            <Definitions
              className={page.definitions}
              entries={[
                { label: labels.phone, value: <PhoneLink phone={company.phone} /> },
                { label: labels.email, value: <a href={`mailto:${company.email}`}>{company.email}</a> },
                { label: labels.officeHours, value: <OfficeHours company={company} timeSuffix={timeSuffix} variant="inline" /> },
              ]}
            />
          </Section>

          <Section heading={labels.register}>
            <Definitions
              className={page.definitions}
              entries={[
                { label: labels.registerCourt, value: company.registerCourt },
                { label: labels.registerNumber, value: company.registerNumber },
              ]}
            />
          </Section>

          <Section heading={labels.vatId}>
            <p>{company.vatId}</p>
          </Section>

          <Section heading={labels.bankAccount}>
            <Definitions
              className={page.definitions}
              entries={[
                { label: labels.bankName, value: company.bankAccount.bankName },
                { label: labels.iban, value: company.bankAccount.iban },
                { label: labels.bic, value: company.bankAccount.bic },
              ]}
            />
          </Section>

          <Section heading={labels.trademark}>
            <p>{company.trademark}</p>
          </Section>

          <Section heading={labels.businessPurpose}>
            <p>{company.businessPurpose}</p>
          </Section>

          <Section heading={labels.memberships}>
            <TextList items={company.memberships} />
          </Section>

          <Section heading={labels.professionalRules}>
            <TextList items={company.professionalRules} />
          </Section>

          <Section heading={labels.supervisoryAuthority}>
            <SupervisoryAuthority
              authority={company.supervisoryAuthority}
              licenceLabel={labels.licence}
              noLicenceText={impressum.noLicenceText}
            />
          </Section>

          <Section heading={labels.contentResponsible}>
            <PostalAddress name={company.contentResponsible.name} address={company.contentResponsible.address} />
          </Section>

          <Section heading={labels.consumerDispute}>
            <p>{impressum.consumerDisputeText}</p>
          </Section>

          <Section heading={labels.copyright}>
            <p>{impressum.copyrightText}</p>
          </Section>
        </Prerendered>
      </TextPage>
    </Layout>
  )
}
