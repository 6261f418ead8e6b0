import { describe, expect, it } from 'vitest'
import { DASH, formatCount, formatMoney, formatUnitPrice } from './format-money'

describe('money formatting', () => {
  it('shows dollars with 2 decimals and unit prices with up to 3', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50')
    expect(formatUnitPrice(0.125)).toBe('$0.125')
    expect(formatUnitPrice(2)).toBe('$2.00')
  })

  it('shows the dash placeholder for missing values (docs/product.md section 9)', () => {
    expect(formatMoney(null)).toBe(DASH)
    expect(formatUnitPrice(undefined)).toBe(DASH)
    expect(formatCount(Number.NaN)).toBe(DASH)
    expect(formatCount(10000)).toBe('10,000')
  })
})
