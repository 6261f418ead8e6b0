import { describe, expect, it } from 'vitest'
import { buildOrder, labelQuotePatch } from '../testing/fixtures'
import { SavedQuote } from './account'
import { decodeInput } from './decode'

const decode = decodeInput(SavedQuote, 'orders.0')

describe('SavedQuote', () => {
  it('is an order with the instant it was saved or last changed', () => {
    const order = { ...buildOrder(labelQuotePatch), status_id: 200 }
    const updated_at = new Date('2026-03-04T15:07:00Z').toISOString()
    const decoded = decode({ ...order, updated_at })
    expect(decoded).toEqual({ _tag: 'Decoded', value: { ...order, updated_at } })
  })

  it('refuses a time that is not an ISO UTC timestamp, naming the field', () => {
    const order = buildOrder(labelQuotePatch)
    for (const updated_at of ['03/04/2026', '2026-03-04', null]) {
      expect(decode({ ...order, updated_at })).toMatchObject({
        _tag: 'DecodeFailed',
        issues: [expect.objectContaining({ path: 'orders.0.updated_at' })],
      })
    }
  })
})
