const MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"]

/**
 * "23. November 2026" from an ISO date (YYYY-MM-DD). Spelt out rather than through Intl.DateTimeFormat, whose
 * first use loads the locale's data: about 100 ms of hydration on a slow phone.
 */
export function formatGermanDate(isoDate: string): string {
  const [, year, month = "", day = ""] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate) ?? []
  const monthName = MONTHS[Number(month) - 1]
  return monthName ? `${Number(day)}. ${monthName} ${year}` : isoDate
}
