import { describe, expect, it } from 'vitest'
import { STORE_CONTACT } from '../catalog/constants'
import { formatDollars } from '../pricing/money'
import { applyPlacedOrderEvent } from '../checkout/placed-order-status'
import { placedOrderFixture } from '../testing/test-cart'
import type { PlacedOrder } from '../schema/placed-order'
import {
  confirmationEmailNotice,
  emailsOfPlacedOrder,
  emailsOfPlacedOrderEvent,
  resentEmailKey,
  type EmailRecipients,
} from './event-emails'

const ctx: EmailRecipients = {
  store: STORE_CONTACT,
  siteUrl: 'http://127.0.0.1:3000',
  staffEmail: 'prepress@shop.example',
}
const at = '2025-03-06T15:00:00.000Z'
const placed: PlacedOrder = {
  ...placedOrderFixture(),
  events: [{ at, status: 'awaiting_proof', note: 'Order placed', by: 'customer' }],
}
const moved = (order: PlacedOrder, event: Parameters<typeof applyPlacedOrderEvent>[1]) => {
  const result = applyPlacedOrderEvent(order, event)
  if (result._tag !== 'Moved') throw new Error(result.message)
  return result.order
}
const upload = (orderId: number) =>
  ({
    type: 'placedOrder/proofUploaded',
    payload: {
      orderId,
      proof: { filename: 'p.pdf', mimetype: 'application/pdf', uploaded_at: at },
      at,
    },
  }) as const

describe('emailsOfPlacedOrder', () => {
  it('confirms a placed order once to the checkout email, and tells staff of it', () => {
    const emails = emailsOfPlacedOrder(placed, ctx)
    expect(emails.map((e) => [e.email.kind, e.email.to])).toEqual([
      ['order_placed', 'a@b.co'],
      ['order_placed', 'prepress@shop.example'],
    ])
    expect(emails.map((e) => e.key)).toEqual([
      'DC-10000001/0/order_placed/a@b.co',
      'DC-10000001/0/order_placed/prepress@shop.example',
    ])
    const items = placed.lines.length
    expect(emails[1]?.email.subject).toBe(
      `New order ${placed.number}: ${items} item${items === 1 ? '' : 's'}, ${formatDollars(placed.total)}`,
    )
    expect(emails[1]?.email.text).toContain(`/admin/orders/${placed.number}`)
  })

  it('sends staff nothing when the store has no staff address', () => {
    const emails = emailsOfPlacedOrder(placed, { ...ctx, staffEmail: null })
    expect(emails.map((e) => e.email.to)).toEqual(['a@b.co'])
  })
})

describe('emailsOfPlacedOrderEvent', () => {
  it('sends a proof ready to the customer, one per upload', () => {
    const first = moved(placed, upload(1))
    const second = moved(first, upload(2))
    const a = emailsOfPlacedOrderEvent(first, upload(1), ctx)
    const b = emailsOfPlacedOrderEvent(second, upload(2), ctx)
    expect([...a, ...b].map((e) => e.email.kind)).toEqual(['proof_ready', 'proof_ready'])
    expect(a[0]?.key).not.toBe(b[0]?.key)
    expect(b[0]?.email.text).toContain('/account/orders/DC-10000001#item-2')
  })

  it('sends a request for changes to staff, with the comment; an approval sends nothing', () => {
    const ready = moved(placed, upload(1))
    const changes = {
      type: 'placedOrder/proofAnswered',
      payload: { orderId: 1, decision: 'changes', comment: '  Bigger logo ', at },
    } as const
    const emails = emailsOfPlacedOrderEvent(moved(ready, changes), changes, ctx)
    expect(emails.map((e) => [e.email.kind, e.email.to])).toEqual([
      ['changes_requested', 'prepress@shop.example'],
    ])
    expect(emails[0]?.email.text).toContain('> Bigger logo\n')
    expect(
      emailsOfPlacedOrderEvent(moved(ready, changes), changes, { ...ctx, staffEmail: null }),
    ).toEqual([])
    const approve = { ...changes, payload: { ...changes.payload, decision: 'approve' } } as const
    expect(emailsOfPlacedOrderEvent(moved(ready, approve), approve, ctx)).toEqual([])
  })

  it('tells staff of artwork sent after checkout, naming the item and the files', () => {
    const waiting: PlacedOrder = {
      ...placed,
      status: 'awaiting_artwork',
      lines: placed.lines.map((l) => ({ ...l, proof_status: 'awaiting_artwork' })),
    }
    const artwork = {
      type: 'placedOrder/artworkReceived',
      payload: { orderId: 2, files: 3, at },
    } as const
    const after = moved(waiting, artwork)
    const emails = emailsOfPlacedOrderEvent(after, artwork, ctx)
    expect(emails.map((e) => [e.key, e.email.kind, e.email.to, e.email.subject])).toEqual([
      [
        'DC-10000001/1/artwork_received/prepress@shop.example',
        'artwork_received',
        'prepress@shop.example',
        'Artwork received for order DC-10000001, item 2',
      ],
    ])
    expect(emails[0]?.email.text).toContain(
      'A (a@b.co) sent 3 artwork files for item 2 (Roll labels) on order DC-10000001. The item now awaits its proof.',
    )
    expect(emails[0]?.email.text).toContain('http://127.0.0.1:3000/admin/orders/DC-10000001')
    expect(emailsOfPlacedOrderEvent(after, artwork, { ...ctx, staffEmail: null })).toEqual([])
  })

  it('asks for payment at the last approval, then sends the receipt and the tracking link', () => {
    const approve = (orderId: number) =>
      ({
        type: 'placedOrder/proofAnswered',
        payload: { orderId, decision: 'approve', comment: null, at },
      }) as const
    let order = placed
    for (const line of placed.lines) order = moved(order, upload(line.order_id))
    const last = placed.lines.at(-1)!.order_id
    for (const line of placed.lines.slice(0, -1)) order = moved(order, approve(line.order_id))
    order = moved(order, approve(last))
    const due = emailsOfPlacedOrderEvent(order, approve(last), ctx)
    expect(due.map((e) => [e.email.kind, e.email.to])).toEqual([['payment_due', 'a@b.co']])
    expect(due[0]?.email.text).toContain(`$${order.total.toFixed(2)} is due`)

    const pay = {
      type: 'placedOrder/paymentReceived',
      payload: { at, amount: order.total, method: 'invoice', reference: 'CHK-7' },
    } as const
    order = moved(order, pay)
    expect(emailsOfPlacedOrderEvent(order, pay, ctx).map((e) => e.email.kind)).toEqual([
      'payment_received',
    ])
    const start = { type: 'placedOrder/productionStarted', payload: { at } } as const
    order = moved(order, start)
    expect(emailsOfPlacedOrderEvent(order, start, ctx)).toEqual([])
    const ship = {
      type: 'placedOrder/shipped',
      payload: { at, carrier: 'FedEx', trackingNumber: '7712' },
    } as const
    const shipped = emailsOfPlacedOrderEvent(moved(order, ship), ship, ctx)
    expect(shipped.map((e) => e.email.kind)).toEqual(['shipped'])
    expect(shipped[0]?.email.html).toContain('https://www.fedex.com/fedextrack/?trknbr=7712')
  })

  it('tells a cancelled order what becomes of its money, claiming no refund that was not made', () => {
    const pay = {
      type: 'placedOrder/paymentReceived',
      payload: { at, amount: 25, method: 'invoice', reference: 'CHK-8' },
    } as const
    const cancel = {
      type: 'placedOrder/cancelled',
      payload: { at, by: 'staff', reason: null },
    } as const
    const unpaid = emailsOfPlacedOrderEvent(moved(placed, cancel), cancel, ctx)
    expect(unpaid.map((e) => e.email.kind)).toEqual(['cancelled'])
    expect(unpaid[0]?.email.text).toContain('Nothing was charged for this order.')
    const paid = moved(moved(placed, pay), cancel)
    const text = emailsOfPlacedOrderEvent(paid, cancel, ctx)[0]?.email.text ?? ''
    expect(text).toContain('You paid $25.00 for this order; we will be in touch to return it.')
    expect(text).not.toContain('We refunded')
    expect(text).not.toContain('We are refunding')
  })

  it('keys a copy apart from its original', () => {
    expect(resentEmailKey('DC-1/0/order_placed/a@b.co', 'x1')).toBe(
      'DC-1/0/order_placed/a@b.co/resent/x1',
    )
  })
})

describe('confirmationEmailNotice', () => {
  it('says the details are sent only once they are', () => {
    expect(confirmationEmailNotice('a@b.co', { status: 'queued' })).toBe(
      'We are sending the details to a@b.co.',
    )
    expect(confirmationEmailNotice('a@b.co', { status: 'sent' })).toBe(
      'We sent the details to a@b.co.',
    )
    expect(confirmationEmailNotice('a@b.co', { status: 'failed' })).toMatch(/could not email/)
    expect(confirmationEmailNotice('a@b.co', undefined)).toBeNull()
  })
})
