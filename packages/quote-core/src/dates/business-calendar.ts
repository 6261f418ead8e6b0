import { federalHolidays } from './holidays'
import type { IsoDate } from './iso-date'
import { addDays, dateParts, weekdayOf } from './iso-date'

/** Closures beyond the weekend: federal holidays (§8.1) plus the `EXTRA_CLOSURES` hook. */
export type BusinessCalendar = {
  /** Extra non-business days as ISO dates (Good Friday, day after Thanksgiving, …). */
  readonly extraClosures: readonly IsoDate[]
}

/** The default calendar: federal holidays only, used for production and transit alike (§8.1). */
export const DEFAULT_CALENDAR: BusinessCalendar = { extraClosures: [] }

/** True on Monday–Friday that is neither an observed federal holiday nor an extra closure. */
export const isBusinessDay = (
  date: IsoDate,
  calendar: BusinessCalendar = DEFAULT_CALENDAR,
): boolean => {
  const weekday = weekdayOf(date)
  if (weekday === 0 || weekday === 6) return false
  if (federalHolidays(dateParts(date).year).includes(date)) return false
  return !calendar.extraClosures.includes(date)
}

/** The first business day strictly after `date`. */
export const nextBusinessDay = (
  date: IsoDate,
  calendar: BusinessCalendar = DEFAULT_CALENDAR,
): IsoDate => {
  let day = addDays(date, 1)
  while (!isBusinessDay(day, calendar)) day = addDays(day, 1)
  return day
}

/**
 * `add_bd(date, n)` of §8: the n-th business day after `date`; `add_bd(d, 0) = d` even when
 * `d` is not a business day (same-day ship).
 */
export const addBusinessDays = (
  date: IsoDate,
  n: number,
  calendar: BusinessCalendar = DEFAULT_CALENDAR,
): IsoDate => {
  if (!Number.isInteger(n) || n < 0)
    throw new RangeError(`Business days must be a whole number ≥ 0: ${n}`)
  let day = date
  for (let i = 0; i < n; i++) day = nextBusinessDay(day, calendar)
  return day
}
