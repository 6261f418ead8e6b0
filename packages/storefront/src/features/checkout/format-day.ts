/** A calendar day (YYYY-MM-DD) as "Tue, Mar 18": dates of the plant's calendar, not instants. */
export const formatDay = (isoDate: string): string => {
  const [y, m, d] = isoDate.split('-').map(Number)
  const day = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1))
  return day.toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })
}

/** An instant as a date and time in the customer's zone. */
export const formatInstant = (iso: string): string =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })
