import type { BusinessCalendar } from '../dates/business-calendar'
import { DEFAULT_CALENDAR } from '../dates/business-calendar'
import type { FreightConfig } from './freight'
import { DEFAULT_FREIGHT_CONFIG } from './freight'
import type { PackingConfig } from './packing'
import { DEFAULT_PACKING_CONFIG } from './packing'
import type { ParcelRateConfig } from './parcel-rates'
import { DEFAULT_PARCEL_RATE_CONFIG } from './parcel-rates'
import type { TransitConfig } from './transit'
import { DEFAULT_TRANSIT_CONFIG } from './transit'
import type { WorldwideConfig } from './worldwide'
import { DEFAULT_WORLDWIDE_CONFIG } from './worldwide'
import type { ZoneConfig } from './zones'
import { DEFAULT_ZONE_CONFIG } from './zones'

/** Every §9 parameter, passed to `shippingRates`; each part's defaults live next to its formula. */
export type ShippingConfig = {
  readonly zones: ZoneConfig
  readonly packing: PackingConfig
  readonly parcel: ParcelRateConfig
  readonly freight: FreightConfig
  readonly worldwide: WorldwideConfig
  readonly transit: TransitConfig
  /** Transit calendar; §8.1 defaults to the production calendar (`CARRIER_HOLIDAYS` hook). */
  readonly calendar: BusinessCalendar
  /**
   * Country codes quoted as domestic (ZIP zones, freight). US territories with US ZIPs are
   * included so that Puerto Rico, Guam and the Virgin Islands land in zone 9 (§9.3).
   */
  readonly domesticCountries: readonly string[]
}

/** The defaults of the pricing model. */
export const DEFAULT_SHIPPING_CONFIG: ShippingConfig = {
  zones: DEFAULT_ZONE_CONFIG,
  packing: DEFAULT_PACKING_CONFIG,
  parcel: DEFAULT_PARCEL_RATE_CONFIG,
  freight: DEFAULT_FREIGHT_CONFIG,
  worldwide: DEFAULT_WORLDWIDE_CONFIG,
  transit: DEFAULT_TRANSIT_CONFIG,
  calendar: DEFAULT_CALENDAR,
  domesticCountries: ['US', 'PR', 'GU', 'VI'],
}
