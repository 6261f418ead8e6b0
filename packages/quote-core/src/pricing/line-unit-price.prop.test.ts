import { it } from '@fast-check/vitest'
import fc from 'fast-check'
import { describe, expect } from 'vitest'
import { formatLineUnitPrice, LINE_UNIT_MAX_DECIMALS } from './money'

// The shown unit price read back exactly, in 10^-LINE_UNIT_MAX_DECIMALS dollars.
const micros = (text: string): bigint => {
  const match = /^(-?)\$([\d,]+)\.(\d+)$/.exec(text)
  if (match === null) throw new Error(`not a unit price: ${text}`)
  const [, sign, whole, fraction] = match as unknown as [string, string, string, string]
  const value =
    BigInt(whole.replaceAll(',', '')) * 10n ** BigInt(LINE_UNIT_MAX_DECIMALS) +
    BigInt(fraction.padEnd(LINE_UNIT_MAX_DECIMALS, '0'))
  return sign === '-' ? -value : value
}

describe('formatLineUnitPrice', () => {
  it('shows the unit price that makes the line add up, or none', () => {
    expect(formatLineUnitPrice(36_978, 1000)).toBe('$0.36978')
    expect(formatLineUnitPrice(37_000, 1000)).toBe('$0.37')
    expect(formatLineUnitPrice(123_456_700, 100)).toBe('$12,345.67')
    expect(formatLineUnitPrice(10_000, 3)).toBeNull()
    expect(formatLineUnitPrice(10_000, 0)).toBeNull()
  })

  it.prop([fc.integer({ min: 0, max: 500_000_00 }), fc.integer({ min: 1, max: 1_000_000 })], {
    numRuns: 500,
  })('unit price times quantity equals the amount, whenever a unit price is shown', (cents, q) => {
    const text = formatLineUnitPrice(cents, q)
    if (text === null) {
      // No unit price of at most six decimals adds up: the amount is shown alone.
      expect((BigInt(cents) * 10n ** BigInt(LINE_UNIT_MAX_DECIMALS - 2)) % BigInt(q)).not.toBe(0n)
      return
    }
    expect(micros(text) * BigInt(q)).toBe(BigInt(cents) * 10n ** BigInt(LINE_UNIT_MAX_DECIMALS - 2))
    expect(text).toMatch(/^\$[\d,]+\.\d{2,6}$/)
  })
})
