import { describe, expect, it } from 'vitest'
import { savedQuoteLabel } from './saved-quote-label'

describe('savedQuoteLabel', () => {
  it('names the quote with the Eastern date and time', () => {
    expect(savedQuoteLabel('2026-11-21T18:05:00Z')).toBe('Saved Quote - 11/21/2026 1:05 PM')
    // Summer time: 04:30 UTC is 00:30 EDT, the previous day's midnight hour.
    expect(savedQuoteLabel('2026-07-04T04:30:00Z')).toBe('Saved Quote - 07/04/2026 12:30 AM')
    expect(savedQuoteLabel('2026-03-02T17:00:00Z')).toBe('Saved Quote - 03/02/2026 12:00 PM')
  })

  it("keeps the store's date whatever the machine's time zone: late evening ET is already tomorrow in UTC", () => {
    expect(savedQuoteLabel('2026-11-22T03:30:00Z')).toBe('Saved Quote - 11/21/2026 10:30 PM')
    expect(savedQuoteLabel('2026-11-22T05:00:00Z')).toBe('Saved Quote - 11/22/2026 12:00 AM')
  })
})
