import { it } from '@fast-check/vitest'
import fc from 'fast-check'
import { describe, expect } from 'vitest'
import { toEasternTime } from './eastern-time'

// The host's tz database, used only as an oracle in this test.
const newYork = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

const oracle = (ms: number): { date: string; secondOfDay: number } => {
  const parts = Object.fromEntries(
    newYork.formatToParts(new Date(ms)).map((part) => [part.type, part.value]),
  )
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    secondOfDay: Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second),
  }
}

// 2007-01-01 (current US DST rule) to 2099-12-31, whole seconds.
const instantMs = fc.integer({ min: 1_167_609_600, max: 4_102_444_799 }).map((s) => s * 1000)

describe('toEasternTime properties', () => {
  it.prop([instantMs], { numRuns: 2000 })('agrees with the tz database', (ms) => {
    expect(toEasternTime(new Date(ms).toISOString())).toEqual(oracle(ms))
  })

  const year = fc.integer({ min: 2007, max: 2099 })

  it.prop([year, fc.integer({ min: -7200, max: 7200 })])(
    'agrees with the tz database within two hours of each transition',
    (y, delta) => {
      // Every day that can be a transition Sunday: Mar 8–14 and Nov 1–7, around 06:30 UTC.
      for (const [month, first] of [
        [2, 8],
        [10, 1],
      ] as const) {
        for (let d = 0; d < 7; d++) {
          const ms = Date.UTC(y, month, first + d) + 6.5 * 3_600_000 + delta * 1000
          expect(toEasternTime(new Date(ms).toISOString())).toEqual(oracle(ms))
        }
      }
    },
  )
})
