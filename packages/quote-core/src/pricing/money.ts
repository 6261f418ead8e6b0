// Money is held in integer cents; the per-unit price in integer mills (0.001 $), because the
// spec's per-unit rule needs a third decimal (docs/pricing-model.md §0).
import { denoise } from '../maths/decimal-noise'
import { formatCount } from '../maths/format-count'

/** Integer number of US cents. */
export type Cents = number

/** Integer number of mills (thousandths of a dollar), used only for per-unit prices. */
export type Mills = number

/**
 * Rounds a dollar amount half-up (away from zero) to integer cents, robust to float noise: the
 * noise is stripped first (1.005 · 100 = 100.49999999999999), so a true half cent rounds up.
 */
export const roundHalfUpToCents = (dollars: number): Cents => {
  if (!Number.isFinite(dollars)) throw new RangeError(`not a finite amount: ${dollars}`)
  const scaled = denoise(dollars * 100)
  const cents = Math.sign(scaled) * Math.floor(Math.abs(scaled) + 0.5)
  return cents === 0 ? 0 : cents
}

/** Rounds a dollar amount half-up to integer mills (a per-unit price's third decimal). */
export const roundHalfUpToMills = (dollars: number): Mills => roundHalfUpToCents(dollars * 10)

/** Rounds a fractional number of cents half-up to integer cents (e.g. a percentage fee). */
export const roundCentsHalfUp = (cents: number): Cents => roundHalfUpToCents(cents / 100)

/** Converts whole-dollar or exact-cent parameter values to integer cents. */
export const dollarsToCents = (dollars: number): Cents => roundHalfUpToCents(dollars)

/** Rounds a dollar amount up to the next whole dollar, in cents (die charges, §3.8 / §5.8). */
export const ceilToDollarCents = (dollars: number): Cents => Math.ceil(denoise(dollars)) * 100

/** Exact ceiling of the integer quotient `numerator / denominator` (both integers, denominator > 0). */
export const ceilDiv = (numerator: number, denominator: number): number => {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`ceilDiv needs safe integers and a positive denominator`)
  }
  const remainder = numerator % denominator
  const floor = (numerator - remainder) / denominator
  return remainder > 0 ? floor + 1 : floor
}

/**
 * Per-unit price in mills: ceil to 0.001 $ of `amountCents / quantity`, computed exactly in
 * integers (§0: 0.104428 → 0.105, 0.104000 → 0.104).
 */
export const ceilToMills = (amountCents: Cents, quantity: number): Mills => {
  if (quantity <= 0) return 0
  return ceilDiv(amountCents * 10, quantity)
}

/** Unit price in mills per §0: `ceil_0.001((total − die) / quantity)`. */
export const unitPriceMills = (totalCents: Cents, dieChargeCents: Cents, quantity: number): Mills =>
  ceilToMills(totalCents - dieChargeCents, quantity)

/** Formats cents as `$1,234.56` (minus sign first for negatives). */
export const formatCents = (cents: Cents): string => {
  const abs = Math.abs(cents)
  const body = `${formatCount(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`
  return `${cents < 0 ? '-' : ''}$${body}`
}

/** Formats mills as `$0.105`. */
export const formatMills = (mills: Mills): string => {
  const abs = Math.abs(mills)
  const body = `${formatCount(Math.floor(abs / 1000))}.${String(abs % 1000).padStart(3, '0')}`
  return `${mills < 0 ? '-' : ''}$${body}`
}

/** A dollar amount as `$1,234.56`, rounded half-up to cents. */
export const formatDollars = (dollars: number): string => formatCents(roundHalfUpToCents(dollars))

/**
 * A per-unit price in dollars with two or three decimals, as quoted: `$0.125`, `$0.12`,
 * `$1,234.50` (rounded half-up to mills).
 */
export const formatUnitDollars = (dollars: number): string => {
  const text = formatMills(roundHalfUpToMills(dollars))
  return text.endsWith('0') ? text.slice(0, -1) : text
}

/** Converts cents to a dollar number with two decimals (for JSON output; never for arithmetic). */
export const centsToDollars = (cents: Cents): number => cents / 100

/** The most decimals a line's unit price is shown with; beyond them the amount stands alone. */
export const LINE_UNIT_MAX_DECIMALS = 6

/**
 * How a line's unit price is shown beside its quantity and amount, so that the unit price
 * times the quantity is the amount, to the cent, on every page, email, PDF and invoice (the
 * HTTP contract's money rule): with as many decimals as that takes, at least two (`$0.36978`
 * for $369.78 over 1,000, `$0.37` for $370.00). Null when no unit price of at most
 * `LINE_UNIT_MAX_DECIMALS` decimals does it ($100.00 over 3), or there is no quantity: the
 * amount is then shown alone.
 */
export const formatLineUnitPrice = (amountCents: Cents, quantity: number): string | null => {
  if (!Number.isInteger(amountCents) || !Number.isInteger(quantity) || quantity <= 0) return null
  const abs = Math.abs(amountCents)
  for (let decimals = 2; decimals <= LINE_UNIT_MAX_DECIMALS; decimals++) {
    // The unit price in units of 10^-decimals dollars: cents · 10^(decimals - 2) / quantity.
    const scaled = abs * 10 ** (decimals - 2)
    if (!Number.isSafeInteger(scaled)) return null
    if (scaled % quantity !== 0) continue
    const units = scaled / quantity
    const scale = 10 ** decimals
    const body = `${formatCount(Math.floor(units / scale))}.${String(units % scale).padStart(decimals, '0')}`
    return `${amountCents < 0 ? '-' : ''}$${body}`
  }
  return null
}
