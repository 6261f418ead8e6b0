import { describe, expect, it } from 'vitest'
import { STORE_CONTACT } from '../catalog/constants'
import { placedOrderFixture } from '../testing/test-cart'
import type { PlacedOrder } from '../schema/placed-order'
import { escapeHtml } from './email-document'
import type { EmailContext } from './order-emails'
import {
  emailHoldsKey,
  keyedOrderLinkEmail,
  orderLinkEmail,
  resendRefusal,
} from './order-link-email'

const ctx: EmailContext = { store: STORE_CONTACT, siteUrl: 'https://shop.example/' }
const order: PlacedOrder = {
  ...placedOrderFixture(),
  email: 'Ada@Example.com',
  address: { ...placedOrderFixture().address, name: '<b>Ada</b>' },
}
const key = 'k3y_-'.repeat(8) + 'abc'
// 20:30 UTC in March before daylight time is 3:30 PM in the eastern US.
const input = { key, expiresAt: '2026-03-05T20:30:00.000Z' }
const link = `https://shop.example/account/orders/DC-10000001?key=${key}`

describe('orderLinkEmail', () => {
  const email = orderLinkEmail(order, ctx, input)

  it('goes to the address the order was placed with, named for its order, the key kept out of the subject', () => {
    expect(email.kind).toBe('order_link')
    expect(email.to).toBe('Ada@Example.com')
    expect(email.subject).toBe('Your link to order DC-10000001')
    expect(email.subject).not.toContain(key)
  })

  it('carries the link with its key in text and HTML, and the store signs it', () => {
    expect(email.text).toContain(`Open order DC-10000001: ${link}`)
    expect(email.html).toContain(`href="${escapeHtml(link)}"`)
    for (const part of [email.text, email.html]) {
      expect(part).toContain('DC-10000001')
      expect(part).toContain(STORE_CONTACT.name)
      expect(part).toContain(STORE_CONTACT.address)
      expect(part).toContain(STORE_CONTACT.phone)
    }
    expect(email.html).not.toContain('<b>Ada')
    expect(email.html).toContain(escapeHtml('<b>Ada</b>'))
  })

  it('says how long the link works, where, and where to ask for another', () => {
    expect(email.text).toContain(
      'The link works for 24 hours, until Thu, Mar 5 at 3:30 PM ET, and only in the first browser you open it in.',
    )
    expect(email.text).toContain(
      'For a new link, find your order again at https://shop.example/account/orders/find.',
    )
    expect(email.text).toContain('If you did not ask for this link, you can ignore this email')
    const midnight = orderLinkEmail(order, ctx, { key, expiresAt: '2026-07-01T04:05:00Z' })
    expect(midnight.text).toContain('until Wed, Jul 1 at 12:05 AM ET')
  })

  it('is queued once per stored link', () => {
    const a = keyedOrderLinkEmail(order, ctx, { ...input, linkId: 7 })
    expect(a.key).toBe('DC-10000001/order_link/7')
    expect(keyedOrderLinkEmail(order, ctx, { ...input, linkId: 8 }).key).not.toBe(a.key)
  })
})

describe('emails that hold a key', () => {
  it('are the order links only, and are never sent again by staff', () => {
    expect(emailHoldsKey('order_link')).toBe(true)
    expect(emailHoldsKey('order_placed')).toBe(false)
    expect(resendRefusal('order_link')?.code).toBe('link_not_resent')
    expect(resendRefusal('shipped')).toBeNull()
  })
})
