import { graphql } from "gatsby"
import { Fragment, type ReactNode } from "react"

interface PostalAddressProps {
  name: string
  address: { street: string; postalCode: string; city: string }
  /** Lines below the postal address: the country where it must be named (the legal notice), a telephone link. */
  lines?: ReadonlyArray<ReactNode>
  /** The <address> is styled by the page around it (footer or text page). */
  className?: string
}

/** An address as a German letter writes it: a line each for name, street, postcode and city, then the lines given. */
export function PostalAddress({ name, address, lines = [], className }: PostalAddressProps) {
  const all = [name, address.street, `${address.postalCode} ${address.city}`, ...lines]
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
