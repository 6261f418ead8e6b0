import { federalHolidays } from './holidays'
import type { IsoDate } from './iso-date'
import { civilFromDays, fromEpochDay, toEpochDay } from './iso-date'

/** Closures beyond the weekend: federal holidays (§8.1) plus the `EXTRA_CLOSURES` hook. */
export type BusinessCalendar = {
  /** Extra non-business days as ISO dates (Good Friday, day after Thanksgiving, …). */
  readonly extraClosures: readonly IsoDate[]
}

/** The default calendar: federal holidays only, used for production and transit alike (§8.1). */
export const DEFAULT_CALENDAR: BusinessCalendar = { extraClosures: [] }

// Day-number sets of the closures, built once per year and per calendar: the business-day
// walk below runs on every re-quote, so it steps over integers instead of parsing strings.
const holidayDays = new Map<number, ReadonlySet<number>>()
const extraDays = new WeakMap<BusinessCalendar, ReadonlySet<number>>()

const holidaysOfYear = (year: number): ReadonlySet<number> => {
  let days = holidayDays.get(year)
  if (days === undefined) {
    days = new Set(federalHolidays(year).map(toEpochDay))
    holidayDays.set(year, days)
  }
  return days
}

const extraClosuresOf = (calendar: BusinessCalendar): ReadonlySet<number> => {
  let days = extraDays.get(calendar)
  if (days === undefined) {
    days = new Set(calendar.extraClosures.map(toEpochDay))
    extraDays.set(calendar, days)
  }
  return days
}

const isBusinessDayNumber = (day: number, calendar: BusinessCalendar): boolean => {
  // 1970-01-01 (day 0) was a Thursday.
  const weekday = (((day + 4) % 7) + 7) % 7
  if (weekday === 0 || weekday === 6) return false
  if (holidaysOfYear(civilFromDays(day).year).has(day)) return false
  return calendar.extraClosures.length === 0 || !extraClosuresOf(calendar).has(day)
}

/** True on Monday–Friday that is neither an observed federal holiday nor an extra closure. */
export const isBusinessDay = (
  date: IsoDate,
  calendar: BusinessCalendar = DEFAULT_CALENDAR,
): boolean => isBusinessDayNumber(toEpochDay(date), calendar)

/** The first business day strictly after `date`. */
export const nextBusinessDay = (
  date: IsoDate,
  calendar: BusinessCalendar = DEFAULT_CALENDAR,
): IsoDate => addBusinessDays(date, 1, calendar)

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
  if (n === 0) return date
  let day = toEpochDay(date)
  for (let i = 0; i < n; i++) {
    day += 1
    while (!isBusinessDayNumber(day, calendar)) day += 1
  }
  return fromEpochDay(day)
}
