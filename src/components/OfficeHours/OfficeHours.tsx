import type { Company } from "../Layout/layout-data"
import { Definitions } from "../TextPage/TextPage"

interface OfficeHoursProps {
  company: Company
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
