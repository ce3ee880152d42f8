import { graphql } from "gatsby"
import { Fragment } from "react"

import { PhoneLink } from "../PhoneLink/PhoneLink"

/** Exported because Gatsby's query compiler takes fragments only from exports. @public */
export const companyAddressFragment = graphql`
  fragment CompanyAddress on CompanyYaml {
    companyName
    address {
      street
      postalCode
      city
    }
    phone {
      display
      e164
    }
    email
  }
`

export interface CompanyAddressProps {
  company: Queries.CompanyAddressFragment
  /** The <address> is styled by the page around it (footer or text page). */
  className?: string
  /** Phone and e-mail as links below the postal address, in the order given. */
  contactLines?: ReadonlyArray<"phone" | "email">
}

export function CompanyAddress({ company, className, contactLines = [] }: CompanyAddressProps) {
  return (
    <address className={className}>
      {company.companyName}
      <br />
      {company.address.street}
      <br />
      {company.address.postalCode} {company.address.city}
      {contactLines.map((line) => (
        <Fragment key={line}>
          <br />
          {line === "phone" ? <PhoneLink phone={company.phone} /> : <a href={`mailto:${company.email}`}>{company.email}</a>}
        </Fragment>
      ))}
    </address>
  )
}
