import { formatDateTime, formatShortDay, isoDate } from '@diecut/quote-core'

/** A calendar day (YYYY-MM-DD) as "Tue, Mar 18": dates of the plant's calendar, not instants. */
export const formatDay = (day: string): string => formatShortDay(day)

/** The day an instant falls on in the customer's zone, as YYYY-MM-DD. */
export const localDay = (d: Date): string => isoDate(d.getFullYear(), d.getMonth() + 1, d.getDate())

/** An instant as a date and time in the customer's zone: "Mar 18, 2025, 3:05 PM". */
export const formatInstant = (iso: string): string => {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return iso
  return formatDateTime(localDay(d), d.getHours() * 3600 + d.getMinutes() * 60)
}
