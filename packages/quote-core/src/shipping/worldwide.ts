import { divRoundHalfUp, PPM, toPpm } from './exact-cents'
import type { PackageCount, RateCell } from './parcel-rates'

/** Worldwide country groups of §9.6. */
export type WorldwideGroup = 'A' | 'B' | 'C' | 'D'

/** Worldwide services of §9.6. */
export type WorldwideService = 'express' | 'expedited'

/** §9.6 parameters. */
export type WorldwideConfig = {
  /** ISO 3166-1 alpha-2 codes of groups A–C; every other country is group D. */
  readonly countries: Readonly<Record<Exclude<WorldwideGroup, 'D'>, readonly string[]>>
  readonly rates: Readonly<Record<WorldwideGroup, RateCell>>
  readonly fuel: number
  readonly customerFactor: number
  /** Worldwide Expedited = this factor × Worldwide Express. */
  readonly expeditedFactor: number
}

// prettier-ignore
const EU_EFTA = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV',
  'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', // EU 27
  'IS', 'LI', 'NO', 'CH', // EFTA
]

// prettier-ignore
const ASIA_PACIFIC = [
  'AU', 'NZ', 'JP', 'CN', 'KR', 'SG', 'HK', 'TW', 'MO', 'MY', 'TH', 'PH', 'ID', 'VN', 'BN', 'KH',
  'IN', 'FJ', 'PG',
]

/** The defaults of §9.6: A Canada/Mexico, B UK + EU/EFTA, C Asia-Pacific, D rest of world. */
export const DEFAULT_WORLDWIDE_CONFIG: WorldwideConfig = {
  countries: { A: ['CA', 'MX'], B: ['GB', ...EU_EFTA], C: ASIA_PACIFIC },
  rates: {
    A: { baseCents: 5500, perLbCents: 650 },
    B: { baseCents: 8500, perLbCents: 1100 },
    C: { baseCents: 9500, perLbCents: 1300 },
    D: { baseCents: 11_000, perLbCents: 1500 },
  },
  fuel: 0.2,
  customerFactor: 0.85,
  expeditedFactor: 0.8,
}

/** The §9.6 group of an ISO alpha-2 country code ('UK' is accepted for GB). */
export const worldwideGroup = (
  country: string,
  config: WorldwideConfig = DEFAULT_WORLDWIDE_CONFIG,
): WorldwideGroup => {
  const code = country.trim().toUpperCase() === 'UK' ? 'GB' : country.trim().toUpperCase()
  const groups = ['A', 'B', 'C'] as const
  return groups.find((group) => config.countries[group].includes(code)) ?? 'D'
}

/**
 * Worldwide charge in cents (§9.6): Σ (base + perLb · (bill − 1)) · (1 + fuel) · factor, and
 * Expedited = 0.80 × Express before rounding; rounded once per line, half-up.
 */
export const worldwideChargeCents = (
  service: WorldwideService,
  group: WorldwideGroup,
  load: PackageCount,
  config: WorldwideConfig = DEFAULT_WORLDWIDE_CONFIG,
): number => {
  const cell = config.rates[group]
  const perPackage = cell.baseCents + cell.perLbCents * (Math.max(1, load.billableLb) - 1)
  const list = BigInt(perPackage * load.packages)
  const serviceFactor = service === 'expedited' ? toPpm(config.expeditedFactor) : PPM
  const charged = list * (PPM + toPpm(config.fuel)) * toPpm(config.customerFactor) * serviceFactor
  return Number(divRoundHalfUp(charged, PPM * PPM * PPM))
}
