// Shipping charges are products of cent amounts and fractional factors (fuel, customer factor,
// zone-9 multiplier). They are multiplied out exactly in BigInt and rounded once, half-up, so a
// value like 10.459250 never turns into 10.45 through binary-float error (§0: Decimal money).

/** Parts per million, the fixed-point unit for factors such as 0.15 or 1.75. */
export const PPM = 1_000_000n

/** A factor as integer parts per million (0.15 → 150,000); factors have at most 6 decimals. */
export const toPpm = (factor: number): bigint => BigInt(Math.round(factor * 1_000_000))

/** `numerator / denominator` rounded half-up to an integer; both must be non-negative. */
export const divRoundHalfUp = (numerator: bigint, denominator: bigint): bigint =>
  (2n * numerator + denominator) / (2n * denominator)

/** Integer cents as dollars (2 decimals), the API's money unit. */
export const centsToDollars = (cents: bigint | number): number => Number(cents) / 100
