import { QUANTITIES_PER_DESIGN } from '../order/quantity-patch'
import { priceBreaks } from '../pricing/price-breaks'
import type { PriceBreakTable } from '../pricing/price-breaks'
import { defaultPricingParams } from '../pricing/params'
import { unpriceableIssuesPresent } from '../rules/issue'
import type { Issue } from '../rules/issue'
import { validateOrder } from '../rules/validate-order'
import type { Order } from '../schema/order'
import type { PriceBreak } from '../schema/shared-quote'
import { pricingInputOf } from './order-job'
import type { QuoteContext } from './evaluate-order'

/**
 * What the same configuration costs at other quantities, at the processing the quote asks for
 * (so the row of the quote's own quantity is the quote, expedite included), with the saving per
 * unit against the customer's current quantity; empty while it cannot be priced (incomplete, or
 * not made as asked: see `unpriceableIssuesPresent`).
 */
export const priceBreaksForOrder = (order: Order, ctx: QuoteContext): readonly PriceBreak[] => {
  const input = pricingInputOf(order, ctx.env)
  if (input._tag !== 'Ready' || unpriceableIssuesPresent(validateOrder(order, ctx.env))) return []
  const current = input.request.job.designQuantities.reduce((a, q) => a + q, 0)
  const table: PriceBreakTable = priceBreaks(
    input.request,
    input.extras,
    { processing: 'as_quoted' },
    ctx.params ?? defaultPricingParams,
  )
  return table.rows.map((r) => ({
    quantity: r.quantity,
    total: r.totalCents / 100,
    per_unit: r.unitPriceMills / 1000,
    savings_percent: r.savingsPercent,
    is_current: r.quantity === current,
  }))
}

// The findings that only say no quantity is entered yet: the table is how the customer picks one.
const QUANTITY_MISSING: ReadonlySet<string> = new Set(['quantities_missing', 'total_qty_missing'])

const withoutQuantityMissing = (issues: readonly Issue[]): readonly Issue[] =>
  issues.filter((i) => !QUANTITY_MISSING.has(i.code))

// A stand-in total for an order with no quantity yet: large enough that every design of the
// order gets a piece, so the request has one entry per design; the ladder replaces it.
const NOTIONAL_TOTAL = 1_000_000

/** What the quoter shows at the usual quantities, and what choosing a row does. */
export type PriceBreakOffer = {
  readonly rows: readonly PriceBreak[]
  /**
   * Whether each row is compared with the order's own quantity ('Vs. this quote'): not before
   * a quantity is entered, when there is no quote to compare with.
   */
  readonly compared: boolean
  /**
   * Whether choosing a row sets the order's quantity (`quantitiesChanged({ total_qty })`): not
   * once artwork is uploaded, when each design's line carries its own quantity.
   */
  readonly choosable: boolean
  /** Why rows cannot be chosen, in the customer's words; null when they can. */
  readonly note: string | null
}

const noOffer: PriceBreakOffer = { rows: [], compared: false, choosable: false, note: null }

const UPLOADED_NOTE = QUANTITIES_PER_DESIGN

// Material, laminate, shape and size are known and only the quantity is missing: the rows
// are the usual quantities split evenly over the order's designs, none of them "current".
const rowsBeforeQuantity = (order: Order, ctx: QuoteContext): readonly PriceBreak[] => {
  if (order.designs_orders.length > 0) return []
  const input = pricingInputOf({ ...order, total_qty: NOTIONAL_TOTAL }, ctx.env)
  if (input._tag !== 'Ready') return []
  if (unpriceableIssuesPresent(withoutQuantityMissing(validateOrder(order, ctx.env)))) return []
  const designs = input.request.job.designQuantities.map(() => 0)
  const request =
    input.request.product === 'label'
      ? { product: 'label' as const, job: { ...input.request.job, designQuantities: designs } }
      : { product: 'carton' as const, job: { ...input.request.job, designQuantities: designs } }
  const table = priceBreaks(
    request,
    input.extras,
    { baseline: 'first' },
    ctx.params ?? defaultPricingParams,
  )
  return table.rows.map((r) => ({
    quantity: r.quantity,
    total: r.totalCents / 100,
    per_unit: r.unitPriceMills / 1000,
    savings_percent: 0,
    is_current: false,
  }))
}

/**
 * The price-break table the quoter shows: as soon as material, laminate, shape and size are
 * known, before any quantity (rows the customer can pick to set it), and after, compared with
 * the order's own quantity. Empty while the order cannot be priced at any quantity.
 */
export const priceBreakOffer = (order: Order, ctx: QuoteContext): PriceBreakOffer => {
  const uploaded = order.designs_orders.length > 0
  const priced = priceBreaksForOrder(order, ctx)
  if (priced.length > 0)
    return {
      rows: priced,
      compared: true,
      choosable: !uploaded,
      note: uploaded ? UPLOADED_NOTE : null,
    }
  const input = pricingInputOf(order, ctx.env)
  if (input._tag !== 'Incomplete' || input.missing !== 'quantity') return noOffer
  const rows = rowsBeforeQuantity(order, ctx)
  return rows.length === 0 ? noOffer : { rows, compared: false, choosable: true, note: null }
}

/** The title of the column `priceBreakComparison` fills. */
export const PRICE_BREAK_COMPARISON_TITLE = 'Vs. this quote'

/**
 * A price-break row's unit price beside the quote's own, in the words every table uses: "12%
 * less" on a run that saves, "769% more" on a smaller, dearer one, a dash on the quote's own
 * row or an equal unit price. A dearer run is never shown as a negative saving.
 */
export const priceBreakComparison = (b: PriceBreak): string => {
  if (b.is_current || b.savings_percent === 0) return '–'
  return b.savings_percent > 0 ? `${b.savings_percent}% less` : `${-b.savings_percent}% more`
}
