import { fc, it } from '@fast-check/vitest'
import { Schema } from 'effect'
import { describe, expect } from 'vitest'
import type { Die } from '../catalog/dies'
import { DIE_STATUS, ORDER_STATUS, SIZE_TYPE } from '../catalog/ids'
import { placedOrderFixture } from '../testing/test-cart'
import { evaluateOrder } from '../quote/evaluate-order'
import { Payment } from '../schema/fulfilment'
import { ORDER_INPUT_FIELD_NAMES } from '../schema/initial-order'
import { orderInputFields, type Order } from '../schema/order'
import { PlacedOrderStatus } from '../schema/placed-order'
import { schemaArbitrary } from '../testing/schema-arbitrary'
import {
  buildOrder,
  cartonQuotePatch,
  fixedNow,
  guestEnv,
  labelQuotePatch,
} from '../testing/fixtures'
import { LABEL_SUBSTRATE } from '../catalog/substrates'
import { reorderOf } from './reorder'
import { ReorderDesignEdit } from '../schema/reorder'

const ctx = { env: guestEnv, now: fixedNow }

// The choices of a specification, as the Order schema types them (flags and counts).
const Choices = Schema.Struct({
  is_reverse_print: orderInputFields.is_reverse_print,
  is_high_opacity_white: orderInputFields.is_high_opacity_white,
  is_embossing: orderInputFields.is_embossing,
  is_square_corners: orderInputFields.is_square_corners,
  processing_id: Schema.Literal(1, 2),
  proof_type_id: Schema.Literal(1, 2, 3),
})
const spec = fc.oneof(
  fc
    .record({
      base: fc.constant(labelQuotePatch),
      substrate_id: fc.constantFrom(LABEL_SUBSTRATE.whitePaper, LABEL_SUBSTRATE.whiteVinyl),
      // Library sizes (2 x 3) and sizes that need a new die.
      width: fc.constantFrom(1.5, 2, 2.125),
      length: fc.constantFrom(3, 3.5),
    })
    .map(({ base, ...rest }) => ({ ...base, ...rest })),
  fc.constant(cartonQuotePatch),
)
const designQty = schemaArbitrary(ReorderDesignEdit).map((d) => d.qty ?? 500)
const designsOf = (qtys: readonly number[]) =>
  qtys.map((qty, i) => ({
    id: 700 + i,
    design_id: 800 + i,
    qty,
    customer_filename: `art-${i}.pdf`,
    signed_url: null,
    design: {
      id: 800 + i,
      customer_filename: `art-${i}.pdf`,
      is_linked: false,
      linked_design_id: null,
      print_sequence: null,
    },
    customer_filestack_id: null,
  }))

/** The quote as it was placed: built as the quoter builds it, with artwork, status 300. */
const placedQuote = (patch: object, qtys: readonly number[]): Order => {
  const built = buildOrder({ ...patch }, guestEnv, 41)
  const withArt = qtys.length === 0 ? built : { ...built, designs_orders: designsOf(qtys) }
  return { ...evaluateOrder(withArt, ctx).order, status_id: ORDER_STATUS.placed, user_id: 'u1' }
}

const placedWith = (quote: Order, status: PlacedOrderStatus, payment: Payment) => {
  const line = {
    ...placedOrderFixture().lines[0]!,
    order_id: quote.id,
    quantity: quote.total_qty ?? 0,
    unit_price: quote.quoted_price_per_label ?? 0,
    subtotal: quote.quoted_total ?? 0,
  }
  return { placed: { ...placedOrderFixture([line]), status, payment }, line }
}

const SPEC_FIELDS = ORDER_INPUT_FIELD_NAMES.filter((k) => k !== 'is_reorder')

const input = fc.record({
  patch: spec,
  choices: schemaArbitrary(Choices),
  qtys: fc.array(designQty, { maxLength: 3 }),
  status: schemaArbitrary(PlacedOrderStatus),
  payment: schemaArbitrary(Payment),
})

describe('reorderOf', () => {
  it.prop([input], { numRuns: 40 })(
    'keeps every specification field and the artwork of the placed quote',
    ({ patch, choices, qtys, status, payment }) => {
      const quote = placedQuote({ ...patch, ...choices }, qtys)
      const { placed, line } = placedWith(quote, status, payment)
      const { order } = reorderOf(placed, { line, quote }, {}, 'u1', ctx)
      for (const k of SPEC_FIELDS) expect([k, order[k]]).toEqual([k, quote[k]])
      expect(order.is_reorder).toBe(true)
      expect(order.status_id).toBe(ORDER_STATUS.inCart)
      expect(order.designs_orders).toEqual(quote.designs_orders)
      expect(order.reorder_of).toMatchObject({
        number: placed.number,
        order_id: quote.id,
        unit_price: line.unit_price,
        quantity: line.quantity,
      })
    },
  )

  it.prop([input], { numRuns: 40 })(
    'prices as a new quote of the same specification would, the die paid for last time excepted',
    ({ patch, choices, qtys, status, payment }) => {
      const quote = placedQuote({ ...patch, ...choices }, qtys)
      const { placed, line } = placedWith(quote, status, payment)
      const { order } = reorderOf(placed, { line, quote }, {}, 'u1', ctx)
      const diePaid =
        status !== 'cancelled' &&
        ['paid', 'overpaid', 'on_terms'].includes(payment.status) &&
        (quote.quoted_die_charge ?? 0) > 0
      // A new quote today: the same choices and artwork; a customer who owns the die quotes
      // it from their own dies, as any library die.
      const own: Die = {
        id: 990_001,
        status_id: DIE_STATUS.available,
        width: quote.width ?? 0,
        length: quote.length ?? 0,
        depth: quote.depth,
        label: 'own die',
        shape_id: quote.shape_id ?? 0,
        is_square_corners: quote.is_square_corners,
        size_type_id: SIZE_TYPE.custom,
        product_type_id: quote.product_type_id,
        s3key: '',
      }
      const env = diePaid ? { ...guestEnv, dies: [...guestEnv.dies, own] } : guestEnv
      const fresh = buildOrder({ ...patch, ...choices }, env, 42)
      const today = evaluateOrder(
        { ...fresh, designs_orders: quote.designs_orders, total_qty: quote.total_qty },
        { ...ctx, env },
      ).order
      expect(order.quoted_total).toBe(today.quoted_total)
      expect(order.quoted_price_per_label).toBe(today.quoted_price_per_label)
      expect(order.price_breakdown).toEqual(today.price_breakdown)
      expect(order.ship_due_date).toBe(today.ship_due_date)
      if (diePaid) expect(order.quoted_die_charge ?? 0).toBe(0)
    },
  )

  it.prop([spec, fc.array(designQty, { minLength: 1, maxLength: 3 }), designQty], { numRuns: 25 })(
    'a new total is split evenly over the designs and priced as that total',
    (patch, qtys, total) => {
      const quote = placedQuote(patch, qtys)
      const { placed, line } = placedWith(quote, 'shipped', {
        status: 'paid',
        method: 'card',
        amount_paid: 1,
        ledger: [],
        pending_refunds: [],
      })
      const { order } = reorderOf(placed, { line, quote }, { total_qty: total }, 'u1', ctx)
      const got = order.designs_orders.map((d) => d.qty)
      expect(got.reduce((a, b) => a + b, 0)).toBe(total)
      expect(Math.max(...got) - Math.min(...got)).toBeLessThanOrEqual(1)
      expect(order.total_qty).toBe(total)
    },
  )
})
