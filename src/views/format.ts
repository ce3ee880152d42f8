/** Formatting helpers of the views (German conventions). */

/** "23. November 2026" from an ISO date, independent of the machine's time zone. */
export function formatGermanDate(isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`)
  if (Number.isNaN(date.getTime())) return isoDate
  return new Intl.DateTimeFormat("de-DE", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(date)
}
