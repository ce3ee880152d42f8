import { graphql } from "gatsby"

import { Definitions } from "../TextPage/TextPage"

/** The fields this component reads; exported because Gatsby's query compiler takes fragments only from exports. @public */
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
  /**
   * "list": a definition list, one row per day, with machine-readable times; the note follows as a paragraph.
   * "inline": one line per day and the note, to sit inside a definition (<dd>) of the page.
   */
  variant: "list" | "inline"
}

/** The company's office hours and the note about them (contact page: list, imprint: inline). */
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
