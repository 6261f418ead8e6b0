import { ceilCount, clamp, floorCount, sumOf } from '../maths/count-rounding'
import type { CoreSize, RollParams } from './roll-params'

/** How the customer limits a roll (§3.1); `default` is D_MAX = min(8, D_LIMIT). */
export type RollLimit =
  | { readonly kind: 'default' }
  | { readonly kind: 'max_diameter'; readonly inches: number }
  | { readonly kind: 'max_qty'; readonly perRoll: number }
  | { readonly kind: 'fewest' }

/** What the roll formulas need: label pitch, wound caliper and core outside diameter. */
export type RollGeometry = {
  readonly pitchIn: number
  readonly tEffIn: number
  readonly coreOdIn: number
}

/** D_LIMIT: 13 in, or 8 in for labels narrower than 0.875 in (§3.1). */
export const diameterLimit = (widthIn: number, params: RollParams): number =>
  widthIn < params.narrowWidthIn ? params.narrowDLimitIn : params.dLimitIn

/** The construction being wound: calipers from §3.3 / §3.4 and the options of §4.1. */
export type WoundStock = {
  readonly materialCalIn: number
  readonly laminateCalIn: number
  readonly highOpacityWhite: boolean
  readonly petBacking: boolean
}

/** Effective wound caliper per wrap, t_eff of §4.1. */
export const effectiveCaliper = (stock: WoundStock, params: RollParams): number =>
  (stock.materialCalIn +
    stock.laminateCalIn +
    (stock.highOpacityWhite ? params.hiOpWhiteCaliperIn : 0) +
    (stock.petBacking ? params.petCaliperDeltaIn : 0)) *
  params.wind

/** Core outside diameter used in the formulas (§4.2). */
export const coreOutsideDiameter = (core: CoreSize, params: RollParams): number =>
  params.cores[core].outsideDiameterIn

/** Labels that fit on a roll of outside diameter `diameterIn` (cap_diam of §4.3, ≥ 0). */
export const capacityForDiameter = (
  geometry: RollGeometry,
  diameterIn: number,
  params: RollParams,
): number => {
  const { pitchIn, tEffIn, coreOdIn } = geometry
  const webIn = (Math.PI * (diameterIn ** 2 - coreOdIn ** 2)) / (4 * tEffIn) - params.leaderIn
  return Math.max(0, floorCount(webIn / pitchIn))
}

/** Outside diameter of a roll holding `quantity` labels, OD(N) of §4.4. */
export const outsideDiameter = (
  geometry: RollGeometry,
  quantity: number,
  params: RollParams,
): number => {
  const { pitchIn, tEffIn, coreOdIn } = geometry
  return Math.sqrt(coreOdIn ** 2 + (4 * tEffIn * (quantity * pitchIn + params.leaderIn)) / Math.PI)
}

/** UI helper: labels per roll for a maximum diameter (inverse of `diameterForQuantity`). */
export const quantityForDiameter = capacityForDiameter

/** UI helper: roll diameter for a number of labels per roll (inverse of `quantityForDiameter`). */
export const diameterForQuantity = outsideDiameter

/** The maximum diameter a roll limit implies, kept inside [D_MIN, D_LIMIT] (§3.1). */
export const maxDiameterFor = (limit: RollLimit, widthIn: number, params: RollParams): number => {
  const dLimit = diameterLimit(widthIn, params)
  switch (limit.kind) {
    case 'default':
      return Math.min(params.defaultMaxDiameterIn, dLimit)
    case 'max_diameter':
      // Out-of-range entries are blocked by validation (§3.1); pricing stays defined.
      return clamp(limit.inches, params.minDiameterIn, dLimit)
    case 'max_qty':
    case 'fewest':
      return dLimit
  }
}

/** per_roll_cap of §4.3: `max(1, min(R_MAX, cap_diam(D_MAX)))`. */
export const perRollCapacity = (
  geometry: RollGeometry,
  limit: RollLimit,
  widthIn: number,
  params: RollParams,
): number => {
  const byDiameter = capacityForDiameter(geometry, maxDiameterFor(limit, widthIn, params), params)
  const rMax = limit.kind === 'max_qty' ? Math.floor(limit.perRoll) : Infinity
  return Math.max(1, Math.min(rMax, byDiameter))
}

/** Rolls of one design with the even fill of §4.3. */
export type DesignRolls = {
  readonly quantity: number
  readonly rolls: number
  /** Labels on each roll but the last (ceil(q/rolls)). */
  readonly perRoll: number
  /** Labels on the last roll (the rest). */
  readonly lastRoll: number
}

/** Rolls of one design: `ceil(q/cap)` rolls, evenly filled (§4.3). */
export const rollsForDesign = (quantity: number, perRollCap: number): DesignRolls => {
  if (quantity <= 0) return { quantity, rolls: 0, perRoll: 0, lastRoll: 0 }
  const rolls = ceilCount(quantity / perRollCap)
  const perRoll = ceilCount(quantity / rolls)
  return { quantity, rolls, perRoll, lastRoll: quantity - perRoll * (rolls - 1) }
}

/** Rolls of a whole job: per design and the total R (§4.3). */
export type RollPlan = {
  readonly perRollCap: number
  readonly maxDiameterIn: number
  readonly designs: readonly DesignRolls[]
  readonly totalRolls: number
}

/** Rolls of a job, designs never mixed on a roll; R = Σ rolls_i (§4.3). */
export const planRolls = (
  designQuantities: readonly number[],
  geometry: RollGeometry,
  limit: RollLimit,
  widthIn: number,
  params: RollParams,
): RollPlan => {
  const perRollCap = perRollCapacity(geometry, limit, widthIn, params)
  const designs = designQuantities.map((q) => rollsForDesign(q, perRollCap))
  return {
    perRollCap,
    maxDiameterIn: maxDiameterFor(limit, widthIn, params),
    designs,
    totalRolls: sumOf(designs.map((d) => d.rolls)),
  }
}

/** Allowed per-roll max quantity: `[max(100, cap(4 in)), min(10,000, cap(D_LIMIT))]` (§3.1). */
export const maxQtyPerRollRange = (
  geometry: RollGeometry,
  widthIn: number,
  params: RollParams,
): { readonly min: number; readonly max: number; readonly fallback: boolean } => {
  const fallback = { min: params.minQtyPerRoll, max: params.maxQtyPerRoll, fallback: true }
  try {
    const lo = Math.max(
      params.minQtyPerRoll,
      capacityForDiameter(geometry, params.minDiameterIn, params),
    )
    const dLimit = diameterLimit(widthIn, params)
    const hi = Math.min(params.maxQtyPerRoll, capacityForDiameter(geometry, dLimit, params))
    // docs/product.md §8: on a failed or NaN computation the limits fall back to 100 and 10,000.
    if (!Number.isFinite(lo) || !Number.isFinite(hi) || lo > hi) return fallback
    return { min: lo, max: hi, fallback: false }
  } catch {
    return fallback
  }
}

/** Whether a per-roll max quantity fits within D_LIMIT (§3.1 blocks it otherwise). */
export const checkMaxQtyPerRoll = (
  geometry: RollGeometry,
  perRoll: number,
  widthIn: number,
  params: RollParams,
): { readonly fits: boolean; readonly diameterIn: number; readonly dLimitIn: number } => {
  const diameterIn = outsideDiameter(geometry, perRoll, params)
  const dLimitIn = diameterLimit(widthIn, params)
  return { fits: diameterIn <= dLimitIn, diameterIn, dLimitIn }
}
