import { Either, Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { decodeInput } from '../schema/decode'
import { CheckoutAddress, CheckoutRequest } from '../schema/placed-order'

const decode = decodeInput(CheckoutAddress)
const base = { name: 'Ada', address1: '1 Main St', city: 'Chicago', state: 'IL', zip: '60601' }

describe('CheckoutAddress', () => {
  it('accepts a US address and fills the defaults', () => {
    const result = decode(base)
    expect(result).toMatchObject({
      _tag: 'Decoded',
      value: { ...base, country: 'US', is_residential: false, company: '' },
    })
  })

  it('checks the US state and ZIP, each at its field', () => {
    const result = decode({ ...base, state: 'XX', zip: '6060' })
    expect(result._tag).toBe('DecodeFailed')
    if (result._tag !== 'DecodeFailed') return
    expect(result.issues).toEqual([
      { path: 'state', message: 'Please choose a US state.' },
      { path: 'zip', message: 'Please enter a valid 5-digit ZIP code.' },
    ])
  })

  it('ends its one-line message with one stop when the rule has its own', () => {
    const result = decode({ ...base, state: 'XX' })
    expect(result).toMatchObject({
      _tag: 'DecodeFailed',
      message: 'state: Please choose a US state.',
    })
    const both = decode({ ...base, state: 'XX', zip: '6060' })
    expect(both).toMatchObject({
      message: 'state: Please choose a US state, and 1 more problem.',
    })
  })

  it('requires name, street and city', () => {
    const result = decode({ ...base, name: ' ', address1: '', city: '' })
    expect(result._tag === 'DecodeFailed' && result.issues.map((i) => i.path)).toEqual([
      'name',
      'address1',
      'city',
    ])
  })

  it('allows other countries with free-form region and postcode', () => {
    const result = decode({ ...base, country: 'GB', state: 'Greater London', zip: 'SW1A 1AA' })
    expect(result._tag).toBe('Decoded')
  })

  it('takes is_residential as true/false or 1/0', () => {
    for (const [flag, value] of [
      [1, true],
      [0, false],
      [true, true],
    ] as const) {
      const result = Schema.decodeUnknownEither(CheckoutAddress)({ ...base, is_residential: flag })
      expect(Either.isRight(result) && result.right.is_residential).toBe(value)
    }
    expect(decode({ ...base, is_residential: 2 })._tag).toBe('DecodeFailed')
  })
})

describe('CheckoutRequest', () => {
  it('needs a shipping code and a valid email when one is given', () => {
    const result = decodeInput(CheckoutRequest)({ address: base, shipping_code: '', email: 'x' })
    expect(result._tag === 'DecodeFailed' && result.issues.map((i) => i.path)).toEqual([
      'shipping_code',
      'email',
    ])
  })
})
