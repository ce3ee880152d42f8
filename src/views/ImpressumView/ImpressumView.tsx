import { graphql } from "gatsby"

import { Layout } from "../../components/Layout/Layout"
import { Prerendered } from "../../components/Prerendered/Prerendered"
import type { LayoutData } from "../../components/Layout/layout-data"
import { PhoneLink } from "../../components/PhoneLink/PhoneLink"
import { PostalAddress } from "../../components/Address/Address"
import { Definitions, TextPage, TextSection } from "../../components/TextPage/TextPage"

/** Exported because Gatsby's query compiler takes fragments only from exports. @public */
export const impressumViewFragment = graphql`
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
      businessId
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
`

/** Legal notice under § 5 DDG and § 18 MStV; every value comes from content/company. */
export function ImpressumView({ impressum, layoutData }: { impressum: Queries.ImpressumViewFragment; layoutData: LayoutData }) {
  const { labels } = impressum
  const { company } = layoutData
  const { subpage, timeSuffix } = layoutData.layout
  const authority = company.supervisoryAuthority
  return (
    <Layout data={layoutData}>
      <TextPage heading={impressum.heading} intro={impressum.intro} subpageNav={subpage}>
        <Prerendered>
          <TextSection heading={labels.provider}>
            <PostalAddress name={company.companyName} address={company.address} lines={[company.address.country]} />
            <p>
              {labels.legalForm}: {company.legalForm}
            </p>
          </TextSection>

          <TextSection heading={labels.representedBy} items={company.managingDirectors} />

          <TextSection heading={labels.contact}>
            <Definitions
              entries={[
                { label: labels.phone, value: <PhoneLink phone={company.phone} /> },
                { label: labels.email, value: <a href={`mailto:${company.email}`}>{company.email}</a> },
                {
                  label: labels.officeHours,
                  value: (
                    <>
                      {company.officeHours.map((hours) => (
                        <span key={hours.label}>
                          {hours.label}: {`${hours.opens}–${hours.closes} ${timeSuffix}`}
                          <br />
                        </span>
                      ))}
                      {company.officeHoursNote}
                    </>
                  ),
                },
              ]}
            />
          </TextSection>

          <TextSection heading={labels.register}>
            <Definitions
              entries={[
                { label: labels.registerCourt, value: company.registerCourt },
                { label: labels.registerNumber, value: company.registerNumber },
              ]}
            />
          </TextSection>

          <TextSection heading={labels.vatId} text={company.vatId} />
          {/* Only once issued (§ 5 Abs. 1 Nr. 6 DDG names it where the company has one). */}
          {company.businessId ? <TextSection heading={labels.businessId} text={company.businessId} /> : null}

          <TextSection heading={labels.bankAccount}>
            <Definitions
              entries={[
                { label: labels.bankName, value: company.bankAccount.bankName },
                { label: labels.iban, value: company.bankAccount.iban },
                { label: labels.bic, value: company.bankAccount.bic },
              ]}
            />
          </TextSection>

          <TextSection heading={labels.trademark} text={company.trademark} />
          <TextSection heading={labels.businessPurpose} text={company.businessPurpose} />
          <TextSection heading={labels.memberships} items={company.memberships} />
          <TextSection heading={labels.professionalRules} items={company.professionalRules} />

          {/* The authority that supervises a licensed activity, or that the activity needs none (docs/requirements.md#supervisory-authority). */}
          <TextSection
            heading={labels.supervisoryAuthority}
            text={authority ? `${labels.licence}: ${authority.licence}` : impressum.noLicenceText}
          >
            {authority ? (
              <>
                <PostalAddress name={authority.name} address={authority.address} />
                <p>
                  <a href={authority.url}>{authority.url}</a>
                </p>
              </>
            ) : null}
          </TextSection>

          <TextSection heading={labels.contentResponsible}>
            <PostalAddress name={company.contentResponsible.name} address={company.contentResponsible.address} />
          </TextSection>

          <TextSection heading={labels.consumerDispute} text={impressum.consumerDisputeText} />
          <TextSection heading={labels.copyright} text={impressum.copyrightText} />
        </Prerendered>
      </TextPage>
    </Layout>
  )
}
