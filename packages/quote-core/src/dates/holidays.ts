import type { IsoDate, Weekday } from './iso-date'
import { addDays, isoDate, toEpochDay, weekdayOf } from './iso-date'

const nthWeekday = (year: number, month: number, weekday: Weekday, n: number): IsoDate => {
  const first = isoDate(year, month, 1)
  const offset = (weekday - weekdayOf(first) + 7) % 7
  return addDays(first, offset + 7 * (n - 1))
}

const lastWeekday = (year: number, month: number, weekday: Weekday): IsoDate => {
  const nextMonthFirst = month === 12 ? isoDate(year + 1, 1, 1) : isoDate(year, month + 1, 1)
  const last = addDays(nextMonthFirst, -1)
  return addDays(last, -((weekdayOf(last) - weekday + 7) % 7))
}

// §8.1 observed rule for fixed-date holidays: Saturday → the Friday before, Sunday → the Monday
// after (5 U.S.C. 6103(b)).
const observed = (date: IsoDate): IsoDate => {
  const weekday = weekdayOf(date)
  if (weekday === 6) return addDays(date, -1)
  if (weekday === 0) return addDays(date, 1)
  return date
}

// The 11 federal holidays of §8.1 that belong to `year`, at their observed dates (which may fall
// in the previous year: New Year's Day on a Saturday). The current list is applied to every year.
const holidaysOf = (year: number): readonly IsoDate[] => [
  observed(isoDate(year, 1, 1)), // New Year's Day
  nthWeekday(year, 1, 1, 3), // Martin Luther King Jr. Day, 3rd Monday of January
  nthWeekday(year, 2, 1, 3), // Washington's Birthday, 3rd Monday of February
  lastWeekday(year, 5, 1), // Memorial Day, last Monday of May
  observed(isoDate(year, 6, 19)), // Juneteenth
  observed(isoDate(year, 7, 4)), // Independence Day
  nthWeekday(year, 9, 1, 1), // Labor Day, 1st Monday of September
  nthWeekday(year, 10, 1, 2), // Columbus Day, 2nd Monday of October
  observed(isoDate(year, 11, 11)), // Veterans Day
  nthWeekday(year, 11, 4, 4), // Thanksgiving, 4th Thursday of November
  observed(isoDate(year, 12, 25)), // Christmas Day
]

const cache = new Map<number, readonly IsoDate[]>()

/**
 * Observed federal holiday dates falling in calendar `year`, sorted; includes the next year's
 * New Year's Day when it is observed on Dec 31 (§8.1, e.g. 2027-12-31 for 2028).
 */
export const federalHolidays = (year: number): readonly IsoDate[] => {
  const hit = cache.get(year)
  if (hit !== undefined) return hit
  const prefix = isoDate(year, 1, 1).slice(0, 5)
  const dates = [...holidaysOf(year), ...holidaysOf(year + 1)]
    .filter((date) => date.startsWith(prefix))
    .sort((a, b) => toEpochDay(a) - toEpochDay(b))
  cache.set(year, dates)
  return dates
}
