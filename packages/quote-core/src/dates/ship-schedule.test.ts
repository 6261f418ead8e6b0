import { describe, expect, it } from 'vitest'
import { DEFAULT_SCHEDULE_CONFIG } from './schedule-config'
import { formatShipDue, shipSchedule } from './ship-schedule'

const { proofDays, designDays } = DEFAULT_SCHEDULE_CONFIG

describe('shipSchedule (§10 worked examples)', () => {
  it('A: labels, digital proof, new die → ship Wed Mar 12', () => {
    const schedule = shipSchedule({
      orderedAt: '2025-03-04T09:30:00-05:00',
      product: 'label',
      proofDays: proofDays.digital,
      designDays: designDays.none,
      newDie: true,
      embossing: false,
    })
    expect(schedule).toEqual({
      day0: '2025-03-04',
      approvalDay: '2025-03-05',
      shipDate: '2025-03-12',
      delays: {
        delay_standard: 2,
        delay_expedite: null,
        delay_processing: 2,
        delay_new_size: 3,
        delay_total: 6,
      },
    })
    expect(formatShipDue(schedule.shipDate)).toBe('Wed, Mar 12')
  })

  it('B: ordered after the cut-off before Thanksgiving, expedited 1 BD → ship Mon Dec 1', () => {
    const schedule = shipSchedule({
      orderedAt: '2025-11-26T11:05:00-05:00',
      product: 'label',
      proofDays: proofDays.none,
      designDays: designDays.none,
      productionDays: 1,
      newDie: false,
      embossing: false,
    })
    expect([schedule.day0, schedule.approvalDay, schedule.shipDate]).toEqual([
      '2025-11-28',
      '2025-11-28',
      '2025-12-01',
    ])
    expect(schedule.delays).toEqual({
      delay_standard: 2,
      delay_expedite: 1,
      delay_processing: 1,
      delay_new_size: 0,
      delay_total: 1,
    })
  })

  it('C: printed proof and recreation over Christmas and New Year → ship Thu 2026-01-08', () => {
    const schedule = shipSchedule({
      orderedAt: '2025-12-23T08:00:00-05:00',
      product: 'label',
      proofDays: proofDays.printed,
      designDays: designDays.recreation,
      newDie: true,
      embossing: false,
    })
    expect([schedule.day0, schedule.approvalDay, schedule.shipDate]).toEqual([
      '2025-12-23',
      '2025-12-31',
      '2026-01-08',
    ])
    expect(schedule.delays.delay_total).toBe(10)
  })

  it('D: cartons, printed proof, custom design, new die → approval Fri Mar 14, ship Tue Apr 1', () => {
    const schedule = shipSchedule({
      orderedAt: '2025-03-04T09:30:00-05:00',
      product: 'carton',
      proofDays: proofDays.printed,
      designDays: designDays.custom,
      newDie: true,
      embossing: false,
    })
    expect([schedule.approvalDay, schedule.shipDate]).toEqual(['2025-03-14', '2025-04-01'])
    expect(schedule.delays).toMatchObject({ delay_standard: 7, delay_new_size: 5, delay_total: 20 })
  })

  it('E: cartons expedited to 4 BD with a new die → ship Tue Mar 18', () => {
    const schedule = shipSchedule({
      orderedAt: '2025-03-04T09:30:00-05:00',
      product: 'carton',
      proofDays: proofDays.digital,
      designDays: designDays.none,
      productionDays: 4,
      newDie: true,
      embossing: false,
    })
    expect([schedule.approvalDay, schedule.shipDate]).toEqual(['2025-03-05', '2025-03-18'])
    expect(schedule.delays).toEqual({
      delay_standard: 7,
      delay_expedite: 4,
      delay_processing: 4,
      delay_new_size: 5,
      delay_total: 10,
    })
  })
})

describe('shipSchedule rules', () => {
  const base = {
    orderedAt: '2025-03-04T09:30:00-05:00',
    product: 'label',
    proofDays: 0,
    designDays: 0,
    newDie: false,
    embossing: false,
  } as const

  it('adds 2 BD for embossing and counts it in delay_total', () => {
    const schedule = shipSchedule({ ...base, embossing: true })
    expect(schedule.shipDate).toBe('2025-03-10') // Mar 4 + 2 + 2 BD
    expect(schedule.delays.delay_total).toBe(4)
  })

  it('ships the same day for 0-day labels approved before the cut-off', () => {
    const schedule = shipSchedule({ ...base, productionDays: 0 })
    expect(schedule.shipDate).toBe('2025-03-04')
    expect(schedule.delays).toMatchObject({
      delay_expedite: 0,
      delay_processing: 0,
      delay_total: 0,
    })
  })

  it('takes the day counts from the configuration', () => {
    const config = {
      ...DEFAULT_SCHEDULE_CONFIG,
      standardDays: { label: 4, carton: 7 },
      calendar: { extraClosures: ['2025-03-05'] },
    }
    expect(shipSchedule(base, config).shipDate).toBe('2025-03-11') // Mar 6, 7, 10, 11
  })
})

describe('formatShipDue', () => {
  it('writes short weekday, month and unpadded day', () => {
    expect(formatShipDue('2026-01-08')).toBe('Thu, Jan 8')
    expect(formatShipDue('2025-12-01')).toBe('Mon, Dec 1')
    expect(formatShipDue('2025-03-14')).toBe('Fri, Mar 14')
  })
})
