import { describe, expect, it } from 'vitest'
import { decodeInput } from '../schema/decode'
import { OrderAccessRequest, OrderLookupRequest } from '../schema/order-lookup'
import {
  lookupMatches,
  ORDER_ACCESS_REFUSALS,
  ORDER_LOOKUP_ACCEPTED,
  orderLinkExpiry,
  redeemOrderLink,
  type StoredOrderLink,
} from './order-access'

const decodeLookup = decodeInput(OrderLookupRequest)
const decodeAccess = decodeInput(OrderAccessRequest)
const issuesOf = (input: unknown) => {
  const r = decodeLookup(input)
  return r._tag === 'Decoded' ? [] : r.issues
}

describe('OrderLookupRequest', () => {
  it('takes the address and number as typed: spaces dropped, the number in capitals', () => {
    expect(decodeLookup({ email: '  Ada@Example.com ', number: ' dc-10042 ' })).toEqual({
      _tag: 'Decoded',
      value: { email: 'Ada@Example.com', number: 'DC-10042' },
    })
  })

  it('asks for each missing field at its place', () => {
    const asked = [
      { path: 'email', message: 'Please enter the email address the order was placed with.' },
      { path: 'number', message: 'Please enter your order number.' },
    ]
    expect(issuesOf({})).toEqual(asked)
    expect(issuesOf({ email: '   ', number: '' })).toEqual(asked)
    expect(issuesOf({ email: 42, number: null })).toEqual(asked)
  })

  it('says what a well-formed address and number look like', () => {
    expect(issuesOf({ email: 'ada@example', number: '10042' })).toEqual([
      { path: 'email', message: 'Please enter a valid email address, like name@example.com.' },
      {
        path: 'number',
        message: 'Please enter the order number as it appears on your confirmation, like DC-10042.',
      },
    ])
    expect(issuesOf({ email: `${'a'.repeat(250)}@b.co`, number: 'DC-10042' })).toHaveLength(1)
  })
})

describe('OrderAccessRequest', () => {
  it('takes a key of 256 bits in base64url, and says a cut link is not complete', () => {
    const key = 'A'.repeat(42) + '_'
    expect(decodeAccess({ key })).toEqual({ _tag: 'Decoded', value: { key } })
    for (const bad of [{}, { key: 7 }, { key: key.slice(1) }, { key: `${key}=` }])
      expect(decodeAccess(bad)).toMatchObject({
        _tag: 'DecodeFailed',
        issues: [
          {
            path: 'key',
            message:
              'This link is not complete. Please open it again from the email, as it was sent.',
          },
        ],
      })
  })
})

describe('lookupMatches', () => {
  it('compares the address with the order’s whatever its case and spaces', () => {
    expect(lookupMatches({ email: 'Ada@Example.com' }, ' ada@example.COM')).toBe(true)
    expect(lookupMatches({ email: 'ada@example.com' }, 'ada@example.co')).toBe(false)
  })
})

describe('the look-up answer', () => {
  it('is phrased as a condition, since it is the same whether or not an order matched', () => {
    expect(ORDER_LOOKUP_ACCEPTED.message).toMatch(
      /^If an order with that number was placed with that email address, a link to it is on its way there\./,
    )
    expect(ORDER_LOOKUP_ACCEPTED.message).toContain('24 hours')
  })
})

describe('redeemOrderLink', () => {
  const now = '2026-03-04T15:00:00.000Z'
  const link: StoredOrderLink = {
    number: 'DC-10042',
    expires_at: orderLinkExpiry(now),
    used_by: null,
    used_at: null,
  }
  const redeem = (over: Partial<Parameters<typeof redeemOrderLink>[0]> = {}) =>
    redeemOrderLink({
      link,
      number: 'DC-10042',
      userId: 'guest-1',
      callerSeesOrder: false,
      now,
      ...over,
    })
  const refusal = (reason: keyof typeof ORDER_ACCESS_REFUSALS) => ({
    _tag: 'AccessRefused',
    reason,
    message: ORDER_ACCESS_REFUSALS[reason],
  })

  it('lasts 24 hours', () => {
    expect(orderLinkExpiry(now)).toBe('2026-03-05T15:00:00.000Z')
  })

  it('opens its order for the first session that uses it, then again for that session only', () => {
    expect(redeem()).toEqual({ _tag: 'AccessGranted', firstUse: true })
    const used = { ...link, used_by: 'guest-1', used_at: now }
    expect(redeem({ link: used })).toEqual({ _tag: 'AccessGranted', firstUse: false })
    expect(redeem({ link: used, userId: 'guest-2' })).toEqual(refusal('link_used'))
    // Its first user is gone (a guest that logged in): nobody else may take it up.
    expect(redeem({ link: { ...used, used_by: null } })).toEqual(refusal('link_used'))
  })

  it('opens no other order, and an unknown key opens nothing', () => {
    expect(redeem({ number: 'DC-10043' })).toEqual(refusal('not_found'))
    expect(redeem({ number: 'DC-10043', callerSeesOrder: true })).toEqual(refusal('not_found'))
    expect(redeem({ link: null })).toEqual(refusal('not_found'))
  })

  it('stops at its expiry, to the millisecond', () => {
    expect(redeem({ now: '2026-03-05T14:59:59.999Z' })._tag).toBe('AccessGranted')
    expect(redeem({ now: '2026-03-05T15:00:00.000Z' })).toEqual(refusal('link_expired'))
  })

  it('answers a caller who can already see the order, leaving the link as it was', () => {
    const late = { now: '2026-03-09T00:00:00.000Z', callerSeesOrder: true }
    expect(redeem(late)).toEqual({ _tag: 'AccessGranted', firstUse: false })
    expect(redeem({ callerSeesOrder: true })).toEqual({ _tag: 'AccessGranted', firstUse: false })
  })
})
