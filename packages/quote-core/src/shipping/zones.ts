import type { GeoPoint } from './zip3-regions'
import { MILITARY_ZIP3, zip3Region } from './zip3-regions'

/** Carrier-style zone: 2–8 by distance, 9 for AK, HI, PR/VI and Guam (§9.3). */
export type Zone = 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9

/** Zones reached by distance (everything but 9). */
export type ContiguousZone = Exclude<Zone, 9>

/** §9.3 zone parameters. */
export type ZoneConfig = {
  /** `ORIGIN_ZIP3`: the plant's ZIP prefix. */
  readonly originZip3: string
  /** `ORIGIN_LAT/LON`: overrides the origin's region point when set. */
  readonly originPoint?: GeoPoint
  /** Upper band limits in miles for zones 2…7 (inclusive); beyond the last → zone 8. */
  readonly bandsMi: readonly [number, number, number, number, number, number]
}

/** The plant ZIP3 and the distance bands of §9.3. */
export const DEFAULT_ZONE_CONFIG: ZoneConfig = {
  originZip3: '452',
  bandsMi: [150, 300, 600, 1000, 1400, 1800],
}

/** Result of a destination ZIP lookup. */
export type ZoneLookup =
  | {
      readonly _tag: 'Zone'
      readonly zone: Zone
      readonly region: string
      readonly distanceMi: number | null
    }
  | { readonly _tag: 'InvalidZip' }
  | { readonly _tag: 'MilitaryZip' }

const EARTH_RADIUS_MI = 3958.8

/** Great-circle distance in miles (haversine, R = 3,958.8 mi). */
export const haversineMiles = (a: GeoPoint, b: GeoPoint): number => {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLon = (b.lon - a.lon) * rad
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_MI * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** The zone band of a distance: ≤150 mi → 2 (zone 1 folded in) … >1,800 mi → 8. */
export const zoneForDistance = (
  miles: number,
  config: ZoneConfig = DEFAULT_ZONE_CONFIG,
): ContiguousZone => {
  const index = config.bandsMi.findIndex((limit) => miles <= limit)
  return (index === -1 ? 8 : index + 2) as ContiguousZone
}

const ZIP = /^(\d{3})\d{2}(?:-?\d{4})?$/

/** The ZIP3 prefix of a 5-digit ZIP or ZIP+4, or null when the text is not one. */
export const zip3Of = (zip: string): number | null => {
  const match = ZIP.exec(zip.trim())
  return match?.[1] === undefined ? null : Number(match[1])
}

const originPoint = (config: ZoneConfig): GeoPoint => {
  if (config.originPoint !== undefined) return config.originPoint
  const row = zip3Region(Number(config.originZip3))
  if (row === undefined || row.point === null)
    throw new RangeError(`Origin ZIP3 has no region point: ${config.originZip3}`)
  return row.point
}

/** The zone from the plant to a destination ZIP (§9.3). */
export const zoneForZip = (zip: string, config: ZoneConfig = DEFAULT_ZONE_CONFIG): ZoneLookup => {
  const zip3 = zip3Of(zip)
  if (zip3 === null) return { _tag: 'InvalidZip' }
  if (MILITARY_ZIP3.some(([from, to]) => zip3 >= from && zip3 <= to)) return { _tag: 'MilitaryZip' }
  const row = zip3Region(zip3)
  if (row === undefined) return { _tag: 'InvalidZip' }
  if (row.point === null) return { _tag: 'Zone', zone: 9, region: row.region, distanceMi: null }
  const distanceMi = haversineMiles(originPoint(config), row.point)
  return { _tag: 'Zone', zone: zoneForDistance(distanceMi, config), region: row.region, distanceMi }
}
