import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { MAX_PLACED_ARTWORK_FILES } from '../schema/limits'
import { StoredPlacedOrder } from './stored-placed-order'
import type { PlacedOrder, ProofStatus } from '../schema/placed-order'
import {
  adminOrderList,
  balanceDue,
  artworkByLine,
  customerActions,
  customerDueItems,
  placedOrderArrival,
  customerViewOf,
  staffActions,
} from './placed-order-actions'
import type { PlacedOrderEventInput } from './placed-order-status'
import { applyPlacedOrderEvent, artworkRefusal } from './placed-order-status'
import { applyEvents, placedOrderFixture } from '../testing/test-cart'

// Wednesday 5 March 2025, 9:00 in New York: before the 10:00 cut-off.
const at = '2025-03-05T14:00:00.000Z'
const proof = { filename: 'proof.pdf', mimetype: 'application/pdf', uploaded_at: at }

const apply = applyEvents

const upload = (orderId: number): PlacedOrderEventInput => ({
  type: 'placedOrder/proofUploaded',
  payload: { orderId, proof, at },
})
const approve = (orderId: number, netDays = 0, when = at): PlacedOrderEventInput => ({
  type: 'placedOrder/proofAnswered',
  payload: { orderId, decision: 'approve', comment: null, at: when, netDays },
})
const pay = (amount: number): PlacedOrderEventInput => ({
  type: 'placedOrder/paymentReceived',
  payload: { at, amount, method: 'card', reference: 'ch_1' },
})
const start: PlacedOrderEventInput = { type: 'placedOrder/productionStarted', payload: { at } }
const ship: PlacedOrderEventInput = {
  type: 'placedOrder/shipped',
  payload: { at, carrier: 'FedEx', trackingNumber: '123456789012' },
}
const cancel = (by: 'customer' | 'staff'): PlacedOrderEventInput => ({
  type: 'placedOrder/cancelled',
  payload: { at, by, reason: 'Changed our mind' },
})

const approved = (netDays = 0, when = at) =>
  apply(placedOrderFixture(), upload(1), upload(2), approve(1), approve(2, netDays, when))

describe('the life of a placed order after approval', () => {
  it('makes payment due and counts production from the last approval', () => {
    // Approved on Friday 7 March after the cut-off: day 0 is Monday 10, two days -> Wed 12.
    const o = approved(0, '2025-03-07T20:00:00.000Z')
    expect(o.payment).toEqual({
      status: 'due',
      method: null,
      amount_paid: 0,
      due_date: '2025-03-07',
      ledger: [],
      pending_refunds: [],
      total: 410,
      balance: 410,
    })
    expect(o.ship_by).toBe('2025-03-12')
    const later = approved(0, '2025-03-12T13:00:00.000Z')
    expect(later.ship_by).toBe('2025-03-14')
  })

  it('invoices a customer on net 30 and lets production start unpaid', () => {
    const o = approved(30)
    expect(o.payment).toMatchObject({
      status: 'on_terms',
      method: 'invoice',
      due_date: '2025-04-04',
    })
    expect(staffActions(o)).toContain('production_started')
    expect(apply(o, start).status).toBe('in_production')
  })

  it('refuses production until paid in full, then ships with the carrier tracking page', () => {
    let o = approved()
    const refused = applyPlacedOrderEvent(o, start)
    expect(refused).toEqual({
      _tag: 'PlacedOrderRejected',
      reason: 'transition_not_allowed',
      message:
        'This order is approved but not paid; production starts once it is paid or the customer is on terms.',
    })
    o = apply(o, pay(200))
    expect(o.payment).toMatchObject({ status: 'due', amount_paid: 200, method: 'card' })
    o = apply(o, pay(210))
    expect(o.payment.status).toBe('paid')
    expect(staffActions(o)).toEqual(['production_started', 'cancelled', 'note', 'refund'])
    o = apply(o, start, ship)
    expect(o.status).toBe('shipped')
    expect(o.shipment).toEqual({
      carrier: 'FedEx',
      tracking_number: '123456789012',
      tracking_url: 'https://www.fedex.com/fedextrack/?trknbr=123456789012',
      shipped_at: at,
    })
    expect(o.events.at(-1)).toMatchObject({ status: 'shipped', by: 'staff' })
    expect(applyPlacedOrderEvent(o, cancel('staff'))).toMatchObject({
      reason: 'transition_not_allowed',
      message: 'This order is shipped; it can no longer be cancelled.',
    })
    // Shipped: only a note, or giving money back (an overpayment, a goodwill refund).
    expect(staffActions(o)).toEqual(['note', 'refund'])
  })

  it('refuses shipping before production, naming the status', () => {
    expect(applyPlacedOrderEvent(approved(30), ship)).toMatchObject({
      reason: 'transition_not_allowed',
      message: 'This order is approved; only an order in production ships.',
    })
  })

  it('lets the customer cancel free only until the first proof is ready', () => {
    const fresh = placedOrderFixture()
    expect(customerActions(fresh)).toEqual(['cancelled'])
    const cancelled = apply(fresh, cancel('customer'))
    expect(cancelled.status).toBe('cancelled')
    expect(cancelled.events.at(-1)).toMatchObject({
      by: 'customer',
      note: 'Cancelled: Changed our mind',
    })
    const proofed = apply(fresh, upload(1))
    expect(customerActions(proofed)).toEqual(['proof_decision'])
    expect(applyPlacedOrderEvent(proofed, cancel('customer'))).toMatchObject({
      reason: 'transition_not_allowed',
      message:
        'This order is awaiting its proof; now that work on it has begun, please contact us to cancel it.',
    })
    expect(apply(proofed, cancel('staff')).status).toBe('cancelled')
  })

  it('refunds a paid order that staff cancel', () => {
    const o = apply(approved(), pay(410), start, cancel('staff'))
    expect(o.status).toBe('cancelled')
    expect(o.payment).toMatchObject({ status: 'refunded', amount_paid: 410 })
  })

  it('keeps internal notes from the customer', () => {
    const o = apply(placedOrderFixture(), {
      type: 'placedOrder/noteAdded',
      payload: { at, note: 'Customer called about colours' },
    })
    expect(o.events.at(-1)).toMatchObject({ by: 'staff', internal: true })
    expect(customerViewOf(o).events).toEqual([])
  })

  it('asks the customer for payment once it is due', () => {
    expect(customerActions(approved())).toEqual(['payment'])
    expect(customerActions(approved(30))).toEqual([])
  })
})

describe('StoredPlacedOrder', () => {
  it('reads an order stored before payment, shipment and ship-by existed', () => {
    const {
      payment: _p,
      shipment: _s,
      ship_by: _b,
      production_days: _d,
      ...old
    } = placedOrderFixture()
    const stored = { ...old, events: [{ at, status: 'awaiting_proof' }] }
    const order = Schema.decodeUnknownSync(StoredPlacedOrder)(stored)
    expect(order).toMatchObject({
      payment: { status: 'not_due', method: null, amount_paid: 0 },
      shipment: null,
      ship_by: '2025-03-12',
      production_days: null,
      events: [{ at, status: 'awaiting_proof', note: '', by: 'system' }],
    })
  })
})

describe('adminOrderList', () => {
  const order = (number: string, patch: Partial<PlacedOrder>): PlacedOrder => ({
    ...placedOrderFixture(),
    number,
    ...patch,
  })
  const orders = [
    order('DC-10000003', { ship_by: '2025-03-20', email: 'x@acme.com' }),
    order('DC-10000001', { ship_by: '2025-03-04' }),
    order('DC-10000002', { ship_by: '2025-03-01', status: 'shipped' }),
  ]

  it('sorts by ship-by, marks late orders and counts every status', () => {
    const list = adminOrderList(orders, {}, at)
    expect(list.placed_orders.map((o) => [o.number, o.late])).toEqual([
      ['DC-10000002', false],
      ['DC-10000001', true],
      ['DC-10000003', false],
    ])
    expect(list.counts).toMatchObject({ awaiting_proof: 2, shipped: 1, cancelled: 0 })
  })

  it('filters by status and by number, email or company, counting all the same', () => {
    const list = adminOrderList(orders, { status: 'awaiting_proof', q: 'ACME.c' }, at)
    expect(list.placed_orders.map((o) => o.number)).toEqual(['DC-10000003'])
    expect(list.counts.shipped).toBe(1)
    expect(adminOrderList(orders, { q: '0002' }, at).placed_orders).toHaveLength(1)
  })
})

describe('what is due from the customer', () => {
  it('lists each line waiting on them, then the payment with its balance', () => {
    const waiting = placedOrderFixture([
      { ...placedOrderFixture().lines[0]!, proof_status: 'awaiting_artwork' },
      placedOrderFixture().lines[1]!,
    ])
    expect(customerDueItems(apply(waiting, upload(2)))).toEqual([
      { action: 'artwork', order_id: 1, text: 'Upload the artwork for Roll labels (1 of 2).' },
      {
        action: 'proof_decision',
        order_id: 2,
        text: 'Review the proof of Roll labels (2 of 2): approve it or ask for changes.',
      },
    ])
    const part = apply(approved(), pay(100.5))
    expect(balanceDue(part)).toBe(309.5)
    expect(customerDueItems(part)).toEqual([
      {
        action: 'payment',
        order_id: null,
        text: expect.stringMatching(
          /^Pay \$309\.50 \(due .+\): your order goes to print once it is paid\.$/,
        ),
      },
    ])
    expect(customerDueItems(apply(part, pay(309.5)))).toEqual([])
    expect(balanceDue(apply(part, pay(309.5)))).toBe(0)
  })
})

describe('placedOrderArrival', () => {
  it('keeps the quoted transit from the ship-by day once approval moves it', () => {
    const o = placedOrderFixture()
    // Checkout: ships Wed 12 March, arrives Fri 14 (two business days).
    expect(placedOrderArrival(o)).toBe('2025-03-14')
    // Approved late: ships Fri 14, so it arrives Tue 18 (over the weekend).
    expect(placedOrderArrival({ ...o, ship_by: '2025-03-14' })).toBe('2025-03-18')
  })
})

describe('artwork sent after checkout', () => {
  const artwork = (orderId: number, files = 2): PlacedOrderEventInput => ({
    type: 'placedOrder/artworkReceived',
    payload: { orderId, files, at },
  })
  // Both items placed without artwork (the customer sends it later).
  const waiting = (): PlacedOrder => {
    const o = placedOrderFixture()
    return {
      ...o,
      status: 'awaiting_artwork',
      lines: o.lines.map((l) => ({ ...l, proof_status: 'awaiting_artwork' })),
    }
  }
  const withLine = (status: ProofStatus): PlacedOrder => {
    const o = waiting()
    return { ...o, lines: [{ ...o.lines[0]!, proof_status: status }, o.lines[1]!] }
  }

  it('moves the item to awaiting its proof, and the order once no item awaits artwork', () => {
    const one = apply(waiting(), artwork(1))
    expect(one.lines.map((l) => l.proof_status)).toEqual(['awaiting_proof', 'awaiting_artwork'])
    expect(one.status).toBe('awaiting_artwork')
    expect(one.events).toEqual([
      {
        at,
        status: 'awaiting_artwork',
        by: 'customer',
        note: 'Artwork received for item 1 (2 files)',
      },
    ])
    expect(customerActions(one)).toContain('artwork')
    const both = apply(one, artwork(2, 1))
    expect(both.status).toBe('awaiting_proof')
    expect(both.events.at(-1)).toMatchObject({
      status: 'awaiting_proof',
      by: 'customer',
      note: 'Artwork received for item 2 (1 file)',
    })
    expect(customerActions(both)).not.toContain('artwork')
    expect(artworkRefusal(both, null)).toEqual({
      _tag: 'PlacedOrderRejected',
      reason: 'transition_not_allowed',
      message:
        'Every item of this order already has its artwork; to change it, ask for changes on its proof.',
    })
  })

  it('takes artwork only for an item awaiting it: a change of artwork goes through its proof', () => {
    const refusals: [ProofStatus, string][] = [
      [
        'awaiting_proof',
        'We already have the artwork for this item and are preparing its proof; to change it, ask for changes when you review the proof.',
      ],
      [
        'proof_ready',
        'This item already has a proof ready for your review; to change its artwork, ask for changes on the proof.',
      ],
      [
        'changes_requested',
        'We are revising the proof of this item as you asked; to change its artwork further, ask for changes on the revised proof.',
      ],
      ['approved', 'The proof of this item is approved; its artwork can no longer change.'],
    ]
    for (const [status, message] of refusals) {
      const order = withLine(status)
      expect(applyPlacedOrderEvent(order, artwork(1))).toEqual({
        _tag: 'PlacedOrderRejected',
        reason: 'transition_not_allowed',
        message,
      })
      // The other item still takes its artwork.
      expect(apply(order, artwork(2)).lines[1]?.proof_status).toBe('awaiting_proof')
    }
  })

  it('refuses an unknown item, an order past prepress, and no files or too many', () => {
    expect(applyPlacedOrderEvent(waiting(), artwork(9))).toMatchObject({
      reason: 'no_such_line',
    })
    const cancelled = apply(waiting(), cancel('customer'))
    expect(applyPlacedOrderEvent(cancelled, artwork(1))).toEqual({
      _tag: 'PlacedOrderRejected',
      reason: 'not_in_prepress',
      message: 'This order is cancelled; artwork can no longer be added.',
    })
    expect(customerActions(cancelled)).not.toContain('artwork')
    for (const files of [0, -1, 1.5])
      expect(applyPlacedOrderEvent(waiting(), artwork(1, files))).toEqual({
        _tag: 'PlacedOrderRejected',
        reason: 'artwork_file_count',
        message: 'Please attach at least one artwork file.',
      })
    expect(applyPlacedOrderEvent(waiting(), artwork(1, MAX_PLACED_ARTWORK_FILES + 1))).toEqual({
      _tag: 'PlacedOrderRejected',
      reason: 'artwork_file_count',
      message: `Please send at most ${MAX_PLACED_ARTWORK_FILES} artwork files for one item.`,
    })
    expect(apply(waiting(), artwork(1, MAX_PLACED_ARTWORK_FILES)).lines[0]?.proof_status).toBe(
      'awaiting_proof',
    )
  })

  it('lists the artwork of every item, in item order, leaving out files of other orders', () => {
    const file = (id: number, order_id: number) => ({
      id,
      order_id,
      filename: `art-${id}.pdf`,
      content_type: 'application/pdf',
      size_bytes: 1000 + id,
      url: `/files/${id}`,
    })
    const listed = artworkByLine(waiting(), [file(7, 2), file(5, 9), file(8, 2)])
    expect(listed).toEqual([
      { order_id: 1, files: [] },
      {
        order_id: 2,
        files: [7, 8].map((id) => {
          const { order_id: _o, ...rest } = file(id, 2)
          return rest
        }),
      },
    ])
  })
})
