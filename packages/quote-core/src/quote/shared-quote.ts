import { toEasternTime } from '../dates/eastern-time'
import type { IsoDate } from '../dates/iso-date'
import { addDays } from '../dates/iso-date'
import { emptyGraphicDesignOrderDetails } from '../schema/graphic-design-values'
import { initialOrder } from '../schema/initial-order'
import type { Order, OrderPatch } from '../schema/order'
import { SHARED_CHOICE_KEYS } from '../schema/shared-quote-values'
import type { SharedChoices, SharedQuote } from '../schema/shared-quote'
import { evaluateOrder } from './evaluate-order'
import type { QuoteContext } from './evaluate-order'
import { printedDesignQuantities } from './order-job'
import { priceBreaksForOrder } from './order-price-breaks'

/** How long a quote's prices hold, in calendar days (the PDF's "valid until"). */
export const QUOTE_VALID_DAYS = 30

/** The last day a quote made at `quotedAt` (ISO instant) holds its prices, as an Eastern date. */
export const quoteValidUntil = (quotedAt: string): IsoDate =>
  addDays(toEasternTime(quotedAt).date, QUOTE_VALID_DAYS)

/** Why an order cannot be shared yet. */
export type NotShareable = { readonly _tag: 'NotPriced'; readonly message: string }

export type ShareResult = { readonly _tag: 'Shared'; readonly quote: SharedQuote } | NotShareable

const choicesOf = (source: SharedChoices): SharedChoices =>
  Object.fromEntries(SHARED_CHOICE_KEYS.map((k) => [k, source[k]])) as SharedChoices

/** Why an unpriced quote is not shared, or not printed as a PDF, in the customer's words. */
export const NOT_PRICED_MESSAGES = {
  share: 'Complete the quote before sharing it.',
  pdf: 'Complete the quote before downloading its PDF.',
} as const

/**
 * The snapshot of an order shared (or printed) at `ctx.now`: its choices re-priced and dated at
 * that instant, with the price-break table; an order without a price cannot be shared or
 * printed, and the refusal says which of the two was asked for.
 */
export const sharedQuoteOf = (
  order: Order,
  ctx: QuoteContext,
  purpose: keyof typeof NOT_PRICED_MESSAGES = 'share',
): ShareResult => {
  const evaluated = evaluateOrder(order, ctx).order
  if (evaluated.quoted_total === null)
    return { _tag: 'NotPriced', message: NOT_PRICED_MESSAGES[purpose] }
  const brief = evaluated.graphic_design_order_details
  return {
    _tag: 'Shared',
    quote: {
      ...choicesOf(evaluated),
      graphic_design_order_details:
        brief === null
          ? null
          : {
              design_type_id: brief.design_type_id,
              design_product_type_id: brief.design_product_type_id,
            },
      quote_number: evaluated.id,
      size_description: evaluated.size_description,
      color_label: evaluated.color_label,
      substrate_label: evaluated.substrate_label,
      laminate_label: evaluated.laminate_label,
      quoted_total: evaluated.quoted_total,
      quoted_price_per_label: evaluated.quoted_price_per_label,
      quoted_die_charge: evaluated.quoted_die_charge,
      price_breakdown: evaluated.price_breakdown,
      price_breaks: priceBreaksForOrder(evaluated, ctx),
      design_quantities: printedDesignQuantities(evaluated),
      ship_due_date: evaluated.ship_due_date,
      ship_due_formatted: evaluated.ship_due_formatted,
      created_at: new Date(ctx.now).toISOString(),
      valid_until: quoteValidUntil(ctx.now),
    },
  }
}

/**
 * The shared quote as an order for the screens that draw one (the shape preview): its
 * choices, labels, price and dates on a fresh order with no id, owner or artwork.
 */
export const orderOfSharedQuote = (quote: SharedQuote): Order => ({
  ...initialOrder(quote.product_type_id),
  ...choicesOf(quote),
  graphic_design_order_details:
    quote.graphic_design_order_details === null
      ? null
      : {
          ...emptyGraphicDesignOrderDetails(
            quote.graphic_design_order_details.design_product_type_id,
          ),
          ...quote.graphic_design_order_details,
        },
  size_description: quote.size_description,
  color_label: quote.color_label,
  substrate_label: quote.substrate_label,
  laminate_label: quote.laminate_label,
  quoted_total: quote.quoted_total,
  quoted_price_per_label: quote.quoted_price_per_label,
  quoted_die_charge: quote.quoted_die_charge,
  price_breakdown: quote.price_breakdown,
  ship_due_date: quote.ship_due_date,
  ship_due_formatted: quote.ship_due_formatted,
})

/** The patch that starts a new order from a shared quote (its choices, not its price or dates). */
export const sharedQuotePatch = (quote: SharedQuote): OrderPatch => {
  const patch: Record<string, unknown> = {}
  for (const k of SHARED_CHOICE_KEYS) patch[k] = quote[k]
  if (quote.graphic_design_order_details !== null)
    patch.graphic_design_order_details = quote.graphic_design_order_details
  return patch as OrderPatch
}
