import { describe, expect, it } from 'vitest'
import { federalHolidays } from './holidays'

describe('federalHolidays', () => {
  it('matches the 2025 table of §8.1', () => {
    expect(federalHolidays(2025)).toEqual([
      '2025-01-01',
      '2025-01-20',
      '2025-02-17',
      '2025-05-26',
      '2025-06-19',
      '2025-07-04',
      '2025-09-01',
      '2025-10-13',
      '2025-11-11',
      '2025-11-27',
      '2025-12-25',
    ])
  })

  it('matches the 2026 table of §8.1 (Independence Day on Saturday → Fri Jul 3)', () => {
    expect(federalHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03',
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ])
  })

  it('matches the 2027 table of §8.1, including Dec 31 observed for New Year 2028', () => {
    expect(federalHolidays(2027)).toEqual([
      '2027-01-01',
      '2027-01-18',
      '2027-02-15',
      '2027-05-31',
      '2027-06-18',
      '2027-07-05',
      '2027-09-06',
      '2027-10-11',
      '2027-11-11',
      '2027-11-25',
      '2027-12-24',
      '2027-12-31',
    ])
  })

  it('leaves New Year 2028 out of 2028 because it is observed in 2027', () => {
    const dates = federalHolidays(2028)
    expect(dates).toHaveLength(10)
    expect(dates[0]).toBe('2028-01-17')
    expect(dates).not.toContain('2028-01-01')
  })

  it('moves a Sunday holiday to Monday', () => {
    // Jan 1 2023 and Dec 25 2022 were Sundays; Jun 19 2022 too.
    expect(federalHolidays(2023)).toContain('2023-01-02')
    expect(federalHolidays(2022)).toEqual(expect.arrayContaining(['2022-06-20', '2022-12-26']))
  })
})
