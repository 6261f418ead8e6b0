import { dateParts, type IsoDate, weekdayOf } from './iso-date'

// Days and times as US English writes them, from the calendar's own arithmetic: the same text
// in every runtime, and no locale data to load (a browser's first Intl format loads it, a
// long task on a slow phone).

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const

const shortMonth = (month: number): string => (MONTHS[month - 1] ?? '').slice(0, 3)

/** A day as US English writes it in full on documents: 'March 5, 2025'. */
export const formatLongDate = (date: IsoDate): string => {
  const { year, month, day } = dateParts(date)
  return `${MONTHS[month - 1]} ${day}, ${year}`
}

/** A day with its month shortened: 'Mar 5, 2025'. */
export const formatMediumDate = (date: IsoDate): string => {
  const { year, month, day } = dateParts(date)
  return `${shortMonth(month)} ${day}, ${year}`
}

/** A day in figures, month first: '3/5/2025'. */
export const formatNumericDate = (date: IsoDate): string => {
  const { year, month, day } = dateParts(date)
  return `${month}/${day}/${year}`
}

/**
 * Short weekday, short month and day without padding or year: 'Wed, Mar 12' (a ship date, a
 * due date: weeks away at most).
 */
export const formatShortDay = (date: IsoDate): string => {
  const { month, day } = dateParts(date)
  return `${WEEKDAYS[weekdayOf(date)]}, ${shortMonth(month)} ${day}`
}

/** A clock reading on the 12-hour clock, of seconds since midnight: '3:05 PM', '12:00 AM'. */
export const formatClockTime = (secondOfDay: number): string => {
  const minutes = Math.floor(secondOfDay / 60)
  const hour = Math.floor(minutes / 60) % 24
  const minute = String(minutes % 60).padStart(2, '0')
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`
}

/** A day and a time of it: 'Mar 5, 2025, 3:05 PM'. */
export const formatDateTime = (date: IsoDate, secondOfDay: number): string =>
  `${formatMediumDate(date)}, ${formatClockTime(secondOfDay)}`
