import { unitNounOf } from '../catalog/ids'
import { formatCount } from '../maths/format-count'
import { formatDollars, formatMills, roundHalfUpToMills } from '../pricing/money'
import type { Evaluation } from '../quote/evaluate-order'
import { PRICE_BREAK_COMPARISON_TITLE, priceBreakComparison } from '../quote/order-price-breaks'
import { noPriceReason } from '../rules/issue'
import type { PriceBreak } from '../schema/shared-quote'
import type { NoShippingEstimate } from '../quote/order-shipping'
import type { ShippingRatesResult } from '../shipping/shipping-rates'

const money = (n: number, decimals = 2) =>
  decimals === 3 ? formatMills(roundHalfUpToMills(n)) : formatDollars(n)
const count = formatCount
// Label and amount, the amount right-aligned; a long label keeps two spaces before it.
const row = (left: string, right: string, width = 44) =>
  `  ${left.padEnd(Math.max(width - right.length, left.length + 2), ' ')}${right}`

/** The human-readable report of the price-check CLI. */
export const formatReport = (
  evaluation: Evaluation,
  breaks: readonly PriceBreak[],
  shipping: ShippingRatesResult | NoShippingEstimate | null,
): string => {
  const o = evaluation.order
  const unit = unitNounOf(o.product_type_id)
  const lines: string[] = []
  const what = [o.substrate_label, o.laminate_label, o.size_description]
    .filter((s) => s !== '')
    .join(', ')
  lines.push(`diecut quote: ${what || 'incomplete configuration'}`)
  if (o.total_qty !== null)
    lines.push(
      `${count(o.total_qty)} ${unit}s, ${o.design_count ?? 1} design${(o.design_count ?? 1) === 1 ? '' : 's'}`,
    )
  lines.push('')
  if (o.quoted_total === null) {
    lines.push(
      noPriceReason(evaluation.errors) === 'cannot_be_made'
        ? '  No price: this cannot be made as asked. Change what is listed below.'
        : '  No price yet: the configuration is incomplete.',
    )
  } else {
    for (const l of o.price_breakdown) lines.push(row(l.label, money(l.amount)))
    lines.push(row('Total', money(o.quoted_total)))
    lines.push(row(`Per ${unit} (die excluded)`, money(o.quoted_price_per_label ?? 0, 3)))
    if (o.ship_due_formatted !== null)
      lines.push('', `  Ships ${o.ship_due_formatted} (${o.delay_total ?? 0} business days)`)
  }
  if (breaks.length > 0) {
    lines.push(
      '',
      'Price breaks',
      `  ${'Quantity'.padStart(10)}${'Total'.padStart(14)}${`Per ${unit}`.padStart(12)}${PRICE_BREAK_COMPARISON_TITLE.padStart(16)}`,
    )
    for (const b of breaks)
      lines.push(
        `  ${count(b.quantity).padStart(10)}${money(b.total).padStart(14)}${money(b.per_unit, 3).padStart(12)}${priceBreakComparison(b).padStart(16)}${b.is_current ? '  <- this quote' : ''}`,
      )
  }
  if (shipping !== null) {
    lines.push('', 'Shipping')
    if (shipping._tag === 'Rates') {
      if (shipping.freightRequired) lines.push('  Freight Shipment Required')
      for (const r of shipping.rates)
        lines.push(row(`${r.name} (arrives ${r.estimatedArrival})`, money(r.total)))
    } else lines.push(`  ${shipping.message}`)
  }
  if (evaluation.errors.length > 0) {
    lines.push('', 'To complete this quote')
    for (const e of evaluation.errors)
      lines.push(`  ${e.blocking ? '✗' : '!'} ${e.message}  [${e.category}]`)
  }
  return lines.join('\n')
}
