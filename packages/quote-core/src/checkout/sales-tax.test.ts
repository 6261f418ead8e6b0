import { describe, expect, it } from 'vitest'
import { DEFAULT_TAX_RATES } from '../schema/tax'
import { salesTaxOf, taxLabelOf } from './sales-tax'

const ohio = { country: 'US', state: 'OH' }

describe('salesTaxOf', () => {
  it('taxes goods and shipping shipped to Ohio at 7.5%, to the cent', () => {
    const tax = salesTaxOf(
      { address: ohio, subtotalCents: 40_000, shippingCents: 1_000 },
      DEFAULT_TAX_RATES,
    )
    expect(tax).toEqual({ rate: 7.5, amount: 30.75, jurisdiction: 'OH', exempt: false })
    expect(taxLabelOf(tax)).toBe('Sales tax (OH 7.5%)')
    // Half a cent rounds up: 7 cents at 7.5% is 0.525 cents.
    expect(
      salesTaxOf({ address: ohio, subtotalCents: 7, shippingCents: 0 }, DEFAULT_TAX_RATES).amount,
    ).toBe(0.01)
    expect(
      salesTaxOf({ address: ohio, subtotalCents: 34_743, shippingCents: 0 }, DEFAULT_TAX_RATES)
        .amount,
    ).toBe(26.06)
  })

  it('leaves shipping untaxed where the table says so, and taxes only its states', () => {
    const rates = { OH: { rate: 7.5, shipping: false }, KY: { rate: 6, shipping: true } }
    expect(
      salesTaxOf({ address: ohio, subtotalCents: 10_000, shippingCents: 5_000 }, rates).amount,
    ).toBe(7.5)
    const base = { subtotalCents: 10_000, shippingCents: 5_000 }
    expect(salesTaxOf({ ...base, address: { country: 'US', state: 'ky' } }, rates)).toMatchObject({
      amount: 9,
      jurisdiction: 'KY',
    })
    expect(salesTaxOf({ ...base, address: { country: 'US', state: 'IL' } }, rates)).toEqual({
      rate: 0,
      amount: 0,
      jurisdiction: '',
      exempt: false,
    })
    // Abroad there is no US state tax, whatever the state field says.
    expect(salesTaxOf({ ...base, address: { country: 'CA', state: 'OH' } }, rates).amount).toBe(0)
  })

  it('charges a reseller with a certificate none, and names the certificate', () => {
    const tax = salesTaxOf(
      { address: ohio, subtotalCents: 40_000, shippingCents: 1_000 },
      DEFAULT_TAX_RATES,
      ' STEC-B 12345 ',
    )
    expect(tax).toEqual({
      rate: 7.5,
      amount: 0,
      jurisdiction: 'OH',
      exempt: true,
      certificate: 'STEC-B 12345',
    })
    expect(taxLabelOf(tax)).toBe('Sales tax (OH): exempt, resale certificate STEC-B 12345')
  })
})
