import { it } from '@fast-check/vitest'
import fc from 'fast-check'
import { describe, expect } from 'vitest'
import { BACKING, ROLL_CORE, ROLL_DIRECTION } from '../catalog/ids'
import { labelLaminates } from '../catalog/laminates'
import { labelSubstrates } from '../catalog/substrates'
import { orderReducer } from '../order/reducer'
import { emptyEnv } from '../rules/quote-env'
import { settleOrder } from '../order/settle'
import { labelRollGeometry, priceLabelJob } from '../pricing/label'
import { defaultPricingParams } from '../pricing/params'
import { pricingInputOf } from './order-job'
import { labelOrder } from '../testing/rule-fixtures'
import type { Order } from '../schema/order'
import { rollFitFixActions, rollFitOf, rollNumbersOf } from './roll-fit'
import { outsideDiameter } from '../roll/roll-math'

const P = defaultPricingParams

// Every label material and laminate, both cores, both liners, high-opacity white or not,
// sizes and quantities across the quoter's range and every kind of roll limit.
const orderArb: fc.Arbitrary<Order> = fc
  .record({
    substrate_id: fc.constantFrom(...labelSubstrates.map((s) => s.id)),
    laminate_id: fc.constantFrom(...labelLaminates.map((l) => l.id)),
    roll_id: fc.constantFrom(ROLL_CORE.threeInch, ROLL_CORE.oneInch),
    substrate_backing_id: fc.constantFrom(BACKING.paper, BACKING.pet),
    is_high_opacity_white: fc.boolean(),
    width: fc.integer({ min: 4, max: 96 }).map((e) => e / 8),
    length: fc.integer({ min: 4, max: 96 }).map((e) => e / 8),
    total_qty: fc.integer({ min: 50, max: 60_000 }),
    limit: fc.oneof(
      fc.constant({}),
      fc.constant({ is_special_roll_qty: true, is_fewest_possible_rolls: true }),
      fc
        .double({ min: 4, max: 13, noNaN: true })
        .map((d) => ({ is_special_roll_qty: true, roll_diameter_max: d })),
      fc
        .integer({ min: 100, max: 10_000 })
        .map((q) => ({ is_special_roll_qty: true, roll_qty_max: q })),
    ),
  })
  // Settled as the quoter settles every order (a liner the material does not offer is dropped).
  .map(({ limit, total_qty, ...o }) =>
    settleOrder(
      labelOrder({ ...o, ...limit, total_qty, design_qty: total_qty, design_count: 1 }),
      emptyEnv,
    ),
  )

const jobOf = (order: Order) => {
  const input = pricingInputOf(order, emptyEnv)
  return input._tag === 'Ready' && input.request.product === 'label' ? input.request.job : null
}

describe('roll fit against the roll maths (docs/pricing-model.md section 4)', () => {
  it.prop([orderArb])('labels per roll, diameter and rolls are the ones the price winds', (o) => {
    const numbers = rollNumbersOf(o)
    const job = jobOf(o)
    // A material that cannot go without a laminate is not priced until one is chosen.
    fc.pre(job !== null)
    const plan = priceLabelJob(job, P).rolls
    expect(numbers).not.toBeNull()
    expect(numbers?.rolls).toBe(plan.totalRolls)
    expect(numbers?.labelsPerRoll).toBe(Math.max(...plan.designs.map((d) => d.perRoll)))
    expect(numbers?.outsideDiameterIn).toBeCloseTo(
      outsideDiameter(labelRollGeometry(job, P), numbers?.labelsPerRoll ?? 0, P.roll),
      9,
    )
    expect(numbers?.outsideDiameterIn ?? Infinity).toBeLessThanOrEqual(plan.maxDiameterIn + 1e-9)
  })

  it.prop([orderArb, fc.double({ min: 4, max: 13, noNaN: true })])(
    'a diameter warning exactly when the fullest roll is larger than the applicator takes, and its quantity fixes it',
    (o, maxOd) => {
      const profile = {
        name: 'Applicator',
        core_size_in: o.roll_id === ROLL_CORE.oneInch ? (1 as const) : (3 as const),
        max_outside_diameter_in: maxOd,
        max_label_width_in: 24,
        unwind_direction_id: ROLL_DIRECTION.top,
        min_gap_in: 0,
      }
      const fit = rollFitOf(o, profile)
      const warning = fit?.warnings.find((w) => w.code === 'roll_fit_diameter')
      expect(warning !== undefined).toBe((fit?.numbers.outsideDiameterIn ?? 0) > maxOd + 1e-9)
      const fix = warning?.fixes.find((f) => f.kind === 'max_per_roll')
      if (fix === undefined) return
      const fixed = rollFitFixActions(o, fix).reduce((s, a) => orderReducer(s, a, emptyEnv), o)
      const after = rollFitOf(fixed, profile)
      expect(after?.warnings.some((w) => w.code === 'roll_fit_diameter')).toBe(false)
      expect(after?.numbers.outsideDiameterIn ?? Infinity).toBeLessThanOrEqual(maxOd + 1e-9)
    },
  )
})
