import { dateParts, type IsoDate } from './iso-date'

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

/** A day as US English writes it in full on documents: 'March 5, 2025'. */
export const formatLongDate = (date: IsoDate): string => {
  const { year, month, day } = dateParts(date)
  return `${MONTHS[month - 1]} ${day}, ${year}`
}
