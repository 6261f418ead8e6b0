import { PROCESSING } from '../catalog/ids'
import { expediteDaysOf } from '../order/transitions/processing'
import { formatDollars } from '../pricing/money'
import type { PriceQuote } from '../pricing/quote'
import type { Order } from '../schema/order'

/** One processing speed the quoter offers, with what it costs on this quote. */
export type ProcessingChoice = {
  readonly processing_id: number
  /** Expedited production days; null for Standard. */
  readonly delay_expedite: number | null
  readonly title: string
  /** The card's line: the cut-off and this speed's fee, or why there is none. */
  readonly description: string
  /** The fee in dollars on top of Standard (0 for Standard); null while not priced or offered. */
  readonly fee: number | null
  /** Whether this quote offers the speed now (same day needs a stocked die, no proof, ...). */
  readonly offered: boolean
}

const daysText = (d: number): string =>
  d === 0 ? 'Same day' : d === 1 ? 'Next day' : `${d} business days`

/** The fee of a speed, as its card says it. */
export const expediteFeeText = (fee: number): string => `+${formatDollars(fee)}`

const CUTOFF = 'Order by 10am ET.'

/**
 * Standard and each expedited speed of the order's product (a design order's: those of the
 * label or carton its brief is for), each with its fee from the quote's pricing
 * (docs/pricing-model.md §8.4): "Order by 10am ET. +$48.20". Before the quote has a price the
 * fee waits for it; a speed this quote cannot have (same day for a new die or a proof, or past
 * the cut-off) says so.
 */
export const processingChoices = (
  order: Pick<Order, 'product_type_id' | 'graphic_design_order_details'>,
  quote: Pick<PriceQuote, 'expediteOptions'> | null,
): readonly ProcessingChoice[] => {
  const standard: ProcessingChoice = {
    processing_id: PROCESSING.standard,
    delay_expedite: null,
    title: 'Standard',
    description: 'Our regular schedule.',
    fee: quote === null ? null : 0,
    offered: true,
  }
  const faster = expediteDaysOf(order).map((days): ProcessingChoice => {
    const base = {
      processing_id: PROCESSING.expedited,
      delay_expedite: days,
      title: `Expedited: ${daysText(days)}`,
    }
    if (quote === null)
      return {
        ...base,
        description: `${CUTOFF} Fee shown once the quote has a quantity.`,
        fee: null,
        offered: true,
      }
    const option = quote.expediteOptions.find((o) => !o.standard && o.productionDays === days)
    if (option === undefined)
      return {
        ...base,
        description: 'Not available for this quote now.',
        fee: null,
        offered: false,
      }
    const fee = option.feeCents / 100
    return { ...base, description: `${CUTOFF} ${expediteFeeText(fee)}`, fee, offered: true }
  })
  return [standard, ...faster]
}
