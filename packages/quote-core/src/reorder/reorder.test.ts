import { describe, expect, it } from 'vitest'
import { ORDER_STATUS } from '../catalog/ids'
import { LABEL_LAMINATE } from '../catalog/laminates'
import { placeCart } from '../checkout/place-order'
import { chicago, ctx, labelOrder, placedOrderFixture } from '../testing/test-cart'
import { evaluateOrder } from '../quote/evaluate-order'
import type { DesignsOrder } from '../schema/designs-order'
import { MAX_CART_ORDERS } from '../schema/limits'
import type { Order } from '../schema/order'
import type { PlacedOrder, PlacedOrderLine } from '../schema/placed-order'
import { canReorder, customSizeIsOwned, paysForDies, planReorder } from './reorder'
import { replacementKey } from './replacement-key'
import { lineReorderNotes } from './reorder-proof'
import type { ReorderRequest } from '../schema/reorder'

const art = (designId: number, qty: number): DesignsOrder => ({
  id: designId + 1000,
  design_id: designId,
  qty,
  customer_filename: `art-${designId}.pdf`,
  signed_url: null,
  design: {
    id: designId,
    customer_filename: `art-${designId}.pdf`,
    is_linked: false,
    linked_design_id: null,
    print_sequence: null,
  },
  customer_filestack_id: null,
})

const proof = {
  filename: 'proof.pdf',
  mimetype: 'application/pdf',
  uploaded_at: '2025-03-05T10:00:00Z',
}

// A shipped and paid order of a 2.125" x 3" label on a new die, with two designs of 500, and
// a design-service line beside it.
const quote: Order = {
  ...evaluateOrder(
    { ...labelOrder({ width: 2.125 }, 41), designs_orders: [art(81, 500), art(82, 500)] },
    ctx,
  ).order,
  status_id: ORDER_STATUS.placed,
  user_id: 'u1',
}
const line: PlacedOrderLine = {
  ...placedOrderFixture().lines[0]!,
  order_id: 41,
  quantity: 1000,
  unit_price: 0.25,
  subtotal: 600,
  proof_status: 'approved',
  proof,
}
const designLine: PlacedOrderLine = { ...line, order_id: 43, item_type: 'design', proof: null }
const placed: PlacedOrder = {
  ...placedOrderFixture([line, designLine]),
  status: 'shipped',
  payment: { status: 'paid', method: 'card', amount_paid: 610, ledger: [], pending_refunds: [] },
}
const sources = new Map([[41, quote]])

const plan = (request: ReorderRequest = {}, files: string[] = [], cartOrders = 0) =>
  planReorder({ placed, sources, request, files, cartOrders, userId: 'u1', ctx })

const planned = (request: ReorderRequest = {}, files: string[] = []) => {
  const p = plan(request, files)
  if (p._tag !== 'Planned') throw new Error(p.message)
  return p.lines
}

describe('planReorder', () => {
  it('makes one new quote per printed line, in the cart, its die not charged again', () => {
    expect(quote.quoted_die_charge).toBeGreaterThan(0)
    const [only, ...rest] = planned()
    expect(rest).toEqual([])
    expect(only?.order).toMatchObject({
      id: 0,
      status_id: ORDER_STATUS.inCart,
      is_reorder: true,
      width: 2.125,
      total_qty: 1000,
      quoted_die_charge: 0,
      reorder_of: {
        number: placed.number,
        order_id: 41,
        unit_price: 0.25,
        die_paid: quote.quoted_die_charge,
      },
    })
    expect(only?.designs).toEqual([
      { kind: 'carried', design_id: 81, qty: 500 },
      { kind: 'carried', design_id: 82, qty: 500 },
    ])
  })

  it('charges the die again when the order it repeats was never paid', () => {
    const unpaid = {
      ...placed,
      status: 'cancelled' as const,
      payment: { ...placed.payment, status: 'refunded' as const },
    }
    const p = planReorder({
      placed: unpaid,
      sources,
      request: {},
      files: [],
      cartOrders: 0,
      userId: 'u1',
      ctx,
    })
    expect(p._tag === 'Planned' && p.lines[0]?.order.quoted_die_charge).toBe(
      quote.quoted_die_charge,
    )
  })

  it('replaces the artwork of the designs a file came for and takes new quantities', () => {
    const [only] = planned({ lines: [{ order_id: 41, designs: [{ design_id: 82, qty: 750 }] }] }, [
      replacementKey(41, 82),
    ])
    expect(only?.designs).toEqual([
      { kind: 'carried', design_id: 81, qty: 500 },
      { kind: 'replaced', replaces: 82, file: 'replace.41.82', qty: 750 },
    ])
    expect(only?.order.total_qty).toBe(1250)
  })

  it('refuses what is not the order’s, with the code and where', () => {
    expect(plan({ lines: [{ order_id: 99 }] })).toMatchObject({
      code: 'reorder_line_unknown',
      message: `Item 99 is not on order ${placed.number}.`,
      path: 'lines.0.order_id',
    })
    expect(plan({ lines: [{ order_id: 43 }] })).toMatchObject({ code: 'reorder_not_reorderable' })
    expect(plan({ lines: [{ order_id: 41 }, { order_id: 41 }] })).toMatchObject({
      code: 'reorder_line_twice',
    })
    expect(plan({ lines: [{ order_id: 41, designs: [{ design_id: 7 }] }] })).toMatchObject({
      code: 'reorder_design_unknown',
      path: 'lines.0.designs.0.design_id',
    })
    expect(plan({}, ['replace.41.7'])).toMatchObject({ code: 'reorder_replacement_unknown' })
    expect(plan({}, ['replace.41.81', 'replace.41.81'])).toMatchObject({
      code: 'reorder_replacement_unknown',
      message: 'Send one file for each design you replace.',
    })
    expect(plan({}, [], MAX_CART_ORDERS)).toMatchObject({ code: 'cart_full' })
  })

  it('keeps a front/back pair together', () => {
    const paired = new Map([[41, { ...quote, is_front_back: true }]])
    const p = planReorder({
      placed,
      sources: paired,
      request: { lines: [{ order_id: 41, total_qty: 2000 }] },
      files: [],
      cartOrders: 0,
      userId: 'u1',
      ctx,
    })
    expect(p).toMatchObject({ code: 'reorder_paired_design' })
  })

  it('refuses an order with only design work, and says why', () => {
    const only = { ...placed, lines: [designLine] }
    expect(canReorder(only)).toBe(false)
    expect(canReorder(placed)).toBe(true)
    expect(
      planReorder({
        placed: only,
        sources,
        request: {},
        files: [],
        cartOrders: 0,
        userId: 'u1',
        ctx,
      }),
    ).toMatchObject({
      code: 'nothing_to_reorder',
    })
  })

  it('refuses a line that cannot be quoted today, listing why', () => {
    const gone = new Map([[41, { ...quote, substrate_id: null }]])
    const p = planReorder({
      placed,
      sources: gone,
      request: {},
      files: [],
      cartOrders: 0,
      userId: 'u1',
      ctx,
    })
    expect(p).toMatchObject({ code: 'reorder_incomplete' })
    expect(p._tag === 'ReorderRefused' && p.errors?.[0]?.order_id).toBe(41)
  })
})

describe('a reorder placed', () => {
  const checkout = (cart: Order[]) => {
    const r = placeCart({
      cart,
      request: {
        address: chicago,
        shipping_code: '03',
        email: 'a@b.co',
        po_number: null,
        notes: null,
      },
      user: { is_guest: false, email: 'a@b.co' },
      number: 'DC-22222222',
      ctx,
    })
    if (r._tag !== 'Placed') throw new Error(r.message)
    return r.placedOrder
  }
  const reordered = (designs: DesignsOrder[], patch: Partial<Order> = {}): Order => ({
    ...evaluateOrder({ ...planned()[0]!.order, designs_orders: designs, ...patch }, ctx).order,
    id: 51,
  })

  it('carries the approved proof over when every design is the same: no new proof round', () => {
    const p = checkout([reordered([art(81, 500), art(82, 500)])])
    expect(p.lines[0]).toMatchObject({
      proof_status: 'approved',
      proof,
      reorder: {
        number: placed.number,
        order_id: 41,
        proof_carried: true,
        die_waived: true,
        designs: [
          { design_id: 81, filename: 'art-81.pdf', proof: 'carried' },
          { design_id: 82, filename: 'art-82.pdf', proof: 'carried' },
        ],
      },
    })
    expect(p.status).toBe('approved')
    expect(p.payment.status).toBe('due')
  })

  it('proofs the line again when a design was replaced, saying which design needs it', () => {
    const p = checkout([reordered([art(81, 500), art(90, 500)])])
    expect(p.lines[0]).toMatchObject({
      proof_status: 'awaiting_proof',
      proof: null,
      reorder: {
        proof_carried: false,
        designs: [
          { design_id: 81, proof: 'carried' },
          { design_id: 90, proof: 'new' },
        ],
      },
    })
    expect(p.status).toBe('awaiting_proof')
  })

  it('proofs every design again when what the proof shows changed', () => {
    const p = checkout([
      reordered([art(81, 500), art(82, 500)], { laminate_id: LABEL_LAMINATE.matte }),
    ])
    expect(p.lines[0]?.reorder?.designs.map((d) => d.proof)).toEqual(['new', 'new'])
    expect(p.lines[0]?.proof_status).toBe('awaiting_proof')
  })
})

describe('lineReorderNotes', () => {
  const base = { number: 'DC-10000001', order_id: 41, die_waived: false }
  const d = (design_id: number, proof: 'carried' | 'new') => ({
    design_id,
    filename: 'a.pdf',
    proof,
  })
  it('says where the line came from, how its proof stands and whether the die is charged', () => {
    expect(
      lineReorderNotes({
        ...base,
        proof_carried: true,
        die_waived: true,
        designs: [d(1, 'carried')],
      }),
    ).toEqual([
      'Reorder of DC-10000001.',
      'The approved proof of DC-10000001 is carried over: no new proof round.',
      'The cutting die was paid on DC-10000001: no die charge.',
    ])
    expect(
      lineReorderNotes({
        ...base,
        proof_carried: false,
        designs: [d(1, 'carried'), d(2, 'new')],
      })[1],
    ).toBe('1 design keeps the approved proof of DC-10000001; 1 design gets a new proof.')
    expect(lineReorderNotes({ ...base, proof_carried: false, designs: [d(2, 'new')] })[1]).toBe(
      'Every design gets a new proof.',
    )
  })
})

describe('whose die a custom size is', () => {
  const order = (status: PlacedOrder['status'], payment: PlacedOrder['payment']['status']) => ({
    status,
    payment: { status: payment },
  })

  it('is paid for by an order paid (or overpaid) or on terms and not cancelled, never by checkout alone', () => {
    expect(paysForDies(order('approved', 'paid'))).toBe(true)
    expect(paysForDies(order('awaiting_proof', 'on_terms'))).toBe(true)
    // Paid more than the total (a stale card session after a check): the die is paid for.
    expect(paysForDies(order('shipped', 'overpaid'))).toBe(true)
    expect(paysForDies(order('approved', 'refund_pending'))).toBe(false)
    expect(paysForDies(order('awaiting_proof', 'not_due'))).toBe(false)
    expect(paysForDies(order('approved', 'due'))).toBe(false)
    expect(paysForDies(order('cancelled', 'not_due'))).toBe(false)
    expect(paysForDies(order('cancelled', 'refunded'))).toBe(false)
  })

  it('is the customer’s own once one order that used it paid for it', () => {
    expect(customSizeIsOwned([])).toBe(false)
    expect(customSizeIsOwned([order('cancelled', 'not_due')])).toBe(false)
    expect(customSizeIsOwned([order('cancelled', 'not_due'), order('approved', 'paid')])).toBe(true)
    // A size remembered before its orders were kept with it stays as it was.
    expect(customSizeIsOwned(null)).toBe(true)
  })
})
