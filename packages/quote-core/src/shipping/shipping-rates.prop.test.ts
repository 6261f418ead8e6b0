import { it } from '@fast-check/vitest'
import fc from 'fast-check'
import { describe, expect } from 'vitest'
import { freightChargeCents } from './freight'
import { DEFAULT_PACKING_CONFIG, packShipment } from './packing'
import { parcelChargeCents } from './parcel-rates'
import { DEFAULT_SHIPPING_CONFIG } from './shipping-config'
import { shippingRates } from './shipping-rates'
import type { Dimensions } from './shipment-weight'
import { worldwideChargeCents } from './worldwide'
import type { Zone } from './zones'

const num = (min: number, max: number) => fc.double({ min, max, noNaN: true })
const zone = fc.constantFrom<Zone>(2, 3, 4, 5, 6, 7, 8, 9)
const parcelService = fc.constantFrom('ground', 'second_day', 'next_day' as const)
const weight = num(0, 800)
const item = fc.tuple(num(0.5, 20), num(0.5, 20), num(0.5, 13)).map((dims): Dimensions => dims)
const zip = fc.integer({ min: 0, max: 99_999 }).map((n) => String(n).padStart(5, '0'))
const country = fc.constantFrom('US', 'CA', 'GB', 'DE', 'JP', 'BR', 'PR')

const day = fc
  .integer({ min: 0, max: 3 * 366 })
  .map((n) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString().slice(0, 10))

describe('shipping properties', () => {
  it.prop([weight, item, num(0, 80_000), zip, country, fc.boolean(), day], { numRuns: 300 })(
    'for any address and date, no offered service arrives later than a cheaper one (or as late for more)',
    (weightLb, largestItem, volumeIn3, toZip, toCountry, residential, shipDate) => {
      const result = shippingRates({
        shipment: { weightLb, largestItem, volumeIn3 },
        destination: { city: 'X', zip: toZip, country: toCountry, is_residential: residential },
        shipDate,
      })
      const rates = result._tag === 'Rates' ? result.rates : []
      for (const a of rates)
        for (const b of rates)
          if (a.total > b.total) expect(a.estimatedArrival < b.estimatedArrival).toBe(true)
      // Soonest first, then cheapest.
      const arrivals = rates.map((r) => r.estimatedArrival)
      expect(arrivals).toEqual([...arrivals].sort())
    },
  )

  it.prop([weight, item, num(0, 80_000), zip, country, fc.boolean()])(
    'never quotes a negative total, always whole cents',
    (weightLb, largestItem, volumeIn3, toZip, toCountry, residential) => {
      const result = shippingRates({
        shipment: { weightLb, largestItem, volumeIn3 },
        destination: { city: 'X', zip: toZip, country: toCountry, is_residential: residential },
        shipDate: '2025-03-12',
      })
      const totals = result._tag === 'Rates' ? result.rates.map((rate) => rate.total) : []
      for (const total of totals) {
        expect(total).toBeGreaterThanOrEqual(0)
        expect(Math.abs(total * 100 - Math.round(total * 100))).toBeLessThan(1e-6)
      }
      expect(result._tag === 'Rates' || result.message.length > 0).toBe(true)
    },
  )

  const lb = fc.integer({ min: 1, max: 150 })
  const packages = fc.integer({ min: 1, max: 12 })

  it.prop([parcelService, zone, lb, packages, fc.boolean()])(
    'parcel charges never decrease with billable weight or package count',
    (service, z, w, n, home) => {
      const charge = (billableLb: number, count: number) =>
        parcelChargeCents(service, z, { packages: count, billableLb }, home)
      expect(charge(w + 1, n)).toBeGreaterThanOrEqual(charge(w, n))
      expect(charge(w, n + 1)).toBeGreaterThan(charge(w, n))
    },
  )

  const worldwideService = fc.constantFrom('express', 'expedited' as const)
  const group = fc.constantFrom('A', 'B', 'C', 'D' as const)

  it.prop([worldwideService, group, fc.integer({ min: 1, max: 150 })])(
    'worldwide charges never decrease with billable weight',
    (s, g, w) => {
      const charge = (billableLb: number) => worldwideChargeCents(s, g, { packages: 1, billableLb })
      expect(charge(w + 1)).toBeGreaterThan(charge(w))
    },
  )

  it.prop([zone, weight, num(0, 2000), fc.boolean()])(
    'freight never decreases with weight',
    (z, w, extra, home) => {
      expect(freightChargeCents(w + extra, z, home)).toBeGreaterThanOrEqual(
        freightChargeCents(w, z, home),
      )
    },
  )

  it.prop([weight, num(0, 50), item, num(0, 20_000)])(
    'total billable weight (packages × billable lb) never decreases with weight',
    (w, extra, largestItem, volumeIn3) => {
      const billed = (weightLb: number) => {
        const packing = packShipment({ weightLb, largestItem, volumeIn3 }, DEFAULT_PACKING_CONFIG)
        return packing === null ? 0 : packing.packages * packing.billableLb
      }
      expect(billed(w + extra)).toBeGreaterThanOrEqual(billed(w))
    },
  )

  // With the full box table a heavier shipment can move to a box with fewer billable pounds but
  // fewer packages, and so cost less (see shipping-rates.test.ts); with one box size every
  // service is monotone.
  const box = fc.constantFrom(...DEFAULT_PACKING_CONFIG.boxes)
  const toZip = fc.constantFrom('30303', '43215', '98101', '99501', '10001')

  it.prop([box, num(0, 450), num(0, 50), num(0, 20_000), toZip])(
    'every service total never decreases with weight for a fixed zone and box',
    (b, w, extra, vol, z) => {
      const packing = { ...DEFAULT_PACKING_CONFIG, boxes: [b] }
      const config = { ...DEFAULT_SHIPPING_CONFIG, packing }
      const totals = (weightLb: number) => {
        const result = shippingRates({
          shipment: { weightLb, largestItem: [1, 1, 1], volumeIn3: vol },
          destination: { city: 'X', zip: z, country: 'US' },
          shipDate: '2025-03-12',
          config,
        })
        const rates = result._tag === 'Rates' ? result.rates : []
        return new Map(rates.map((rate) => [rate.name, rate.total]))
      }
      const [light, heavy] = [totals(w), totals(w + extra)]
      for (const [name, total] of heavy) {
        expect(total).toBeGreaterThanOrEqual(light.get(name) ?? 0)
      }
      expect(heavy.size).toBeGreaterThan(0)
    },
  )
})
