import { describe, expect, it } from 'vitest'
import { formatLongDate } from './long-date'

describe('formatLongDate', () => {
  it('writes the month in full, the day unpadded and the year', () => {
    expect(formatLongDate('2025-03-05')).toBe('March 5, 2025')
    expect(formatLongDate('2026-12-31')).toBe('December 31, 2026')
    expect(formatLongDate('2024-02-29')).toBe('February 29, 2024')
  })
})
