import type { PriceLine } from '@diecut/quote-core'
import { useShallow } from 'zustand/react/shallow'
import { useQuoteStore } from './use-quote-store'

export type QuotePrice = {
  /** Dollars, or null while the order cannot be priced. */
  readonly total: number | null
  readonly perUnit: number | null
  readonly dieCharge: number | null
  readonly breakdown: readonly PriceLine[]
  readonly shipDueDate: string | null
  /** The estimated proof delivery date as the summary shows it. */
  readonly shipDueFormatted: string | null
}

/** The instant local price of the quote (recomputed in the same frame as each change). */
export const useQuotePrice = (): QuotePrice =>
  useQuoteStore(
    useShallow((s) => ({
      total: s.order.quoted_total,
      perUnit: s.order.quoted_price_per_label,
      dieCharge: s.order.quoted_die_charge,
      breakdown: s.order.price_breakdown,
      shipDueDate: s.order.ship_due_date,
      shipDueFormatted: s.order.ship_due_formatted,
    })),
  )
