import { describe, expect, it } from 'vitest'
import { PROCESSING } from '../../catalog/ids'
import { processingSelected } from '../actions'
import { carton, label, run } from '../../testing/order-fixtures'

const expedite = (expediteDays?: number | null) =>
  processingSelected({ processingId: PROCESSING.expedited, expediteDays })

describe('order/processingSelected', () => {
  it('expedites labels to 1 or 0 production days and rejects others', () => {
    expect(label(expedite(0))).toMatchObject({
      processing_id: PROCESSING.expedited,
      delay_expedite: 0,
    })
    expect(label(expedite(1)).delay_expedite).toBe(1)
    const start = label()
    expect(run(start, [expedite(2)])).toBe(start)
  })

  it('expedites cartons to 5, 4 or 3 production days', () => {
    for (const days of [5, 4, 3]) expect(carton(expedite(days)).delay_expedite).toBe(days)
    const start = carton()
    expect(run(start, [expedite(1)])).toBe(start)
  })

  it('picks the first offered days when none are given, and Standard clears them', () => {
    const fast = carton(expedite(null))
    expect(fast.delay_expedite).toBe(5)
    expect(run(fast, [processingSelected({ processingId: PROCESSING.standard })])).toMatchObject({
      processing_id: PROCESSING.standard,
      delay_expedite: null,
    })
  })

  it('rejects unknown processing ids', () => {
    const start = label()
    expect(run(start, [processingSelected({ processingId: 7 })])).toBe(start)
  })
})
