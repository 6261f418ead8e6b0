import { describe, expect, it } from 'vitest'
import { epochSeconds, toEasternTime } from './eastern-time'

const at = (hours: number, minutes = 0, seconds = 0): number =>
  hours * 3600 + minutes * 60 + seconds

describe('toEasternTime', () => {
  it('uses EST (UTC−5) in winter and EDT (UTC−4) in summer', () => {
    expect(toEasternTime('2025-03-04T14:30:00Z')).toEqual({
      date: '2025-03-04',
      secondOfDay: at(9, 30),
    })
    expect(toEasternTime('2025-07-01T14:00:00Z')).toEqual({
      date: '2025-07-01',
      secondOfDay: at(10),
    })
  })

  it('springs forward at 2025-03-09 07:00 UTC (02:00 EST → 03:00 EDT)', () => {
    expect(toEasternTime('2025-03-09T06:59:59Z')).toEqual({
      date: '2025-03-09',
      secondOfDay: at(1, 59, 59),
    })
    expect(toEasternTime('2025-03-09T07:00:00Z')).toEqual({
      date: '2025-03-09',
      secondOfDay: at(3),
    })
  })

  it('falls back at 2025-11-02 06:00 UTC (02:00 EDT → 01:00 EST)', () => {
    expect(toEasternTime('2025-11-02T05:59:59Z')).toEqual({
      date: '2025-11-02',
      secondOfDay: at(1, 59, 59),
    })
    expect(toEasternTime('2025-11-02T06:00:00Z')).toEqual({
      date: '2025-11-02',
      secondOfDay: at(1),
    })
  })

  it('follows the rule in other years (2026: Mar 8 and Nov 1)', () => {
    expect(toEasternTime('2026-03-08T07:00:00Z').secondOfDay).toBe(at(3))
    expect(toEasternTime('2026-03-07T14:00:00Z').secondOfDay).toBe(at(9))
    expect(toEasternTime('2026-11-01T06:00:00Z').secondOfDay).toBe(at(1))
    expect(toEasternTime('2026-10-31T14:00:00Z').secondOfDay).toBe(at(10))
  })

  it('rolls the date back when UTC is already past midnight', () => {
    expect(toEasternTime('2025-03-05T03:00:00Z')).toEqual({
      date: '2025-03-04',
      secondOfDay: at(22),
    })
    expect(toEasternTime('2026-01-01T04:59:59Z')).toEqual({
      date: '2025-12-31',
      secondOfDay: at(23, 59, 59),
    })
  })

  it('accepts explicit offsets and fractional seconds', () => {
    expect(epochSeconds('2025-03-04T09:30:00-05:00')).toBe(epochSeconds('2025-03-04T14:30:00Z'))
    expect(epochSeconds('2025-03-04T20:00+05:30')).toBe(epochSeconds('2025-03-04T14:30:00.000Z'))
    expect(toEasternTime('2025-03-04T14:59:59.999Z').secondOfDay).toBe(at(9, 59, 59))
  })

  it('rejects local times without an offset and malformed instants', () => {
    expect(() => toEasternTime('2025-03-04T09:30:00')).toThrow(RangeError)
    expect(() => toEasternTime('2025-03-04T24:00:00Z')).toThrow(RangeError)
    expect(() => toEasternTime('2025-03-04')).toThrow(RangeError)
  })
})
