import { describe, expect, it } from 'vitest'
import {
  addBusinessDays,
  DEFAULT_CALENDAR,
  isBusinessDay,
  nextBusinessDay,
} from './business-calendar'

const goodFriday = { extraClosures: ['2025-04-18'] }

describe('isBusinessDay', () => {
  it('is true on an ordinary weekday and false at weekends', () => {
    expect(isBusinessDay('2025-03-04')).toBe(true)
    expect(isBusinessDay('2025-03-08')).toBe(false)
    expect(isBusinessDay('2025-03-09')).toBe(false)
  })

  it('is false on observed holidays, including the Dec 31 spill', () => {
    expect(isBusinessDay('2025-11-27')).toBe(false)
    expect(isBusinessDay('2026-07-03')).toBe(false)
    expect(isBusinessDay('2027-12-31')).toBe(false)
    expect(isBusinessDay('2025-11-28')).toBe(true)
  })

  it('honours EXTRA_CLOSURES', () => {
    expect(isBusinessDay('2025-04-18', DEFAULT_CALENDAR)).toBe(true)
    expect(isBusinessDay('2025-04-18', goodFriday)).toBe(false)
  })
})

describe('addBusinessDays', () => {
  it('returns the same date for n = 0, even on a weekend', () => {
    expect(addBusinessDays('2025-03-04', 0)).toBe('2025-03-04')
    expect(addBusinessDays('2025-03-08', 0)).toBe('2025-03-08')
  })

  it('skips weekends and holidays', () => {
    expect(addBusinessDays('2025-03-07', 1)).toBe('2025-03-10')
    expect(addBusinessDays('2025-11-26', 1)).toBe('2025-11-28')
    expect(addBusinessDays('2025-12-31', 5)).toBe('2026-01-08')
    expect(addBusinessDays('2025-04-17', 1, goodFriday)).toBe('2025-04-21')
  })

  it('rejects negative or fractional counts', () => {
    expect(() => addBusinessDays('2025-03-04', -1)).toThrow(RangeError)
    expect(() => addBusinessDays('2025-03-04', 1.5)).toThrow(RangeError)
  })
})

describe('nextBusinessDay', () => {
  it('is strictly after the date', () => {
    expect(nextBusinessDay('2025-03-04')).toBe('2025-03-05')
    expect(nextBusinessDay('2025-11-26')).toBe('2025-11-28')
    expect(nextBusinessDay('2027-12-30')).toBe('2028-01-03')
  })
})
