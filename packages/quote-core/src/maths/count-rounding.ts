// Geometry may use binary floats (docs/pricing-model.md §0), but the counts derived from it are
// rounded with ceil/floor. A product such as 5,000 · 1.04 lands a hair above 5,200 in
// binary, which would make `ceil` add a whole frame; these helpers ignore such noise.

/** Tolerance under which a float is treated as sitting exactly on an integer. */
export const COUNT_EPSILON = 1e-9

/** `Math.ceil` that ignores float noise just above an integer (5200.000000001 → 5200). */
export const ceilCount = (x: number): number =>
  Math.ceil(x - COUNT_EPSILON * Math.max(1, Math.abs(x)))

/** `Math.floor` that ignores float noise just below an integer (4.999999999 → 5). */
export const floorCount = (x: number): number =>
  Math.floor(x + COUNT_EPSILON * Math.max(1, Math.abs(x)))

/** Clamps `x` into `[lo, hi]`. */
export const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x))

/** Sum of a list of numbers (0 for an empty list). */
export const sumOf = (xs: readonly number[]): number => xs.reduce((acc, x) => acc + x, 0)
