import { describe, expect, it } from 'vitest'
import type { Destination, ShippingRatesResult } from './shipping-rates'
import { shippingMessageShown, shippingRates } from './shipping-rates'
import type { Shipment } from './shipment-weight'
import { cartonShipment, labelShipment } from './shipment-weight'

const exampleA = labelShipment({
  widthIn: 2,
  pitchIn: 3.125,
  gsmTotal: 165,
  quantity: 5000,
  rolls: Array(4).fill({ od: 7.19 }),
  coreLbPerInch: 0.074,
})
const exampleE = cartonShipment({
  lengthIn: 2,
  widthIn: 2,
  blankW: 8.697,
  blankH: 9.661,
  gsmBoard: 280,
  caliperIn: 0.018,
  quantity: 5000,
})

const to = (zip: string, extra: Partial<Destination> = {}): Destination => ({
  address1: '1 Main St',
  city: 'Somewhere',
  zip,
  country: 'US',
  ...extra,
})

const quote = (shipment: Shipment, destination: Destination, shipDate = '2025-03-12') =>
  shippingRates({ shipment, destination, shipDate })

type Row = readonly [name: string, code: string, total: number, days: number, arrival: string]

const summary = (result: ShippingRatesResult): readonly Row[] => {
  if (result._tag !== 'Rates') throw new Error(`Expected rates, got: ${result.message}`)
  return result.rates.map((r) => [r.name, r.code, r.total, r.transitDays, r.estimatedArrival])
}

/** The row of one service (by code), which must be offered. */
const service = (rows: readonly Row[], code: string): Row => {
  const row = rows.find((r) => r[1] === code)
  if (row === undefined) throw new Error(`${code} is not offered`)
  return row
}

describe('shippingRates: worked examples (§10)', () => {
  it('A: Ground $18.77, Next Day $85.86 to 303xx; Ground arrives Fri Mar 14', () => {
    const result = quote(exampleA, to('30303'))
    // Soonest first. 2nd Day ($47.24) would arrive with Ground, on Fri Mar 14, for more: it is
    // not offered.
    expect(summary(result)).toEqual([
      ['Next Day', '01', 85.86, 1, '2025-03-13'],
      ['Ground', '03', 18.77, 2, '2025-03-14'],
    ])
    expect(result).toMatchObject({ zone: 4, freightRequired: false, packing: { billableLb: 10 } })
  })

  it('A: Worldwide Express to group B $187.68, Expedited $150.14', () => {
    const result = quote(exampleA, { city: 'Berlin', country: 'de' })
    expect(summary(result)).toEqual([
      ['Worldwide Express', '07', 187.68, 3, '2025-03-17'],
      ['Worldwide Expedited', '08', 150.14, 5, '2025-03-19'],
    ])
    expect(result).toMatchObject({ group: 'B', zone: null })
  })

  it('B: 9.6 lb to 900xx → Ground $29.03, arrive Mon Dec 8', () => {
    const shipment = labelShipment({
      widthIn: 3,
      pitchIn: 4.125,
      gsmTotal: 162,
      quantity: 3000,
      rolls: Array(3).fill({ od: 7.07 }),
      coreLbPerInch: 0.074,
    })
    const ground = service(summary(quote(shipment, to('90001'), '2025-12-01')), '03')
    expect(ground).toEqual(['Ground', '03', 29.03, 5, '2025-12-08'])
  })

  it('C: 2.47 lb to 606xx → Ground $12.76, arrive Mon Jan 12', () => {
    const shipment = {
      weightLb: 2.4695,
      largestItem: [7.27, 7.27, 2.125],
      volumeIn3: 112.3,
    } as const
    const ground = service(summary(quote(shipment, to('60606'), '2026-01-08')), '03')
    expect(ground).toEqual(['Ground', '03', 12.76, 2, '2026-01-12'])
  })

  it('D: 68.7 lb of cartons to 100xx → Ground $80.74, arrive Thu Apr 3', () => {
    const shipment = cartonShipment({
      lengthIn: 4,
      widthIn: 2,
      blankW: 12.697,
      blankH: 11.536,
      gsmBoard: 330,
      caliperIn: 0.018,
      quantity: 1000,
    })
    const ground = service(summary(quote(shipment, to('10001'), '2025-04-01')), '03')
    expect(ground).toEqual(['Ground', '03', 80.74, 2, '2025-04-03'])
  })

  it('E: 167.3 lb to 981xx → LTL $252.50 in 6 BD offered beside parcel Ground $348.38', () => {
    const result = quote(exampleE, to('98101'), '2025-03-18')
    expect(service(summary(result), 'LTL')).toEqual(['Freight', 'LTL', 252.5, 6, '2025-03-26'])
    expect(service(summary(result), '03')).toEqual(['Ground', '03', 348.38, 5, '2025-03-25'])
    expect(result).toMatchObject({
      freightRequired: false,
      packing: { packages: 6, billableLb: 29 },
    })
  })
})

describe('shippingRates: freight only', () => {
  it('withdraws parcel above 500 lb', () => {
    const result = quote({ weightLb: 600, largestItem: [5, 5, 5], volumeIn3: 100 }, to('30303'))
    // 38 × 640 / 100 = 243.20 × 1.30 = 316.16 + 25
    expect(summary(result)).toEqual([['Freight', 'LTL', 341.16, 3, '2025-03-17']])
    expect(result).toMatchObject({ freightRequired: true })
  })

  it('withdraws parcel above 12 packages, offering freight even under 150 lb', () => {
    const result = quote({ weightLb: 120, largestItem: [5, 5, 5], volumeIn3: 60_000 }, to('30303'))
    expect(summary(result)).toEqual([['Freight', 'LTL', 252.5, 3, '2025-03-17']])
    expect(result).toMatchObject({ freightRequired: true })
  })

  it('offers freight when no box holds the largest item', () => {
    const result = quote(
      { weightLb: 20, largestItem: [13, 13, 12.125], volumeIn3: 8000 },
      to('30303'),
    )
    expect(result).toMatchObject({ freightRequired: true, packing: null })
    expect(summary(result)).toHaveLength(1)
  })

  it('has no worldwide rate when parcel is withdrawn', () => {
    const result = quote(
      { weightLb: 600, largestItem: [5, 5, 5], volumeIn3: 100 },
      { city: 'X', country: 'CA' },
    )
    expect(result).toMatchObject({ _tag: 'Rates', rates: [], freightRequired: true, group: 'A' })
  })
})

describe('shippingRates: destinations', () => {
  it("answers 'Invalid Destination.' when the city is missing", () => {
    for (const city of [undefined, '', '   ']) {
      expect(quote(exampleA, to('30303', { city }))).toEqual({
        _tag: 'InvalidDestination',
        reason: 'missing_city',
        message: 'Invalid Destination.',
      })
    }
  })

  it('rejects malformed, unlisted and missing ZIPs', () => {
    for (const zip of ['', '303', '00001']) {
      expect(quote(exampleA, to(zip))).toMatchObject({
        reason: 'invalid_zip',
        message: expect.stringContaining('ZIP'),
      })
    }
  })

  it('refuses APO/FPO ZIPs with a clear message', () => {
    expect(quote(exampleA, to('09012'))).toMatchObject({
      reason: 'military_zip',
      message: expect.stringContaining('APO/FPO'),
    })
  })

  it('rejects a country that is not an ISO code', () => {
    expect(quote(exampleA, to('30303', { country: 'USA' }))).toMatchObject({
      reason: 'invalid_country',
    })
    // ZZ (unknown region) and unassigned pairs are no country, not the rest of the world.
    for (const country of ['ZZ', 'QQ', 'AA'])
      expect(quote(exampleA, { city: 'X', country })).toMatchObject({
        _tag: 'InvalidDestination',
        reason: 'invalid_country',
        message: 'Please choose the destination country.',
      })
    expect(quote(exampleA, { city: 'London', country: 'UK' })).toMatchObject({ group: 'B' })
  })

  it('adds residential surcharges and the liftgate', () => {
    const parcel = summary(quote(exampleA, to('30303', { is_residential: true })))
    // Next Day, then Ground (2nd Day would arrive with Ground, for more).
    expect(parcel.map((rate) => rate[2])).toEqual([91.86, 24.27])
    const freight = service(summary(quote(exampleE, to('98101', { is_residential: true }))), 'LTL')
    expect(freight[2]).toBe(327.5)
  })

  it('quotes Alaska and Puerto Rico as zone 9 (Ground 7 BD)', () => {
    const ground = service(summary(quote(exampleA, to('99501'))), '03')
    // 1.75 × 28.05 = 49.0875 × 1.15 × 0.85 = 47.983…
    expect(ground).toEqual(['Ground', '03', 47.98, 7, '2025-03-21'])
    expect(quote(exampleA, to('00901', { country: 'PR' }))).toMatchObject({ zone: 9 })
  })
})

describe('shippingRates: box choice', () => {
  it('can charge less for a heavier shipment, because §9.2 minimises billable lb, not cost', () => {
    // 6.80 lb: 8×8×8 × 2 (4 lb each, total 8) beats 12×12×8 × 1 (9); at 6.85 lb the 8×8×8
    // packages bill 5 lb (total 10) and one 12×12×8 (9) wins: 2 × $12.35 list vs 1 × $15.10.
    const ground = (weightLb: number) =>
      service(
        summary(quote({ weightLb, largestItem: [2, 2, 2], volumeIn3: 500 }, to('43215'))),
        '03',
      )[2]
    expect([ground(6.8), ground(6.85)]).toEqual([24.14, 14.76])
  })
})

describe('shippingMessageShown', () => {
  it('asks for the city when the destination has none, and passes other messages on', () => {
    expect(shippingMessageShown({ reason: 'missing_city', message: 'Invalid Destination.' })).toBe(
      'Please enter a city.',
    )
    expect(
      shippingMessageShown({ reason: 'invalid_zip', message: 'Enter a valid US ZIP code.' }),
    ).toBe('Enter a valid US ZIP code.')
    // The text alone decides nothing: without the reason the message is shown as given.
    expect(shippingMessageShown({ message: 'Invalid Destination.' })).toBe('Invalid Destination.')
  })
})
