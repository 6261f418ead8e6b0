import { describe, expect, it } from 'vitest'
import { addDays, dateParts, fromEpochDay, isoDate, toEpochDay, weekdayOf } from './iso-date'

describe('iso dates', () => {
  it('converts to and from day numbers around the epoch and leap days', () => {
    expect(toEpochDay('1970-01-01')).toBe(0)
    expect(toEpochDay('2025-03-04')).toBe(20151)
    expect(fromEpochDay(-1)).toBe('1969-12-31')
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01')
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01')
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31')
  })

  it('knows the weekday', () => {
    expect(weekdayOf('2025-03-04')).toBe(2) // Tuesday
    expect(weekdayOf('2025-11-27')).toBe(4) // Thanksgiving, a Thursday
    expect(weekdayOf('2027-12-31')).toBe(5)
    expect(weekdayOf('1969-12-28')).toBe(0)
  })

  it('splits and builds dates', () => {
    expect(dateParts('2026-01-08')).toEqual({ year: 2026, month: 1, day: 8 })
    expect(isoDate(2025, 3, 4)).toBe('2025-03-04')
  })

  it('rejects malformed and impossible dates', () => {
    expect(() => toEpochDay('2025-3-4')).toThrow(RangeError)
    expect(() => toEpochDay('2025-02-29')).toThrow(RangeError)
    expect(() => toEpochDay('2025-13-01')).toThrow(RangeError)
    expect(() => toEpochDay('2025-03-04T10:00:00Z')).toThrow(RangeError)
  })
})
