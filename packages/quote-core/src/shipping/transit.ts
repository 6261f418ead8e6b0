import type { BusinessCalendar } from '../dates/business-calendar'
import { addBusinessDays, DEFAULT_CALENDAR } from '../dates/business-calendar'
import type { IsoDate } from '../dates/iso-date'
import type { ParcelService } from './parcel-rates'
import type { WorldwideGroup, WorldwideService } from './worldwide'
import type { Zone } from './zones'

/** Transit business days of §9.7. */
export type TransitConfig = {
  readonly parcel: Readonly<Record<ParcelService, Readonly<Record<Zone, number>>>>
  readonly freight: Readonly<Record<Zone, number>>
  readonly worldwide: Readonly<Record<WorldwideService, Readonly<Record<WorldwideGroup, number>>>>
}

const flat = (days: number): Record<Zone, number> => ({
  2: days,
  3: days,
  4: days,
  5: days,
  6: days,
  7: days,
  8: days,
  9: days,
})

/** The §9.7 table (S3: Ground zone 2 = 1 BD … zone 8 = 5 BD). */
export const DEFAULT_TRANSIT_CONFIG: TransitConfig = {
  parcel: {
    ground: { 2: 1, 3: 2, 4: 2, 5: 3, 6: 4, 7: 4, 8: 5, 9: 7 },
    second_day: flat(2),
    next_day: flat(1),
  },
  freight: { 2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 7: 5, 8: 6, 9: 10 },
  worldwide: {
    express: { A: 2, B: 3, C: 3, D: 4 },
    expedited: { A: 3, B: 5, C: 5, D: 6 },
  },
}

/** `estimated_arrival = add_bd(ship_date, transit_days)` (§9.7); weekends and holidays excluded. */
export const estimatedArrival = (
  shipDate: IsoDate,
  transitDays: number,
  calendar: BusinessCalendar = DEFAULT_CALENDAR,
): IsoDate => addBusinessDays(shipDate, transitDays, calendar)

/** The order's estimated arrival: Ground (code 03) transit days added to the ship date (docs/product.md §9). */
export const groundArrival = (
  shipDate: IsoDate,
  zone: Zone,
  calendar: BusinessCalendar = DEFAULT_CALENDAR,
  config: TransitConfig = DEFAULT_TRANSIT_CONFIG,
): IsoDate => estimatedArrival(shipDate, config.parcel.ground[zone], calendar)
