import { describe, expect, it } from 'vitest'
import { countOfItem, countOfProduct, PRODUCT_TYPE } from '../catalog/ids'
import {
  accountRefusal,
  addressLines,
  checkoutPrefill,
  openPlacedOrders,
  placedLineNames,
  savedQuoteHold,
  shipToAddresses,
} from './customer-account'
import { chicago, placedOrderFixture } from '../testing/test-cart'

const customer = { is_guest: false, email: 'ada@acme.test', name: 'Ada Buyer' }
const older = { ...placedOrderFixture(), placed_at: '2025-01-02T10:00:00.000Z', address: chicago }
const newer = {
  ...placedOrderFixture(),
  number: 'DC-10000002',
  placed_at: '2025-03-05T10:00:00.000Z',
  address: { ...chicago, address1: '9 Lake Shore Dr', zip: '60611' },
}

describe('checkoutPrefill', () => {
  it("gives a customer their name and email and the last order's address", () => {
    expect(checkoutPrefill(customer, [older, newer])).toEqual({
      email: 'ada@acme.test',
      address: newer.address,
    })
  })

  it('gives a customer without orders their name only, and a guest an empty form', () => {
    const first = checkoutPrefill(customer, [])
    expect(first.address).toMatchObject({ name: 'Ada Buyer', address1: '', country: 'US' })
    expect(checkoutPrefill({ ...customer, is_guest: true, email: null }, [])).toMatchObject({
      email: '',
      address: { name: '', city: '' },
    })
  })
})

describe('the account overview', () => {
  it('lists the open orders only', () => {
    const shipped = { ...newer, status: 'shipped' as const }
    const cancelled = { ...newer, status: 'cancelled' as const }
    expect(openPlacedOrders([shipped, older, cancelled])).toEqual([older])
  })

  it('lists each address shipped to once, the last used first', () => {
    const again = { ...older, placed_at: '2024-12-01T10:00:00.000Z' }
    expect(shipToAddresses([older, again, newer])).toEqual([newer.address, chicago])
    expect(addressLines(chicago)).toEqual([
      'Ada Buyer',
      'Acme Foods',
      '1 Main St',
      'Chicago, IL 60601',
    ])
    expect(
      addressLines({ ...chicago, company: '', country: 'GB', state: '', zip: 'EC1A 1BB' }),
    ).toEqual(['Ada Buyer', '1 Main St', 'Chicago, EC1A 1BB GB'])
  })
})

describe('placedLineNames', () => {
  it('names a line by its product and size, numbering lines that share a name', () => {
    const names = placedLineNames([
      { order_id: 2, description: 'Roll labels · 2" x 3" Rectangle · White BOPP, Gloss' },
      { order_id: 4, description: 'Folding cartons · 3" x 2" x 5" Straight Tuck · SBS' },
      { order_id: 7, description: 'Roll labels · 2" x 3" Rectangle · Kraft Paper' },
      { order_id: 9, description: 'Custom Design, 1 design' },
    ])
    expect([...names.values()]).toEqual([
      'Roll labels · 2" x 3" Rectangle (1 of 2)',
      'Folding cartons · 3" x 2" x 5" Straight Tuck',
      'Roll labels · 2" x 3" Rectangle (2 of 2)',
      'Custom Design, 1 design',
    ])
  })
})

describe('counts with their nouns', () => {
  it('says one in the singular', () => {
    expect(countOfItem(1, 'design')).toBe('1 design')
    expect(countOfItem(3, 'design')).toBe('3 designs')
    expect(countOfItem(2500, 'labels')).toBe('2,500 labels')
    expect(countOfProduct(1, PRODUCT_TYPE.carton)).toBe('1 carton')
  })
})

describe('savedQuoteHold', () => {
  const quote = { updated_at: '2025-03-04T14:30:00Z' }
  it('holds the price 30 days from saving, as the quote PDF does', () => {
    expect(savedQuoteHold(quote, '2025-04-03T12:00:00Z')).toEqual({
      valid_until: '2025-04-03',
      expired: false,
      text: 'Price holds until April 3, 2025 (30 days from saving).',
    })
  })
  it('says the hold is over the day after', () => {
    expect(savedQuoteHold(quote, '2025-04-04T12:00:00Z')).toMatchObject({
      expired: true,
      text: "Price held until April 3, 2025: open the quote to price it at today's rates.",
    })
  })
})

describe('accountRefusal', () => {
  it('refuses a guest what only an account has, and lets a customer through', () => {
    expect(accountRefusal({ is_guest: true })).toEqual({ _tag: 'LoginRequired' })
    expect(accountRefusal({ is_guest: false })).toBeNull()
  })
})
