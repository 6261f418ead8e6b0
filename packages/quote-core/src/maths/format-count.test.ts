import { fc, it } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { formatCount } from './format-count'

describe('formatCount', () => {
  it('groups the whole part by thousands, and keeps sign and fraction', () => {
    expect(formatCount(0)).toBe('0')
    expect(formatCount(999)).toBe('999')
    expect(formatCount(1000)).toBe('1,000')
    expect(formatCount(2_500_000)).toBe('2,500,000')
    expect(formatCount(-2500.5)).toBe('-2,500.5')
    expect(formatCount(1234.567)).toBe('1,234.567')
  })

  // Up to 9e12 a number with three decimals is still written with them.
  it.prop([fc.integer({ min: -9e12, max: 9e12 }), fc.integer({ min: 0, max: 999 })])(
    'reads as Intl writes a count with up to three decimals in US English',
    (whole, thousandths) => {
      const n = Number(`${whole}.${String(thousandths).padStart(3, '0')}`)
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'))
    },
  )
})
