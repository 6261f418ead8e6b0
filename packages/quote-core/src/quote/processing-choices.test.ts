import { describe, expect, it } from 'vitest'
import { PROCESSING } from '../catalog/ids'
import { designBriefChanged } from '../order/actions'
import { design, run } from '../testing/order-fixtures'
import {
  buildOrder,
  cartonQuotePatch,
  fixedNow,
  guestEnv,
  labelQuotePatch,
} from '../testing/fixtures'
import { evaluateOrder } from './evaluate-order'
import { processingChoices } from './processing-choices'

const ctx = { env: guestEnv, now: fixedNow }

describe('processingChoices', () => {
  it('gives every expedited day of a priced carton quote its own fee from the pricing', () => {
    const { order, quote } = evaluateOrder(buildOrder(cartonQuotePatch), ctx)
    const choices = processingChoices(order, quote)
    expect(choices.map((c) => c.title)).toEqual([
      'Standard',
      'Expedited: 5 business days',
      'Expedited: 4 business days',
      'Expedited: 3 business days',
    ])
    const fees = choices.slice(1).map((c) => c.fee)
    expect(fees.every((f) => f !== null && f > 0)).toBe(true)
    for (const c of choices.slice(1)) {
      const option = quote!.expediteOptions.find((o) => o.productionDays === c.delay_expedite)
      expect(c.fee).toBe(option!.feeCents / 100)
      expect(c.description).toBe(
        `Order by 10am ET. +$${c.fee!.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
      )
    }
    // A faster run costs more.
    expect(fees).toEqual([...fees].sort((a, b) => a! - b!))
  })

  it('matches the expedite line of the quote when that day is chosen', () => {
    const base = buildOrder(cartonQuotePatch)
    const choice = processingChoices(base, evaluateOrder(base, ctx).quote)[3]!
    const expedited = evaluateOrder(
      { ...base, processing_id: PROCESSING.expedited, delay_expedite: choice.delay_expedite },
      ctx,
    )
    const line = expedited.quote!.lines.find((l) => l.key === 'expedite')
    expect(line!.cents / 100).toBe(choice.fee)
  })

  it('waits for a price before naming fees, and says when a day is not offered', () => {
    const unpriced = processingChoices(buildOrder({ ...labelQuotePatch, total_qty: null }), null)
    expect(unpriced.slice(1).map((c) => [c.fee, c.description])).toEqual([
      [null, 'Order by 10am ET. Fee shown once the quote has a quantity.'],
      [null, 'Order by 10am ET. Fee shown once the quote has a quantity.'],
    ])
    const noSameDay = processingChoices(buildOrder(labelQuotePatch), {
      expediteOptions: [{ productionDays: 1, daysSaved: 1, standard: false, feeCents: 4820 }],
    })
    expect(noSameDay.slice(1).map((c) => [c.title, c.description, c.offered])).toEqual([
      ['Expedited: Next day', 'Order by 10am ET. +$48.20', true],
      ['Expedited: Same day', 'Not available for this quote now.', false],
    ])
  })

  it('offers a design order the days of the product its brief is for', () => {
    const days = (o: Parameters<typeof processingChoices>[0]) =>
      processingChoices(o, null).map((c) => c.delay_expedite)
    const forLabels = design()
    expect(days(forLabels)).toEqual([null, 1, 0])
    expect(days(run(forLabels, [designBriefChanged({ design_product_type_id: 2 })]))).toEqual([
      null,
      5,
      4,
      3,
    ])
  })
})
