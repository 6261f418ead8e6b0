import { divRoundHalfUp, PPM, toPpm } from './exact-cents'
import type { Zone } from './zones'

/** §9.5 LTL freight parameters (S4, S5). */
export type FreightConfig = {
  /** `FREIGHT_MIN_LB`: freight is offered from this shipment weight. */
  readonly minLb: number
  /** `PARCEL_MAX_LB`: parcel services are withdrawn above this weight. */
  readonly parcelMaxLb: number
  /** Parcel services are withdrawn above this many packages. */
  readonly parcelMaxPackages: number
  /** Goods per 48 × 40 pallet, lb. */
  readonly palletMaxLb: number
  readonly palletTareLb: number
  /** `LTL_MIN`, cents. */
  readonly minimumCents: number
  /** `LTL_FUEL`. */
  readonly fuel: number
  /** Handling per pallet, cents. */
  readonly palletFeeCents: number
  /** Liftgate for residential (or no-dock) delivery, cents. */
  readonly liftgateCents: number
  /** `RATE_CWT` per 100 lb by zone, cents. */
  readonly cwtCents: Readonly<Record<Zone, number>>
}

/** The defaults of §9.5. */
export const DEFAULT_FREIGHT_CONFIG: FreightConfig = {
  minLb: 150,
  parcelMaxLb: 500,
  parcelMaxPackages: 12,
  palletMaxLb: 1500,
  palletTareLb: 40,
  minimumCents: 17_500,
  fuel: 0.3,
  palletFeeCents: 2_500,
  liftgateCents: 7_500,
  cwtCents: { 2: 2800, 3: 3200, 4: 3800, 5: 4500, 6: 5200, 7: 5800, 8: 6500, 9: 11_000 },
}

/** Number of pallets for a shipment weight (at least one). */
export const palletCount = (
  weightLb: number,
  config: FreightConfig = DEFAULT_FREIGHT_CONFIG,
): number => Math.max(1, Math.ceil(weightLb / config.palletMaxLb))

/**
 * LTL charge in cents (§9.5): max(LTL_MIN, RATE_CWT · (weight + tare) / 100) · (1 + LTL_FUEL)
 * + pallet fees + liftgate; the weight is taken to 0.001 lb, then the line is rounded half-up once.
 */
export const freightChargeCents = (
  weightLb: number,
  zone: Zone,
  residential: boolean,
  config: FreightConfig = DEFAULT_FREIGHT_CONFIG,
): number => {
  const pallets = palletCount(weightLb, config)
  const grossMilliLb = BigInt(Math.round((weightLb + config.palletTareLb * pallets) * 1000))
  // Both sides scaled by 100,000 (100 lb per cwt × 1,000 milli-lb per lb).
  const linehaul = BigInt(config.cwtCents[zone]) * grossMilliLb
  const minimum = BigInt(config.minimumCents) * 100_000n
  const base = linehaul > minimum ? linehaul : minimum
  const withFuel = divRoundHalfUp(base * (PPM + toPpm(config.fuel)), 100_000n * PPM)
  const liftgate = residential ? config.liftgateCents : 0
  return Number(withFuel) + config.palletFeeCents * pallets + liftgate
}
