import { describe, expect, it } from 'vitest'
import { DEFAULT_ZONE_CONFIG, haversineMiles, zoneForDistance, zoneForZip, zip3Of } from './zones'
import { MILITARY_ZIP3, ZIP3_REGIONS } from './zip3-regions'

const zoneOf = (zip: string) => {
  const lookup = zoneForZip(zip, DEFAULT_ZONE_CONFIG)
  return lookup._tag === 'Zone' ? lookup.zone : lookup._tag
}

describe('zoneForDistance (S2)', () => {
  it('uses the published bands: 2 ≤ 150 mi, 3 ≤ 300 … 7 ≤ 1,800, 8 beyond', () => {
    const cases: readonly [number, number][] = [
      [0, 2],
      [150, 2],
      [150.01, 3],
      [300, 3],
      [300.5, 4],
      [600, 4],
      [601, 5],
      [1000, 5],
      [1001, 6],
      [1400, 6],
      [1401, 7],
      [1800, 7],
      [1800.01, 8],
      [3000, 8],
    ]
    for (const [miles, zone] of cases) expect(zoneForDistance(miles)).toBe(zone)
  })
})

describe('zoneForZip (§9.3)', () => {
  it('A: 303xx is ≈ 467 mi from the OH plant → zone 4', () => {
    expect(Math.round(haversineMiles({ lat: 40.2, lon: -83.0 }, { lat: 33.5, lon: -84.1 }))).toBe(
      467,
    )
    expect(zoneForZip('30303')).toEqual({
      _tag: 'Zone',
      zone: 4,
      region: 'GA',
      distanceMi: expect.closeTo(466.9, 1),
    })
  })

  it('gives the zones of the worked examples: 900 → 8, 606 → 3, 100 → 4, 981 → 8', () => {
    expect([zoneOf('90012'), zoneOf('60601'), zoneOf('10001'), zoneOf('98101')]).toEqual([
      8, 3, 4, 8,
    ])
  })

  it('puts within-region shipments in zone 2', () => {
    expect(zoneForZip('43215')).toMatchObject({ zone: 2, distanceMi: 0 })
  })

  it('puts AK, HI, PR/VI and Guam in zone 9', () => {
    expect(['99501', '96813', '00901', '00802', '96910'].map(zoneOf)).toEqual([9, 9, 9, 9, 9])
  })

  it('refuses military APO/FPO prefixes', () => {
    expect(['09001', '34001', '96201', '96601'].map(zoneOf)).toEqual(Array(4).fill('MilitaryZip'))
  })

  it('rejects unlisted prefixes and malformed ZIPs', () => {
    const bad = ['00001', '26901', '34301', '56801', '71501', '86601', '89901', '3030', 'ABCDE', '']
    expect(bad.map(zoneOf)).toEqual(Array(bad.length).fill('InvalidZip'))
  })

  it('accepts ZIP+4 and surrounding spaces', () => {
    expect(zip3Of(' 30303-1234 ')).toBe(303)
    expect(zip3Of('303031234')).toBe(303)
  })

  it('measures from ORIGIN_LAT/LON when configured', () => {
    const config = { ...DEFAULT_ZONE_CONFIG, originPoint: { lat: 34.0, lon: -118.0 } }
    expect(zoneForZip('90012', config)).toMatchObject({ zone: 2 })
    expect(zoneForZip('10001', config)).toMatchObject({ zone: 8 })
  })
})

describe('ZIP3 table', () => {
  it('classifies every prefix once: 934 contiguous, 12 zone 9, 16 military, 38 unlisted', () => {
    const counts = { contiguous: 0, zone9: 0, military: 0, unlisted: 0 }
    for (let zip3 = 0; zip3 < 1000; zip3++) {
      const rows = ZIP3_REGIONS.filter((row) => zip3 >= row.from && zip3 <= row.to)
      const military = MILITARY_ZIP3.some(([from, to]) => zip3 >= from && zip3 <= to)
      expect(rows.length + (military ? 1 : 0)).toBeLessThanOrEqual(1)
      if (military) counts.military++
      else if (rows[0] === undefined) counts.unlisted++
      else if (rows[0].point === null) counts.zone9++
      else counts.contiguous++
    }
    expect(counts).toEqual({ contiguous: 934, zone9: 12, military: 16, unlisted: 38 })
  })
})
