import { describe, expect, it } from 'vitest'
import { STORE_CONTACT } from '../catalog/constants'
import { placedOrderFixture } from '../testing/test-cart'
import type { PlacedOrder } from '../schema/placed-order'
import { escapeHtml } from './email-document'
import {
  cancelledEmail,
  changesRequestedEmail,
  orderPlacedEmail,
  paymentDueEmail,
  paymentReceivedEmail,
  proofReadyEmail,
  shippedEmail,
  type EmailContext,
  type OrderEmail,
} from './order-emails'

const ctx: EmailContext = { store: STORE_CONTACT, siteUrl: 'https://shop.example/' }
const hostile = '<script>alert("x")</script> & Co'
const order: PlacedOrder = {
  ...placedOrderFixture(),
  address: { ...placedOrderFixture().address, name: hostile, company: '<b>Acme</b>' },
  po_number: 'PO-"7"',
}
const orderPage = 'https://shop.example/account/orders/DC-10000001'

const everyKind: readonly OrderEmail[] = [
  orderPlacedEmail(order, ctx),
  proofReadyEmail(order, ctx, { orderId: 2 }),
  changesRequestedEmail(order, ctx, { orderId: 1, comment: hostile, to: 'staff@shop.example' }),
  paymentDueEmail(order, ctx, { amount: 410, dueDate: '2025-03-20' }),
  paymentReceivedEmail(order, ctx, {
    amount: 410,
    method: 'card',
    reference: 'ch_123',
    at: '2025-03-06T15:00:00.000Z',
  }),
  shippedEmail(order, ctx, { carrier: 'UPS', trackingNumber: '1Z999', at: '2025-03-12T15:00:00Z' }),
  cancelledEmail(order, ctx, { reason: hostile, paid: 410, refundToCard: true }),
]

describe('the emails of an order', () => {
  it.each(everyKind.map((e) => [e.kind, e] as const))(
    '%s holds the order number, a link to it and the store, in text and HTML',
    (_kind, email) => {
      for (const part of [email.text, email.html]) {
        expect(part).toContain('DC-10000001')
        expect(part).toContain(STORE_CONTACT.name)
        expect(part).toContain(STORE_CONTACT.address)
        expect(part).toContain(STORE_CONTACT.phone)
      }
      expect(email.subject).toContain('DC-10000001')
      const link =
        email.kind === 'changes_requested'
          ? 'https://shop.example/admin/orders/DC-10000001'
          : orderPage
      expect(email.text).toContain(link)
      expect(email.html).toContain(`href="${escapeHtml(link)}"`)
    },
  )

  it.each(everyKind.map((e) => [e.kind, e] as const))(
    "%s escapes the customer's words in HTML and never writes them as markup",
    (_kind, email) => {
      expect(email.html).not.toContain('<script>')
      expect(email.html).not.toContain('<b>Acme')
      expect(email.html).toMatch(/^<!DOCTYPE html>/)
      expect(email.html.includes(escapeHtml(hostile))).toBe(email.text.includes(hostile))
    },
  )

  it('sends the customer emails to the checkout email and the staff one to staff', () => {
    expect(everyKind.filter((e) => e.to === 'a@b.co').map((e) => e.kind)).toEqual([
      'order_placed',
      'proof_ready',
      'payment_due',
      'payment_received',
      'shipped',
      'cancelled',
    ])
    expect(everyKind.find((e) => e.kind === 'changes_requested')?.to).toBe('staff@shop.example')
  })

  it('gives each kind its own subject', () => {
    expect(everyKind.map((e) => e.subject)).toEqual([
      'Your diecut order DC-10000001 is placed',
      'Your proof for order DC-10000001 is ready for review',
      'Changes requested on order DC-10000001, item 1',
      'Payment due for order DC-10000001',
      'Receipt for order DC-10000001',
      'Order DC-10000001 has shipped',
      'Order DC-10000001 is cancelled',
    ])
  })

  it('confirms an order with its items, total, arrival and what happens next', () => {
    const { text } = orderPlacedEmail(order, ctx)
    expect(text).toContain('Roll labels (1 of 2) — 1,000 labels')
    expect(text).not.toMatch(/Item \d/)
    expect(text).toContain('$200.00')
    expect(text).toContain('$410.00')
    expect(text).toContain('Fri, Mar 14')
    expect(text).toContain('PO-"7"')
    expect(text).toContain('What happens next')
    expect(text).toContain('You approve each proof or ask for changes.')
    expect(text).toContain('Nothing is charged yet')
  })

  it('sends a ready proof straight to where it is answered', () => {
    const email = proofReadyEmail(order, ctx, { orderId: 2 })
    expect(email.text).toContain(`Review the proof: ${orderPage}#item-2`)
    expect(email.html).toContain(`href="${orderPage}#item-2"`)
  })

  it('quotes the changes the customer asked for to staff', () => {
    const email = changesRequestedEmail(order, ctx, {
      orderId: 1,
      comment: 'Make the logo\nbigger',
      to: 'staff@shop.example',
    })
    expect(email.text).toContain('> Make the logo\n> bigger')
    expect(email.text).toContain('a@b.co')
  })

  it('tells the amount due, and gives a receipt of a payment', () => {
    expect(paymentDueEmail(order, ctx, { amount: 410, dueDate: '2025-03-20' }).text).toContain(
      '$410.00 is due by Thu, Mar 20',
    )
    const receipt = paymentReceivedEmail(order, ctx, {
      amount: 410,
      method: 'invoice',
      reference: 'INV-9',
      at: '2025-03-06T03:00:00.000Z',
    }).text
    expect(receipt).toMatch(/Amount paid\s+\$410\.00/)
    expect(receipt).toMatch(/Paid by\s+Invoice/)
    expect(receipt).toMatch(/Reference\s+INV-9/)
    // 03:00 UTC is the evening before in the eastern US, where the plant is.
    expect(receipt).toMatch(/Date\s+Wed, Mar 5/)
  })

  it('names each item to the customer by product and size, never by its number', () => {
    const lines = placedOrderFixture().lines.map((l, i) => ({
      ...l,
      item_type: i === 0 ? ('labels' as const) : ('cartons' as const),
      description: [
        'Roll labels · 2" x 3" Rectangle · White BOPP, Gloss',
        'Folding cartons · 4" x 2" x 6" Reverse Tuck End · Kraft',
      ][i]!,
    }))
    const named = { ...order, lines }
    expect(orderPlacedEmail(named, ctx).text).toContain(
      'Folding cartons · 4" x 2" x 6" Reverse Tuck End · Kraft — 1,000 cartons',
    )
    const proof = proofReadyEmail(named, ctx, { orderId: 1 }).text
    expect(proof).toContain(
      'The proof of your Roll labels · 2" x 3" Rectangle on order DC-10000001',
    )
    expect(proof).not.toMatch(/item \d/i)
  })

  it('names the carrier, links its tracking page and lists what shipped', () => {
    const fedex = shippedEmail(order, ctx, {
      carrier: 'FedEx',
      trackingNumber: '7777 1',
      at: '2025-03-12T15:00:00Z',
    })
    expect(fedex.text).toContain('with FedEx, tracking number 7777 1')
    expect(fedex.text).toContain('https://www.fedex.com/fedextrack/?trknbr=7777%201')
    expect(fedex.text).toContain('- Roll labels (2 of 2) — 1,000 labels')
    const usps = shippedEmail(order, ctx, {
      carrier: 'USPS',
      trackingNumber: '94',
      at: '2025-03-12T15:00:00Z',
    })
    expect(usps.html).toContain('href="https://tools.usps.com/go/TrackConfirmAction?tLabels=94"')
  })

  it('gives the reason of a cancellation and says whether anything was refunded', () => {
    const cancel = (paid: number, refundToCard: boolean) =>
      cancelledEmail(order, ctx, { reason: 'Duplicate order', paid, refundToCard }).text
    expect(cancel(410, true)).toContain('> Duplicate order')
    expect(cancel(410, true)).toContain(
      'We are refunding $410.00 to the card you paid with; once made, it can take 5 to 10 business days',
    )
    expect(cancel(410, true)).not.toContain('We refunded')
    expect(cancel(0, false)).toContain('Nothing was charged for this order.')
    // Paid another way and not refunded yet: no claim of a refund, nor of nothing charged.
    const owed = cancel(410, false)
    expect(owed).toContain('You paid $410.00 for this order; we will be in touch to return it.')
    expect(owed).not.toMatch(/refunded|Nothing was charged/)
  })

  it('holds no share link or token', () => {
    for (const email of everyKind) expect(`${email.text}${email.html}`).not.toMatch(/\/q\/|token/i)
  })
})
