import type { IsoDate } from './iso-date'
import { addDays, fromEpochDay, isoDate, toEpochDay, weekdayOf } from './iso-date'

/** A wall-clock reading in US Eastern Time (America/New_York). */
export type EasternTime = {
  /** The Eastern calendar day. */
  readonly date: IsoDate
  /** Seconds since Eastern midnight, 0 – 86,399. */
  readonly secondOfDay: number
}

const INSTANT =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|([+-])(\d{2}):?(\d{2}))$/i

const DAY = 86_400
const HOUR = 3_600

/**
 * Seconds since the Unix epoch of an ISO-8601 instant; an explicit offset (`Z` or ±hh:mm) is
 * required because a local time without one is not an instant. Fractions of a second are dropped.
 */
export const epochSeconds = (instant: string): number => {
  const m = INSTANT.exec(instant)
  if (m === null || m[1] === undefined) throw new RangeError(`Not an ISO-8601 instant: ${instant}`)
  const [hour, minute, second] = [Number(m[2]), Number(m[3]), Number(m[4] ?? 0)]
  if (hour > 23 || minute > 59 || second > 59) throw new RangeError(`Bad time: ${instant}`)
  const sign = m[6] === '-' ? -1 : 1
  const offset = m[6] === undefined ? 0 : sign * (Number(m[7]) * HOUR + Number(m[8]) * 60)
  return toEpochDay(m[1]) * DAY + hour * HOUR + minute * 60 + second - offset
}

const secondSunday = (year: number, month: number): IsoDate => {
  const first = isoDate(year, month, 1)
  return addDays(first, ((7 - weekdayOf(first)) % 7) + 7)
}

const firstSunday = (year: number, month: number): IsoDate => {
  const first = isoDate(year, month, 1)
  return addDays(first, (7 - weekdayOf(first)) % 7)
}

/**
 * UTC offset of America/New_York in seconds at an instant. US rule since 2007 (§0 asks for DST
 * awareness): daylight time from the 2nd Sunday of March 02:00 EST (07:00 UTC) to the 1st Sunday
 * of November 02:00 EDT (06:00 UTC). The UTC year is safe here: transitions are far from Jan 1.
 */
export const easternOffsetSeconds = (epochSecond: number): number => {
  const year = Number(fromEpochDay(Math.floor(epochSecond / DAY)).slice(0, 4))
  const start = toEpochDay(secondSunday(year, 3)) * DAY + 7 * HOUR
  const end = toEpochDay(firstSunday(year, 11)) * DAY + 6 * HOUR
  return epochSecond >= start && epochSecond < end ? -4 * HOUR : -5 * HOUR
}

/** The Eastern wall-clock date and time of an ISO-8601 instant, DST aware. */
export const toEasternTime = (instant: string): EasternTime => {
  const utc = epochSeconds(instant)
  const local = utc + easternOffsetSeconds(utc)
  const day = Math.floor(local / DAY)
  return { date: fromEpochDay(day), secondOfDay: local - day * DAY }
}
