import { graphql } from "gatsby"

import { Definitions } from "../TextPage/TextPage"

/** Exported because Gatsby's query compiler takes fragments only from exports. @public */
export const officeHoursFragment = graphql`
  fragment OfficeHours on CompanyYaml {
    officeHours {
      label
      opens
      closes
    }
    officeHoursNote
  }
`

interface OfficeHoursProps {
  company: Queries.OfficeHoursFragment
  timeSuffix: string
  /** "list": a definition list with machine-readable times; "inline": lines to sit inside a <dd> of the page. */
  variant: "list" | "inline"
}

export function OfficeHours({ company, timeSuffix, variant }: OfficeHoursProps) {
  const { officeHours, officeHoursNote } = company
  if (variant === "inline") {
    return (
      <>
        {officeHours.map((hours) => (
          <span key={hours.label}>
            {hours.label}: {`${hours.opens}–${hours.closes} ${timeSuffix}`}
            <br />
          </span>
        ))}
        {officeHoursNote}
      </>
    )
  }
  return (
    <>
      <Definitions
        entries={officeHours.map((hours) => ({
          label: hours.label,
          value: (
            <>
              <time dateTime={hours.opens}>{hours.opens}</time>–<time dateTime={hours.closes}>{hours.closes}</time> {timeSuffix}
            </>
          ),
        }))}
      />
      <p>{officeHoursNote}</p>
    </>
  )
}
