import { describe, expect, it } from 'vitest'
import { productionDay0 } from './production-day'
import { DEFAULT_SCHEDULE_CONFIG } from './schedule-config'

const day0 = (orderedAt: string): string => productionDay0(orderedAt, DEFAULT_SCHEDULE_CONFIG)

describe('productionDay0', () => {
  it('counts the order day when ordered before 10:00 EST', () => {
    expect(day0('2025-03-04T14:59:59Z')).toBe('2025-03-04') // 09:59:59 EST
    expect(day0('2025-03-04T15:00:00Z')).toBe('2025-03-05') // 10:00 EST is too late
  })

  it('applies the cut-off in EDT during daylight time', () => {
    expect(day0('2025-07-08T13:59:00Z')).toBe('2025-07-08') // 09:59 EDT
    expect(day0('2025-07-08T14:00:00Z')).toBe('2025-07-09') // 10:00 EDT
    expect(day0('2025-07-08T14:30:00Z')).toBe('2025-07-09') // 10:30 EDT, though 09:30 EST
  })

  it('switches the cut-off across the spring change (Fri Mar 7 EST → Mon Mar 10 EDT)', () => {
    expect(day0('2025-03-07T14:30:00Z')).toBe('2025-03-07') // 09:30 EST
    expect(day0('2025-03-10T13:59:00Z')).toBe('2025-03-10') // 09:59 EDT
    expect(day0('2025-03-10T14:30:00Z')).toBe('2025-03-11') // 10:30 EDT
  })

  it('switches the cut-off across the autumn change (Fri Oct 31 EDT → Mon Nov 3 EST)', () => {
    expect(day0('2025-10-31T14:30:00Z')).toBe('2025-11-03') // 10:30 EDT
    expect(day0('2025-11-03T14:30:00Z')).toBe('2025-11-03') // 09:30 EST
    expect(day0('2025-11-03T15:00:00Z')).toBe('2025-11-04') // 10:00 EST
  })

  it('uses the Eastern date, not the UTC date', () => {
    expect(day0('2025-03-04T04:00:00Z')).toBe('2025-03-04') // Mon Mar 3, 23:00 EST
    expect(day0('2025-03-05T02:00:00Z')).toBe('2025-03-05') // Tue Mar 4, 21:00 EST
  })

  it('moves weekend and holiday orders to the next business day', () => {
    expect(day0('2025-03-08T13:00:00Z')).toBe('2025-03-10')
    expect(day0('2025-11-27T13:00:00Z')).toBe('2025-11-28') // Thanksgiving, 08:00 EST
    expect(day0('2025-11-26T16:05:00Z')).toBe('2025-11-28') // example B: Wed 11:05 EST
  })

  it('takes the cut-off and closures from the configuration', () => {
    const config = { cutoffMinutesEt: 15 * 60, calendar: { extraClosures: ['2025-03-05'] } }
    expect(productionDay0('2025-03-04T19:59:00Z', config)).toBe('2025-03-04') // 14:59 EST
    expect(productionDay0('2025-03-04T20:00:00Z', config)).toBe('2025-03-06')
  })
})
