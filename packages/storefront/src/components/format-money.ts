/**
 * A number format made on first use: the first Intl.NumberFormat of a page loads the locale's
 * data, work the page's first screen (dashes until a price is known) does not need.
 */
export const onFirstUse = (options: Intl.NumberFormatOptions) => {
  let format: Intl.NumberFormat | null = null
  return (v: number): string => (format ??= new Intl.NumberFormat('en-US', options)).format(v)
}

const dollars = onFirstUse({
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})
const mills = onFirstUse({
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 3,
})
const count = onFirstUse({})

/** The dash shown for a missing price (docs/product.md section 9). */
export const DASH = '–'

const usable = (v: number | null | undefined): v is number =>
  typeof v === 'number' && Number.isFinite(v)

/** Dollars with 2 decimals: $1,234.50. */
export const formatMoney = (v: number | null | undefined): string => (usable(v) ? dollars(v) : DASH)

/** A per-unit price as quoted (up to 3 decimals): $0.125. */
export const formatUnitPrice = (v: number | null | undefined): string =>
  usable(v) ? mills(v) : DASH

/** Whole quantities with thousands separators: 10,000. */
export const formatCount = (v: number | null | undefined): string => (usable(v) ? count(v) : DASH)
