import { divRoundHalfUp, PPM, toPpm } from './exact-cents'
import type { ContiguousZone, Zone } from './zones'

/** Domestic parcel services of §9.4. */
export type ParcelService = 'ground' | 'second_day' | 'next_day'

/** `rate = base + perLb · (w − 1)`, in cents. */
export type RateCell = { readonly baseCents: number; readonly perLbCents: number }

/** §9.4 parameters. */
export type ParcelRateConfig = {
  readonly table: Readonly<Record<ParcelService, Readonly<Record<ContiguousZone, RateCell>>>>
  /** Zone 9 (non-contiguous) = this factor × the zone-8 formula. */
  readonly zone9Factor: number
  /** `FUEL`: 0.15 Ground, 0.18 air. */
  readonly fuel: Readonly<Record<ParcelService, number>>
  /** `CUSTOMER_FACTOR`: the part of the carrier list the customer pays. */
  readonly customerFactor: number
  /** `RESIDENTIAL` surcharge per package, cents. */
  readonly residentialCents: Readonly<Record<ParcelService, number>>
}

const cells = (rows: readonly (readonly [number, number])[]): Record<ContiguousZone, RateCell> => {
  const cell = (zone: ContiguousZone): RateCell => {
    const [baseCents, perLbCents] = rows[zone - 2] ?? [0, 0]
    return { baseCents, perLbCents }
  }
  return { 2: cell(2), 3: cell(3), 4: cell(4), 5: cell(5), 6: cell(6), 7: cell(7), 8: cell(8) }
}

/** The §9.4 list-rate table (zones 2…8), fuel, customer factor and residential surcharge. */
export const DEFAULT_PARCEL_RATE_CONFIG: ParcelRateConfig = {
  table: {
    // Anchor: zone 2, 1 lb Ground = $10.70, the published 2024 list rate (S1).
    ground: cells([
      [1070, 55],
      [1110, 65],
      [1155, 85],
      [1190, 105],
      [1225, 130],
      [1260, 145],
      [1320, 165],
    ]),
    second_day: cells([
      [2250, 160],
      [2400, 190],
      [2550, 240],
      [2700, 290],
      [2900, 340],
      [3100, 380],
      [3300, 420],
    ]),
    next_day: cells([
      [3800, 300],
      [4200, 360],
      [4600, 440],
      [5000, 520],
      [5400, 600],
      [5700, 680],
      [6000, 750],
    ]),
  },
  zone9Factor: 1.75,
  fuel: { ground: 0.15, second_day: 0.18, next_day: 0.18 },
  customerFactor: 0.85,
  residentialCents: { ground: 550, second_day: 600, next_day: 600 },
}

// List rate per package scaled by PPM (exact even with the 1.75 zone-9 factor).
const listRatePpm = (
  service: ParcelService,
  zone: Zone,
  billableLb: number,
  config: ParcelRateConfig,
): bigint => {
  const cell = config.table[service][zone === 9 ? 8 : zone]
  const cents = BigInt(cell.baseCents + cell.perLbCents * (Math.max(1, billableLb) - 1))
  return cents * (zone === 9 ? toPpm(config.zone9Factor) : PPM)
}

/** Carrier list rate of one package in cents (§9.4); may carry fractions of a cent in zone 9. */
export const parcelListRateCents = (
  service: ParcelService,
  zone: Zone,
  billableLb: number,
  config: ParcelRateConfig = DEFAULT_PARCEL_RATE_CONFIG,
): number => Number(listRatePpm(service, zone, billableLb, config)) / 1e6

/** Packages of one shipment, all with the same billable weight (§9.2). */
export type PackageCount = { readonly packages: number; readonly billableLb: number }

/**
 * Customer charge in cents for a parcel service (§9.4):
 * Σ rate · (1 + FUEL) · CUSTOMER_FACTOR + RESIDENTIAL · packages, rounded once per line, half-up.
 */
export const parcelChargeCents = (
  service: ParcelService,
  zone: Zone,
  load: PackageCount,
  residential: boolean,
  config: ParcelRateConfig = DEFAULT_PARCEL_RATE_CONFIG,
): number => {
  const list = listRatePpm(service, zone, load.billableLb, config) * BigInt(load.packages)
  const charged = list * (PPM + toPpm(config.fuel[service])) * toPpm(config.customerFactor)
  const cents = divRoundHalfUp(charged, PPM * PPM * PPM)
  const surcharge = residential ? config.residentialCents[service] * load.packages : 0
  return Number(cents) + surcharge
}
