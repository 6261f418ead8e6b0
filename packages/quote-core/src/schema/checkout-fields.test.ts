import { describe, expect, it } from 'vitest'
import { decodeInput } from './decode'
import { CheckoutAddress } from './placed-order'
import { checkoutAddressIssues, checkoutFieldIssues } from './checkout-fields'
import { chicago } from '../testing/test-cart'

const empty = { ...chicago, name: '', company: '', address1: '', city: '', state: '', zip: '' }

describe('checkoutAddressIssues', () => {
  it('names every empty field in words, State and ZIP too while the rest is empty', () => {
    expect(checkoutAddressIssues(empty)).toEqual([
      {
        path: 'address.name',
        code: 'name_missing',
        message: 'Please enter the name of the person we ship to.',
      },
      {
        path: 'address.address1',
        code: 'address1_missing',
        message: 'Please enter the street address.',
      },
      { path: 'address.city', code: 'city_missing', message: 'Please enter your city.' },
      { path: 'address.state', code: 'state_missing', message: 'Please choose your state.' },
      { path: 'address.zip', code: 'zip_missing', message: 'Please enter your ZIP code.' },
    ])
  })

  it('tells a wrong state or ZIP from a missing one, and passes a full US address', () => {
    expect(
      checkoutAddressIssues({ ...chicago, state: 'XX', zip: '6060' }).map((i) => i.code),
    ).toEqual(['state_unknown', 'zip_invalid'])
    expect(checkoutAddressIssues({ ...chicago, zip: '60601-1234', state: 'il' })).toEqual([])
  })

  it('asks no state or postcode outside the domestic countries; Puerto Rico needs a ZIP', () => {
    expect(checkoutAddressIssues({ ...chicago, country: 'GB', state: '', zip: '' })).toEqual([])
    expect(checkoutAddressIssues({ ...chicago, country: 'PR', state: '', zip: '' })).toEqual([
      { path: 'address.zip', code: 'zip_missing', message: 'Please enter your ZIP code.' },
    ])
  })

  it('is what the server answers for the address too', () => {
    const decoded = decodeInput(CheckoutAddress)({ ...chicago, city: ' ', state: '', zip: '' })
    expect(decoded._tag === 'DecodeFailed' && decoded.issues).toEqual([
      { path: 'city', message: 'Please enter your city.' },
    ])
    const later = decodeInput(CheckoutAddress)({ ...chicago, state: '', zip: '' })
    expect(later._tag === 'DecodeFailed' && later.issues).toEqual([
      { path: 'state', message: 'Please choose your state.' },
      { path: 'zip', message: 'Please enter your ZIP code.' },
    ])
  })
})

describe('checkoutFieldIssues', () => {
  const full = { address: chicago, email: '', emailRequired: true, shippingCode: '03' }

  it('asks a guest for an email and any customer for a well-formed one', () => {
    expect(checkoutFieldIssues(full)).toEqual([
      {
        path: 'email',
        code: 'email_missing',
        message: 'Please enter your email address, so we can send your proofs.',
      },
    ])
    expect(checkoutFieldIssues({ ...full, emailRequired: false })).toEqual([])
    expect(checkoutFieldIssues({ ...full, emailRequired: false, email: 'ada@' })).toEqual([
      {
        path: 'email',
        code: 'email_invalid',
        message: 'Please enter an email address like name@example.com.',
      },
    ])
  })

  it('asks for a shipping choice', () => {
    expect(
      checkoutFieldIssues({ ...full, email: 'a@b.co', shippingCode: null }).map((i) => i.message),
    ).toEqual(['Please choose a shipping option.'])
  })
})
