import type { Dimensions, Shipment } from './shipment-weight'

/** A shipping carton: inside dimensions (in) and tare (lb). */
export type Box = { readonly dims: Dimensions; readonly tareLb: number }

/** §9.2 packing parameters. */
export type PackingConfig = {
  /** Candidate boxes, smallest first: on a full tie the earlier box wins. */
  readonly boxes: readonly Box[]
  /** `MAX_PKG_LB`: handling limit per package. */
  readonly maxPackageLb: number
  /** `PACK_FACTOR`: void fill and imperfect stacking. */
  readonly packFactor: number
  /** `DIM_DIVISOR`: cubic inches per dimensional-weight pound. */
  readonly dimDivisor: number
}

/** The box table and limits of §9.2. */
export const DEFAULT_PACKING_CONFIG: PackingConfig = {
  boxes: [
    { dims: [8, 8, 8], tareLb: 0.6 },
    { dims: [12, 12, 8], tareLb: 0.9 },
    { dims: [12, 12, 12], tareLb: 1.1 },
    { dims: [16, 12, 12], tareLb: 1.4 },
    { dims: [18, 18, 12], tareLb: 2.0 },
    { dims: [24, 18, 12], tareLb: 2.6 },
  ],
  maxPackageLb: 40,
  packFactor: 1.15,
  dimDivisor: 139,
}

/** The pack-out: every package uses the same box and has the same billable weight (§9.2). */
export type Packing = {
  readonly box: Box
  readonly packages: number
  /** Actual weight of one package (goods share + tare), lb. */
  readonly packageLb: number
  /** Billable weight per package: whole lb, max(actual, dimensional). */
  readonly billableLb: number
}

// Ceiling that ignores binary-float noise (10.000000000000002 → 10): weights and volumes are
// products of decimal inputs, and a spurious extra pound or package would change the charge.
const ceilClean = (x: number): number => Math.ceil(x - 1e-9)

const sorted = (dims: Dimensions): number[] => [...dims].sort((a, b) => a - b)

const fits = (item: Dimensions, box: Dimensions): boolean => {
  const [i, b] = [sorted(item), sorted(box)]
  return i.every((side, index) => side <= (b[index] ?? 0))
}

const packInto = (shipment: Shipment, box: Box, config: PackingConfig): Packing => {
  const boxVolume = box.dims[0] * box.dims[1] * box.dims[2]
  const packages = Math.max(
    1,
    ceilClean((shipment.volumeIn3 * config.packFactor) / boxVolume),
    ceilClean(shipment.weightLb / (config.maxPackageLb - box.tareLb)),
  )
  const packageLb = shipment.weightLb / packages + box.tareLb
  const billableLb = Math.max(ceilClean(packageLb), ceilClean(boxVolume / config.dimDivisor), 1)
  return { box, packages, packageLb, billableLb }
}

/**
 * Packs a shipment per §9.2: among boxes that hold the largest item, the smallest total billable
 * weight (packages × billable), ties to fewer packages, then to the earlier box; null if no box fits.
 */
export const packShipment = (
  shipment: Shipment,
  config: PackingConfig = DEFAULT_PACKING_CONFIG,
): Packing | null => {
  let best: Packing | null = null
  for (const box of config.boxes) {
    if (!fits(shipment.largestItem, box.dims)) continue
    const candidate = packInto(shipment, box, config)
    const total = candidate.packages * candidate.billableLb
    const bestTotal = best === null ? Infinity : best.packages * best.billableLb
    if (
      total < bestTotal ||
      (total === bestTotal && best !== null && candidate.packages < best.packages)
    ) {
      best = candidate
    }
  }
  return best
}
