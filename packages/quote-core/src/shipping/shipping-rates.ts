import type { IsoDate } from '../dates/iso-date'
import { centsToDollars } from './exact-cents'
import { freightChargeCents } from './freight'
import type { Packing } from './packing'
import { packShipment } from './packing'
import type { ParcelService } from './parcel-rates'
import { parcelChargeCents } from './parcel-rates'
import type { ShippingConfig } from './shipping-config'
import { DEFAULT_SHIPPING_CONFIG } from './shipping-config'
import type { Shipment } from './shipment-weight'
import { estimatedArrival } from './transit'
import type { WorldwideGroup, WorldwideService } from './worldwide'
import { worldwideChargeCents, worldwideGroup } from './worldwide'
import type { Zone } from './zones'
import { zoneForZip } from './zones'

/** The get-rates request fields of docs/product.md section 7. */
export type Destination = {
  readonly address1?: string
  readonly city?: string
  readonly state?: string
  readonly zip?: string
  /** ISO 3166-1 alpha-2; 'US' (and US territories) is domestic. */
  readonly country: string
  readonly region?: string
  readonly is_residential?: boolean
}

/** Shipping options of docs/product.md section 3. */
export type ShippingServiceName =
  'Freight' | 'Ground' | '2nd Day' | 'Next Day' | 'Worldwide Express' | 'Worldwide Expedited'

/** Carrier-style service codes. */
export type ShippingCode = 'LTL' | '03' | '02' | '01' | '07' | '08'

/** One shipping option: the spec's rate fields plus the estimated arrival date. */
export type ShippingRate = {
  readonly name: ShippingServiceName
  readonly code: ShippingCode
  /** Dollars, 2 decimals. */
  readonly total: number
  readonly transitDays: number
  readonly estimatedArrival: IsoDate
}

/** Rates for a valid destination; `freightRequired` when no parcel service applies. */
export type ShippingRates = {
  readonly _tag: 'Rates'
  readonly rates: readonly ShippingRate[]
  readonly freightRequired: boolean
  /** Domestic zone, or null abroad. */
  readonly zone: Zone | null
  /** Worldwide group, or null at home. */
  readonly group: WorldwideGroup | null
  /** The parcel pack-out, or null when no box holds the largest item. */
  readonly packing: Packing | null
}

/** A destination that cannot be quoted, with the customer-facing message. */
export type InvalidDestination = {
  readonly _tag: 'InvalidDestination'
  readonly reason: 'missing_city' | 'invalid_country' | 'invalid_zip' | 'military_zip'
  readonly message: string
}

export type ShippingRatesResult = ShippingRates | InvalidDestination

export type ShippingRatesInput = {
  readonly shipment: Shipment
  readonly destination: Destination
  readonly shipDate: IsoDate
  readonly config?: ShippingConfig
}

const NAMES: Readonly<Record<ParcelService, readonly [ShippingServiceName, ShippingCode]>> = {
  ground: ['Ground', '03'],
  second_day: ['2nd Day', '02'],
  next_day: ['Next Day', '01'],
}

const WORLDWIDE_NAMES: Readonly<
  Record<WorldwideService, readonly [ShippingServiceName, ShippingCode]>
> = {
  express: ['Worldwide Express', '07'],
  expedited: ['Worldwide Expedited', '08'],
}

/** What the shipping estimator says besides the rates (docs/product.md section 8), word for word. */
export const SHIPPING_MESSAGES = {
  /** While the rates are asked for. */
  loading: 'Loading...',
  /** When no standard (parcel) rate applies. */
  freightRequired: 'Freight Shipment Required',
  /** The server's refusal of a destination without a city. */
  invalidDestination: 'Invalid Destination.',
  /** What the estimator shows for that refusal. */
  enterCity: 'Please enter a city.',
} as const

const invalid = (reason: InvalidDestination['reason'], message: string): InvalidDestination => ({
  _tag: 'InvalidDestination',
  reason,
  message,
})

// What every service needs once the destination is known to be quotable.
type Context = {
  readonly shipment: Shipment
  /** Non-null exactly when parcel (and worldwide) services are allowed. */
  readonly parcel: Packing | null
  readonly packing: Packing | null
  readonly shipDate: IsoDate
  readonly config: ShippingConfig
}

const offer = (
  ctx: Context,
  [name, code]: readonly [ShippingServiceName, ShippingCode],
  cents: number,
  transitDays: number,
): ShippingRate => ({
  name,
  code,
  total: centsToDollars(cents),
  transitDays,
  estimatedArrival: estimatedArrival(ctx.shipDate, transitDays, ctx.config.calendar),
})

/**
 * The services worth offering, soonest first (docs/pricing-model.md section 9): by arrival, then
 * price, each kept only when it is cheaper than every service arriving as soon or sooner. A
 * faster service never arrives later than a slower, cheaper one, and one that arrives no sooner
 * is not offered at a higher (or the same) price.
 */
export const offeredRates = (rates: readonly ShippingRate[]): ShippingRate[] => {
  const byArrival = [...rates].sort(
    (a, b) =>
      a.estimatedArrival.localeCompare(b.estimatedArrival) ||
      a.total - b.total ||
      a.transitDays - b.transitDays,
  )
  const kept: ShippingRate[] = []
  for (const rate of byArrival) {
    const cheapest = kept.at(-1)
    if (cheapest === undefined || Math.round(rate.total * 100) < Math.round(cheapest.total * 100))
      kept.push(rate)
  }
  return kept
}

const PARCEL_SERVICES: readonly ParcelService[] = ['ground', 'second_day', 'next_day']
const WORLDWIDE_SERVICES: readonly WorldwideService[] = ['express', 'expedited']

const worldwideRates = (ctx: Context, country: string): ShippingRates => {
  const { parcel, config } = ctx
  const group = worldwideGroup(country, config.worldwide)
  const rates =
    parcel === null
      ? []
      : WORLDWIDE_SERVICES.map((service) =>
          offer(
            ctx,
            WORLDWIDE_NAMES[service],
            worldwideChargeCents(service, group, parcel, config.worldwide),
            config.transit.worldwide[service][group],
          ),
        )
  const freightRequired = parcel === null
  return {
    _tag: 'Rates',
    rates: offeredRates(rates),
    freightRequired,
    zone: null,
    group,
    packing: ctx.packing,
  }
}

const domesticRates = (ctx: Context, zone: Zone, residential: boolean): ShippingRates => {
  const { shipment, parcel, config } = ctx
  const rates: ShippingRate[] = []
  // Freight from FREIGHT_MIN_LB, and always when parcel is impossible, so that a quote never
  // ends without a way to ship.
  if (shipment.weightLb >= config.freight.minLb || parcel === null) {
    const cents = freightChargeCents(shipment.weightLb, zone, residential, config.freight)
    rates.push(offer(ctx, ['Freight', 'LTL'], cents, config.transit.freight[zone]))
  }
  if (parcel !== null) {
    for (const service of PARCEL_SERVICES) {
      const cents = parcelChargeCents(service, zone, parcel, residential, config.parcel)
      rates.push(offer(ctx, NAMES[service], cents, config.transit.parcel[service][zone]))
    }
  }
  const freightRequired = parcel === null
  return {
    _tag: 'Rates',
    rates: offeredRates(rates),
    freightRequired,
    zone,
    group: null,
    packing: ctx.packing,
  }
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' })

/**
 * Whether a two-letter code names a country (an assigned ISO 3166-1 region, 'UK' too): 'ZZ'
 * (unknown region) or an unassigned pair is no destination, never "the rest of the world".
 */
export const isCountryCode = (code: string): boolean => {
  if (!/^[A-Z]{2}$/.test(code)) return false
  const name = regionNames.of(code)
  return name !== undefined && name !== code && name !== 'Unknown Region'
}

/** Shipping options with totals, transit days and arrival dates for a packed order (§9). */
export const shippingRates = (input: ShippingRatesInput): ShippingRatesResult => {
  const { shipment, destination, shipDate } = input
  const config = input.config ?? DEFAULT_SHIPPING_CONFIG
  // docs/product.md section 8: the exact server message; the UI shows 'Please enter a city.'
  if ((destination.city ?? '').trim() === '')
    return invalid('missing_city', SHIPPING_MESSAGES.invalidDestination)
  const country = destination.country.trim().toUpperCase()
  if (!isCountryCode(country)) {
    return invalid('invalid_country', 'Please choose the destination country.')
  }
  const packing = packShipment(shipment, config.packing)
  // §9.5: parcel is withdrawn above PARCEL_MAX_LB or 12 packages (and when no box fits).
  const parcelAllowed =
    packing !== null &&
    shipment.weightLb <= config.freight.parcelMaxLb &&
    packing.packages <= config.freight.parcelMaxPackages
  const ctx: Context = {
    shipment,
    parcel: parcelAllowed ? packing : null,
    packing,
    shipDate,
    config,
  }
  if (!config.domesticCountries.includes(country)) return worldwideRates(ctx, country)

  const lookup = zoneForZip(destination.zip ?? '', config.zones)
  if (lookup._tag === 'InvalidZip') {
    return invalid('invalid_zip', 'Please enter a valid 5-digit ZIP code.')
  }
  if (lookup._tag === 'MilitaryZip') {
    return invalid(
      'military_zip',
      'APO/FPO addresses cannot be quoted online. Please contact us for a shipping quote.',
    )
  }
  return domesticRates(ctx, lookup.zone, destination.is_residential === true)
}

/**
 * What the shipping estimator shows for a failed rates call (docs/product.md section 8): the missing
 * city ('Invalid Destination.' from the server) asks for the city; other messages are shown as
 * given. Decided on the refusal's reason, never on its text.
 */
export const shippingMessageShown = (failure: {
  readonly reason?: string | null
  readonly message: string
}): string => (failure.reason === 'missing_city' ? SHIPPING_MESSAGES.enterCity : failure.message)
