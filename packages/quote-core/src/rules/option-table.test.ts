import { fc, it } from '@fast-check/vitest'
import { Arbitrary, FastCheck } from 'effect'
import { describe, expect } from 'vitest'
import { sanitizeOrder } from '../order/transitions/sanitize'
import { Order } from '../schema/order'
import { checkOptions } from './check-options'
import { isUnavailable, ORDER_OPTIONS, settleOption } from './option-table'
import { cartonOrder, labelOrder } from '../testing/rule-fixtures'

// Effect derives the arbitrary with its own fast-check; each run draws one order from a seed.
const fromSchema = Arbitrary.make(Order)
const orderArb = fc
  .integer()
  .map((seed) => FastCheck.sample(fromSchema, { seed, numRuns: 1 })[0] as Order)

describe('ORDER_OPTIONS', () => {
  it('has one row per option field and category', () => {
    const keys = ORDER_OPTIONS.map((o) => `${o.category}:${o.field}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('drops an option that is not available and keeps one that is', () => {
    const duplex = ORDER_OPTIONS.find((o) => o.field === 'is_duplex')
    expect(duplex).toBeDefined()
    if (duplex === undefined) return
    const label = labelOrder({ is_duplex: true })
    expect(isUnavailable(duplex, label)).toBe(true)
    expect(settleOption(label, duplex).is_duplex).toBe(false)
    const carton = cartonOrder({ is_duplex: true })
    expect(isUnavailable(duplex, carton)).toBe(false)
    expect(settleOption(carton, duplex).is_duplex).toBe(true)
  })

  it('reports the same unavailable option the sanitising drops, with its reason', () => {
    const order = labelOrder({ is_embossing: true })
    expect(checkOptions(order)).toContainEqual(
      expect.objectContaining({
        category: 'embossing',
        message: 'Embossing is available for cartons only',
        path: ['is_embossing'],
      }),
    )
  })

  it.prop([orderArb], { numRuns: 200 })(
    'the sanitising and the validation read the table alike: a sanitised order has no option issue',
    (order) => {
      const settled = sanitizeOrder(order)
      for (const option of ORDER_OPTIONS) expect(isUnavailable(option, settled)).toBe(false)
      const rows = new Set(ORDER_OPTIONS.map((o) => `${o.category}:${o.field}`))
      const optionIssues = checkOptions(settled).filter((i) =>
        rows.has(`${i.category}:${String(i.path?.[0])}`),
      )
      expect(optionIssues).toEqual([])
      expect(ORDER_OPTIONS.reduce(settleOption, settled)).toBe(settled)
    },
  )
})
