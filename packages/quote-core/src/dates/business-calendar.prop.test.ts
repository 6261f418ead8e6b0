import { it } from '@fast-check/vitest'
import fc from 'fast-check'
import { describe, expect } from 'vitest'
import { addBusinessDays, isBusinessDay } from './business-calendar'
import { fromEpochDay, toEpochDay } from './iso-date'

// Days from 2000-01-01 to 2099-12-31.
const isoDay = fc.integer({ min: 10957, max: 47481 }).map(fromEpochDay)
const closures = fc.array(isoDay, { maxLength: 5 }).map((extraClosures) => ({ extraClosures }))
const count = (max: number) => fc.integer({ min: 0, max })

describe('addBusinessDays properties', () => {
  it.prop([isoDay, fc.integer({ min: 1, max: 60 }), closures])(
    'lands on a business day strictly after the start for n ≥ 1',
    (date, n, calendar) => {
      const result = addBusinessDays(date, n, calendar)
      expect(isBusinessDay(result, calendar)).toBe(true)
      expect(toEpochDay(result)).toBeGreaterThan(toEpochDay(date))
    },
  )

  it.prop([isoDay, count(40), count(40)])('is monotone in n', (date, a, b) => {
    const [lo, hi] = a <= b ? [a, b] : [b, a]
    expect(toEpochDay(addBusinessDays(date, lo))).toBeLessThanOrEqual(
      toEpochDay(addBusinessDays(date, hi)),
    )
  })

  it.prop([isoDay, count(30), fc.integer({ min: 1, max: 30 })])(
    'is monotone in the start date',
    (date, gap, n) => {
      const later = fromEpochDay(toEpochDay(date) + gap)
      expect(toEpochDay(addBusinessDays(date, n))).toBeLessThanOrEqual(
        toEpochDay(addBusinessDays(later, n)),
      )
    },
  )

  it.prop([isoDay, fc.integer({ min: 1, max: 20 }), count(20)])(
    'composes: add_bd(add_bd(d, a), b) = add_bd(d, a + b) for a ≥ 1',
    (date, a, b) => {
      expect(addBusinessDays(addBusinessDays(date, a), b)).toBe(addBusinessDays(date, a + b))
    },
  )
})
