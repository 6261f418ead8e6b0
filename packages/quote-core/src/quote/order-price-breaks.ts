import { priceBreaks } from '../pricing/price-breaks'
import type { PriceBreakTable } from '../pricing/price-breaks'
import { defaultPricingParams } from '../pricing/params'
import { blockingSizeErrorsPresent } from '../rules/issue'
import { validateOrder } from '../rules/validate-order'
import type { Order } from '../schema/order'
import { pricingInputOf } from './order-job'
import type { QuoteContext } from './evaluate-order'

/** One row as the storefront and API show it: dollars and the per-unit price. */
export type PriceBreak = {
  readonly quantity: number
  readonly total: number
  readonly per_unit: number
  readonly savings_percent: number
  readonly is_current: boolean
}

/**
 * What the same configuration costs at other quantities (Standard processing), with the
 * saving per unit against the customer's current quantity; empty while it cannot be priced
 * (incomplete, or a size that cannot be made).
 */
export const priceBreaksForOrder = (order: Order, ctx: QuoteContext): readonly PriceBreak[] => {
  const input = pricingInputOf(order, ctx.env)
  if (input._tag !== 'Ready' || blockingSizeErrorsPresent(validateOrder(order, ctx.env))) return []
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
