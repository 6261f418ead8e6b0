const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})
const mills = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 3,
})
const count = new Intl.NumberFormat('en-US')

/** The dash shown for a missing price (SPEC.md section 9). */
export const DASH = '–'

const usable = (v: number | null | undefined): v is number =>
  typeof v === 'number' && Number.isFinite(v)

/** Dollars with 2 decimals: $1,234.50. */
export const formatMoney = (v: number | null | undefined): string =>
  usable(v) ? dollars.format(v) : DASH

/** A per-unit price as quoted (up to 3 decimals): $0.125. */
export const formatUnitPrice = (v: number | null | undefined): string =>
  usable(v) ? mills.format(v) : DASH

/** Whole quantities with thousands separators: 10,000. */
export const formatCount = (v: number | null | undefined): string =>
  usable(v) ? count.format(v) : DASH
