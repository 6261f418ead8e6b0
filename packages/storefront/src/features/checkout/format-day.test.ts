import { fc, it } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { formatDay, formatInstant, localDay } from './format-day'

// Instants from 1970 to 2100.
const instant = fc.integer({ min: 0, max: 4_102_444_800_000 }).map((t) => new Date(t))

describe('formatInstant', () => {
  it.prop([instant])(
    "reads as Intl writes the instant in the customer's zone (a plain space before AM or PM)",
    (d) => {
      const intl = d
        .toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })
        .replace(/\s/gu, ' ')
      expect(formatInstant(d.toISOString())).toBe(intl)
    },
  )

  it('shows an address it cannot read as it is', () => {
    expect(formatInstant('soon')).toBe('soon')
  })
})

describe('localDay and formatDay', () => {
  it.prop([instant])("localDay is the instant's day in the customer's zone", (d) => {
    const [m, day, y] = d.toLocaleDateString('en-US').split('/').map(Number)
    expect(localDay(d)).toBe(`${y}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`)
  })

  it('writes a plant day with its weekday', () => {
    expect(formatDay('2025-03-18')).toBe('Tue, Mar 18')
  })
})
