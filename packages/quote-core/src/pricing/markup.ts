import type { MarkupCurve } from './params'

/** Markup factor m(C) of docs/pricing-model.md §2 for a cost `c` in dollars. */
export const markupFactor = (curve: MarkupCurve, c: number): number => {
  if (c <= curve.cLo) return curve.mHi
  if (c >= curve.cHi) return curve.mLo
  const t = Math.log(c / curve.cLo) / Math.log(curve.cHi / curve.cLo)
  return curve.mHi - (curve.mHi - curve.mLo) * t
}

/** Production price in dollars (unrounded): `max(MIN_PRICE, C·m(C))` (§2). */
export const productionPrice = (curve: MarkupCurve, c: number): number =>
  Math.max(curve.minPrice, c * markupFactor(curve, c))

/**
 * Whether the curve keeps price strictly increasing in cost (§2):
 * `(M_HI − M_LO) / ln(C_HI/C_LO) < M_LO`, with sane ordering of the bounds.
 */
export const checkMarkupInvariant = (curve: MarkupCurve): boolean =>
  curve.cLo > 0 &&
  curve.cHi > curve.cLo &&
  curve.mHi >= curve.mLo &&
  curve.mLo > 0 &&
  (curve.mHi - curve.mLo) / Math.log(curve.cHi / curve.cLo) < curve.mLo
