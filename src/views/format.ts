/** Small formatting helpers shared by the views (German conventions, see shared COPY.md). */

export interface PostalAddressData {
  street: string
  postalCode: string
  city: string
  country: string
}

/** "09:00–17:00 Uhr": en dash between the times, suffix from content/layout. */
export const timeRange = (opens: string, closes: string, suffix: string): string => `${opens}–${closes} ${suffix}`

/** "23. November 2026" from an ISO date, independent of the machine's time zone. */
export function formatGermanDate(isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`)
  if (Number.isNaN(date.getTime())) return isoDate
  return new Intl.DateTimeFormat("de-DE", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(date)
}
