import { fc, it } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import {
  formatClockTime,
  formatDateTime,
  formatLongDate,
  formatMediumDate,
  formatNumericDate,
  formatShortDay,
} from './day-formats'
import { fromEpochDay } from './iso-date'

/** Intl's US English rendering of a day (at noon UTC), the reference the formats match. */
const intlDay = (date: string, options: Intl.DateTimeFormatOptions) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { ...options, timeZone: 'UTC' })

// Days from 1900 to 2199.
const day = fc.integer({ min: -25_567, max: 84_000 }).map(fromEpochDay)

describe('formatLongDate', () => {
  it('writes the month in full, the day unpadded and the year', () => {
    expect(formatLongDate('2025-03-05')).toBe('March 5, 2025')
    expect(formatLongDate('2026-12-31')).toBe('December 31, 2026')
    expect(formatLongDate('2024-02-29')).toBe('February 29, 2024')
  })

  it.prop([day])('reads as Intl writes it in US English', (d) => {
    expect(formatLongDate(d)).toBe(intlDay(d, { dateStyle: 'long' }))
  })
})

describe('the short forms of a day', () => {
  it('shortens the month, and the weekday where it is named', () => {
    expect(formatMediumDate('2025-03-05')).toBe('Mar 5, 2025')
    expect(formatShortDay('2025-03-12')).toBe('Wed, Mar 12')
    expect(formatNumericDate('2025-03-05')).toBe('3/5/2025')
  })

  it.prop([day])('read as Intl writes them in US English', (d) => {
    expect(formatMediumDate(d)).toBe(intlDay(d, { dateStyle: 'medium' }))
    expect(formatShortDay(d)).toBe(intlDay(d, { weekday: 'short', month: 'short', day: 'numeric' }))
    expect(formatNumericDate(d)).toBe(intlDay(d, {}))
  })
})

describe('formatClockTime', () => {
  it('reads the 12-hour clock, midnight and noon as 12', () => {
    expect(formatClockTime(0)).toBe('12:00 AM')
    expect(formatClockTime(15 * 3600 + 5 * 60 + 59)).toBe('3:05 PM')
    expect(formatClockTime(12 * 3600)).toBe('12:00 PM')
    expect(formatClockTime(86_399)).toBe('11:59 PM')
  })

  it.prop([day, fc.integer({ min: 0, max: 86_399 })])(
    'reads as Intl writes a date and time (a plain space before AM or PM)',
    (d, second) => {
      const instant = new Date(`${d}T00:00:00Z`).getTime() + second * 1000
      const intl = new Date(instant)
        .toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
        .replace(/\s/gu, ' ')
      expect(formatDateTime(d, second)).toBe(intl)
    },
  )
})
