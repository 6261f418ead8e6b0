import { describe, expect, it } from 'vitest'
import {
  buildOrder,
  cartonQuotePatch,
  fixedNow,
  guestEnv,
  labelQuotePatch,
} from '../testing/fixtures'
import { formatArrivesBy, needByChoice, planNeedBy, selectedDelivery } from './need-by'

const ctx = { env: guestEnv, now: fixedNow } // Tue 2025-03-04, 9:30 ET: before the cut-off

describe('planNeedBy', () => {
  it('keeps Standard with Ground when that is on time', () => {
    const plan = planNeedBy(
      buildOrder(labelQuotePatch),
      { needBy: '2025-03-14', zip: '30303' },
      ctx,
    )
    expect(plan).toMatchObject({
      _tag: 'OnTime',
      choice: { processing_id: 1, delay_expedite: null, shipping_code: '03', goods_total: 316.11 },
    })
  })

  it('pays for speed only as much as the date needs', () => {
    // Standard ships Fri Mar 7: Ground and 2nd Day land Tue Mar 11, Next Day Mon Mar 10.
    const plan = planNeedBy(
      buildOrder(labelQuotePatch),
      { needBy: '2025-03-10', zip: '30303' },
      ctx,
    )
    expect(plan._tag).toBe('OnTime')
    if (plan._tag !== 'OnTime') return
    expect(plan.choice).toMatchObject({ processing_label: 'Standard', shipping_name: 'Next Day' })
    expect(plan.choice.arrival).toBe('2025-03-10')
    expect(plan.choice.total).toBe(375.49)
    const dearer = plan.options.filter((o) => o.arrival <= '2025-03-10' && o !== plan.choice)
    expect(dearer.every((o) => o.total >= plan.choice.total)).toBe(true)
  })

  it('says when no option arrives in time and gives the earliest arrival', () => {
    const plan = planNeedBy(
      buildOrder(cartonQuotePatch),
      { needBy: '2025-03-05', zip: '98101' },
      ctx,
    )
    expect(plan._tag).toBe('TooLate')
    if (plan._tag !== 'TooLate') return
    expect(plan.options.every((o) => o.arrival >= plan.earliest.arrival)).toBe(true)
    expect(plan.message).toBe(
      `We can't deliver by Wed, Mar 5. The earliest arrival is ${formatArrivesBy(plan.earliest.arrival).slice('Arrives by '.length)} (${plan.earliest.processing_label}, ${plan.earliest.shipping_name}).`,
    )
  })

  it('asks for a valid ZIP and for a complete quote', () => {
    expect(
      planNeedBy(buildOrder(labelQuotePatch), { needBy: '2025-03-20', zip: '1' }, ctx),
    ).toEqual({
      _tag: 'Unavailable',
      message: 'Please enter a valid 5-digit ZIP code.',
    })
    expect(
      planNeedBy(buildOrder({ product_type_id: 1 }), { needBy: '2025-03-20', zip: '30303' }, ctx),
    ).toEqual({ _tag: 'Unavailable', message: 'Complete the quote to plan a delivery date.' })
  })

  it('after the 10am ET cut-off production starts a business day later', () => {
    const order = buildOrder(labelQuotePatch)
    const before = planNeedBy(order, { needBy: '2025-03-31', zip: '30303' }, ctx)
    const after = planNeedBy(
      order,
      { needBy: '2025-03-31', zip: '30303' },
      { ...ctx, now: '2025-03-04T15:30:00Z' },
    )
    if (before._tag !== 'OnTime' || after._tag !== 'OnTime') throw new Error('expected plans')
    expect(before.choice.ship_date).toBe('2025-03-07')
    expect(after.choice.ship_date).toBe('2025-03-10')
  })
})

describe('selectedDelivery', () => {
  it('follows the processing the customer sets after the plan', () => {
    const plan = planNeedBy(
      buildOrder(labelQuotePatch),
      { needBy: '2025-03-10', zip: '30303' },
      ctx,
    )
    if (plan._tag !== 'OnTime') throw new Error('expected a plan')
    const faster = selectedDelivery(plan.options, { processing_id: 2, delay_expedite: 1 }, '01')
    expect(faster).toMatchObject({ arrival: '2025-03-07', shipping_name: 'Next Day' })
    expect(
      selectedDelivery(plan.options, { processing_id: 1, delay_expedite: null }, '03')?.arrival,
    ).toBe('2025-03-11')
  })
})

describe('formatArrivesBy', () => {
  it('writes the day as the summary shows it', () => {
    expect(formatArrivesBy('2026-12-08')).toBe('Arrives by Tue, Dec 8')
  })
})

describe('needByChoice', () => {
  it('sets the cheapest on time, else the earliest, else nothing', () => {
    const onTime = planNeedBy(
      buildOrder(labelQuotePatch),
      { needBy: '2025-03-14', zip: '30303' },
      ctx,
    )
    expect(onTime._tag === 'OnTime' && needByChoice(onTime)).toBe(
      onTime._tag === 'OnTime' && onTime.choice,
    )
    const late = planNeedBy(
      buildOrder(cartonQuotePatch),
      { needBy: '2025-03-05', zip: '98101' },
      ctx,
    )
    expect(late._tag).toBe('TooLate')
    expect(needByChoice(late)).toBe(late._tag === 'TooLate' ? late.earliest : undefined)
    expect(needByChoice({ _tag: 'Unavailable', message: 'No delivery option found.' })).toBeNull()
  })
})
