import { priceBreaks } from '../pricing/price-breaks'
import type { PriceBreakTable } from '../pricing/price-breaks'
import { defaultPricingParams } from '../pricing/params'
import { unpriceableIssuesPresent } from '../rules/issue'
import { validateOrder } from '../rules/validate-order'
import type { Order } from '../schema/order'
import type { PriceBreak } from '../schema/shared-quote'
import { pricingInputOf } from './order-job'
import type { QuoteContext } from './evaluate-order'

/**
 * What the same configuration costs at other quantities (Standard processing), with the
 * saving per unit against the customer's current quantity; empty while it cannot be priced
 * (incomplete, or not made as asked: see `unpriceableIssuesPresent`).
 */
export const priceBreaksForOrder = (order: Order, ctx: QuoteContext): readonly PriceBreak[] => {
  const input = pricingInputOf(order, ctx.env)
  if (input._tag !== 'Ready' || unpriceableIssuesPresent(validateOrder(order, ctx.env))) return []
  const current = input.request.job.designQuantities.reduce((a, q) => a + q, 0)
  const table: PriceBreakTable = priceBreaks(
    input.request,
    input.extras,
    {},
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
