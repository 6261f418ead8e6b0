import {
  formatCount as count,
  formatDollars,
  formatLineUnitPrice,
  formatUnitDollars,
  roundHalfUpToCents,
} from '@diecut/quote-core'

// Money and counts as the core writes them: no Intl number format, whose first use loads the
// locale's data (a long task on a slow phone, on every page that shows a price).

/** The dash shown for a missing price (docs/product.md section 9). */
export const DASH = '–'

const usable = (v: number | null | undefined): v is number =>
  typeof v === 'number' && Number.isFinite(v)

/** Dollars with 2 decimals: $1,234.50. */
export const formatMoney = (v: number | null | undefined): string =>
  usable(v) ? formatDollars(v) : DASH

/** A per-unit price as quoted (up to 3 decimals): $0.125. */
export const formatUnitPrice = (v: number | null | undefined): string =>
  usable(v) ? formatUnitDollars(v) : DASH

/**
 * A line's unit price such that it times the quantity is the line's amount ($0.36978 for
 * $369.78 over 1,000), or null when none does and the amount is shown alone (quote-core's
 * formatLineUnitPrice).
 */
export const formatLineUnit = (amount: number, quantity: number): string | null =>
  usable(amount) ? formatLineUnitPrice(roundHalfUpToCents(amount), quantity) : null

/** Whole quantities with thousands separators: 10,000. */
export const formatCount = (v: number | null | undefined): string =>
  usable(v) ? count(Math.round(v)) : DASH
