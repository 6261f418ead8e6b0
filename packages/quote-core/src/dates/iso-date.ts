/** A calendar day as 'YYYY-MM-DD' (no time, no zone): the form used in state, JSON and the API. */
export type IsoDate = string

/** Day of the week, 0 = Sunday … 6 = Saturday (as `Date.prototype.getUTCDay`). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

// Civil-date ↔ day-number conversions (H. Hinnant's algorithms, proleptic Gregorian). Pure
// integer arithmetic: no Date object, no host time zone, no two-digit-year quirks.
const daysFromCivil = (year: number, month: number, day: number): number => {
  const y = month <= 2 ? year - 1 : year
  const era = Math.floor(y / 400)
  const yoe = y - era * 400
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy
  return era * 146097 + doe - 719468
}

/** Civil year, month and day of a day number (days since 1970-01-01). */
export const civilFromDays = (days: number): { year: number; month: number; day: number } => {
  const z = days + 719468
  const era = Math.floor(z / 146097)
  const doe = z - era * 146097
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  )
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1
  const month = mp < 10 ? mp + 3 : mp - 9
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day }
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0')

/** Builds the ISO date of a civil year, month (1–12) and day. */
export const isoDate = (year: number, month: number, day: number): IsoDate =>
  `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const

const isLeapYear = (year: number): boolean =>
  (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

/** Days since 1970-01-01 of an ISO date; throws a RangeError on a malformed or impossible date. */
export const toEpochDay = (date: IsoDate): number => {
  const match = ISO_DATE.exec(date)
  if (match === null) throw new RangeError(`Not an ISO date (YYYY-MM-DD): ${date}`)
  const year = Number(match[1])
  const month = Number(match[2])
  const day = Number(match[3])
  // Reject 2025-02-30 and friends instead of rolling them over.
  const monthDays = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0)
  if (day < 1 || day > monthDays) throw new RangeError(`Impossible date: ${date}`)
  return daysFromCivil(year, month, day)
}

/** The ISO date of a day number (days since 1970-01-01). */
export const fromEpochDay = (days: number): IsoDate => {
  const { year, month, day } = civilFromDays(days)
  return isoDate(year, month, day)
}

/** Civil parts of an ISO date. */
export const dateParts = (date: IsoDate): { year: number; month: number; day: number } =>
  civilFromDays(toEpochDay(date))

/** The date `n` calendar days after (or before, if negative) `date`. */
export const addDays = (date: IsoDate, n: number): IsoDate => fromEpochDay(toEpochDay(date) + n)

/** Day of the week of an ISO date (0 = Sunday). */
export const weekdayOf = (date: IsoDate): Weekday =>
  // 1970-01-01 was a Thursday (4).
  ((((toEpochDay(date) + 4) % 7) + 7) % 7) as Weekday
