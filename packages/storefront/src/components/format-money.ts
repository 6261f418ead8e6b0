import { formatCount as count, formatDollars, formatUnitDollars } from '@diecut/quote-core'

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

/** Whole quantities with thousands separators: 10,000. */
export const formatCount = (v: number | null | undefined): string =>
  usable(v) ? count(Math.round(v)) : DASH
