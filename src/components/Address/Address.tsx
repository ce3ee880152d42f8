import { graphql } from "gatsby"
import { Fragment, type ReactNode } from "react"

import type { Company } from "../Layout/layout-data"
import { PhoneLink } from "../PhoneLink/PhoneLink"

interface PostalAddressProps {
  name: string
  address: { street: string; postalCode: string; city: string; country?: string | null }
  /** Lines below the postal address, such as a telephone link. */
  lines?: ReadonlyArray<ReactNode>
  /** The <address> is styled by the page around it (footer or text page). */
  className?: string
}

/** An address as a German letter writes it: a line each for name, street, postcode and city, and country if given. */
export function PostalAddress({ name, address, lines = [], className }: PostalAddressProps) {
  const all = [name, address.street, `${address.postalCode} ${address.city}`, ...(address.country ? [address.country] : []), ...lines]
  return (
    <address className={className}>
      {all.map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </address>
  )
}

/** Exported because Gatsby's query compiler takes fragments only from exports. @public */
export const postalAddressFragment = graphql`
  fragment PostalAddress on PostalAddress {
    street
    postalCode
    city
  }
`

interface CompanyAddressProps {
  company: Company
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
