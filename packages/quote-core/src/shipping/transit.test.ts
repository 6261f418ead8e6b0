import { describe, expect, it } from 'vitest'
import { DEFAULT_TRANSIT_CONFIG, estimatedArrival, groundArrival } from './transit'

describe('transit days (§9.7, S3)', () => {
  it('S3: Ground zone 2 = 1 BD … zone 8 = 5 BD', () => {
    const ground = DEFAULT_TRANSIT_CONFIG.parcel.ground
    expect([2, 3, 4, 5, 6, 7, 8, 9].map((z) => ground[z as keyof typeof ground])).toEqual([
      1, 2, 2, 3, 4, 4, 5, 7,
    ])
  })

  it('gives freight and worldwide days from the table', () => {
    expect(DEFAULT_TRANSIT_CONFIG.freight[8]).toBe(6)
    expect(DEFAULT_TRANSIT_CONFIG.parcel.second_day[9]).toBe(2)
    expect(DEFAULT_TRANSIT_CONFIG.worldwide.express.B).toBe(3)
    expect(DEFAULT_TRANSIT_CONFIG.worldwide.expedited.D).toBe(6)
  })
})

describe('estimatedArrival', () => {
  it('reproduces the arrivals of §10 A–E (weekends and holidays excluded)', () => {
    expect(groundArrival('2025-03-12', 4)).toBe('2025-03-14') // A: Wed → Fri
    expect(groundArrival('2025-12-01', 8)).toBe('2025-12-08') // B
    expect(groundArrival('2026-01-08', 3)).toBe('2026-01-12') // C: Thu → Mon
    expect(groundArrival('2025-04-01', 4)).toBe('2025-04-03') // D
    expect(groundArrival('2025-03-18', 8)).toBe('2025-03-25') // E Ground
    expect(estimatedArrival('2025-03-18', DEFAULT_TRANSIT_CONFIG.freight[8])).toBe('2025-03-26') // E LTL
  })

  it('uses the transit calendar passed in', () => {
    expect(estimatedArrival('2025-03-12', 2, { extraClosures: ['2025-03-13'] })).toBe('2025-03-17')
  })
})
