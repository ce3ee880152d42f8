import { graphql } from "gatsby"
import { PhoneLink } from "../PhoneLink/PhoneLink"
import { PostalAddress } from "../PostalAddress/PostalAddress"

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
  className?: string
  /** Phone and e-mail as links below the postal address, in the order given. */
  contactLines?: ReadonlyArray<"phone" | "email">
}

export function CompanyAddress({ company, className, contactLines = [] }: CompanyAddressProps) {
  const links = { phone: <PhoneLink phone={company.phone} />, email: <a href={`mailto:${company.email}`}>{company.email}</a> }
  return (
    <PostalAddress
      name={company.companyName}
      address={company.address}
      lines={contactLines.map((line) => links[line])}
      className={className}
    />
  )
}
