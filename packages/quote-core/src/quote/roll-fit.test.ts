import { describe, expect, it } from 'vitest'
import { FORM_FACTOR, PRODUCT_TYPE, ROLL_CORE, ROLL_DIRECTION } from '../catalog/ids'
import { orderReducer as applyOrderAction } from '../order/reducer'
import { emptyEnv } from '../rules/quote-env'
import { labelOrder } from '../testing/rule-fixtures'
import type { ApplicatorProfile } from '../schema/applicator-profile'
import type { Order } from '../schema/order'
import {
  applicatorProfileActions,
  chosenProfileOf,
  rollFitFixActions,
  rollFitOf,
  rollNumbersOf,
} from './roll-fit'

const zebra: ApplicatorProfile = {
  id: 7,
  name: 'Zebra ZE500',
  core_size_in: 3,
  max_outside_diameter_in: 6,
  max_label_width_in: 4,
  unwind_direction_id: ROLL_DIRECTION.right,
  min_gap_in: 0.125,
  updated_at: '2026-01-01T00:00:00.000Z',
}

const machine = (patch: Partial<Order> = {}) =>
  labelOrder({
    form_factor_id: FORM_FACTOR.machineApplied,
    roll_direction_id: ROLL_DIRECTION.right,
    is_special_roll_qty: true,
    ...patch,
  })

const run = (order: Order, actions: ReturnType<typeof rollFitFixActions>) =>
  actions.reduce((o, a) => applyOrderAction(o, a, emptyEnv), order)

describe('rollNumbersOf (docs/pricing-model.md section 4)', () => {
  it('winds the model example: a 1,000-label roll of 2x3 White Plastic + Gloss is 6.62" across', () => {
    const n = rollNumbersOf(machine({ roll_qty_max: 1000 }))
    expect(n).not.toBeNull()
    expect(n?.labelsPerRoll).toBe(1000)
    expect(n?.outsideDiameterIn).toBeCloseTo(6.62, 2)
    expect(n?.rolls).toBe(1)
    expect(n?.core).toBe(3)
  })

  it('has no numbers for cartons or before the quantities', () => {
    expect(rollNumbersOf(labelOrder({ product_type_id: PRODUCT_TYPE.carton }))).toBeNull()
    expect(rollNumbersOf(labelOrder({ total_qty: null, design_qty: null }))).toBeNull()
  })
})

describe('rollFitOf', () => {
  it('names the roll that does not fit and the quantity that would', () => {
    const fit = rollFitOf(machine({ roll_qty_max: 1000 }), zebra)
    expect(fit?.warnings).toEqual([
      {
        code: 'roll_fit_diameter',
        message:
          'Rolls of 1,000 are 6.7" across; your Zebra ZE500 takes 6.0". Choose 750 per roll.',
        fixes: [{ kind: 'max_per_roll', perRoll: 750, label: 'Use 750 per roll' }],
      },
    ])
  })

  it('the suggested quantity removes the warning and changes nothing else', () => {
    const order = machine({ roll_qty_max: 1000 })
    const fix = rollFitOf(order, zebra)?.warnings[0]?.fixes[0]
    if (fix === undefined) throw new Error('no fix offered')
    const fixed = run(order, rollFitFixActions(order, fix))
    expect(fixed.roll_qty_max).toBe(750)
    expect(rollFitOf(fixed, zebra)?.warnings).toEqual([])
    expect(rollNumbersOf(fixed)?.outsideDiameterIn).toBeLessThanOrEqual(6)
    expect(rollNumbersOf(fixed)?.rolls).toBe(2)
  })

  it('offers the profile core when the rolls would fit on it', () => {
    const order = machine({ roll_qty_max: 1000, roll_id: ROLL_CORE.threeInch })
    const fit = rollFitOf(order, { ...zebra, core_size_in: 1, max_outside_diameter_in: 6.2 })
    expect(fit?.warnings.map((w) => w.code)).toEqual(['roll_fit_core', 'roll_fit_diameter'])
    expect(fit?.warnings[0]?.message).toBe(
      'These rolls are on a 3" core; your Zebra ZE500 takes a 1" core. Choose the 1" core.',
    )
    expect(fit?.warnings[1]?.message).toBe(
      'Rolls of 1,000 are 6.7" across; your Zebra ZE500 takes 6.2". Choose a 1" core.',
    )
    const onOneInch = run(order, [
      ...rollFitFixActions(order, { kind: 'core', core: 1, label: '' }),
    ])
    expect(onOneInch.roll_id).toBe(ROLL_CORE.oneInch)
    expect(
      rollFitOf(onOneInch, { ...zebra, core_size_in: 1, max_outside_diameter_in: 6.2 })?.warnings,
    ).toEqual([])
  })

  it('works the quantity out on the profile core, and the fix moves the rolls onto it', () => {
    const order = machine({ roll_qty_max: 1000, roll_id: ROLL_CORE.threeInch })
    const profile = { ...zebra, core_size_in: 1 as const, max_outside_diameter_in: 5 }
    const fit = rollFitOf(order, profile)
    const warning = fit?.warnings.find((w) => w.code === 'roll_fit_diameter')
    const fix = warning?.fixes[0]
    if (fix?.kind !== 'max_per_roll') throw new Error('no quantity suggested')
    // On a 3" core 5" rolls hold fewer: the figure offered is the 1" core's.
    const onThree = rollFitOf(order, { ...zebra, max_outside_diameter_in: 5 })?.warnings[0]
      ?.fixes[0]
    expect(onThree?.kind === 'max_per_roll' ? onThree.perRoll : 0).toBeLessThan(fix.perRoll)
    expect(fix).toEqual({
      kind: 'max_per_roll',
      perRoll: fix.perRoll,
      core: 1,
      label: `Use ${fix.perRoll} per roll on a 1" core`,
    })
    expect(warning?.message).toBe(
      `Rolls of 1,000 are 6.7" across; your Zebra ZE500 takes 5.0". Choose ${fix.perRoll} per roll on a 1" core.`,
    )
    const fixed = run(order, rollFitFixActions(order, fix))
    expect(fixed).toMatchObject({ roll_id: ROLL_CORE.oneInch, roll_qty_max: fix.perRoll })
    expect(rollFitOf(fixed, profile)?.warnings).toEqual([])
  })

  it('warns of a label wider than the web, a different unwind and a wider gap', () => {
    const order = machine({ width: 4.5, length: 3, roll_direction_id: ROLL_DIRECTION.top })
    const fit = rollFitOf(order, { ...zebra, max_outside_diameter_in: 13, min_gap_in: 0.25 })
    expect(fit?.warnings.map((w) => w.message)).toEqual([
      'Labels 4.5" across the web are wider than your Zebra ZE500 takes (4.0"). Choose a width of 4.0" or less, or turn the label (3" × 4.5", 3" across).',
      'This quote unwinds #1, Top Edge Leading; your Zebra ZE500 takes #3, Right Edge Leading. Choose #3.',
      'Your Zebra ZE500 needs at least 0.25" between labels; we wind labels 0.125" apart. Call us before you order.',
    ])
    expect(fit?.warnings.map((w) => w.code)).toEqual([
      'roll_fit_width',
      'roll_fit_unwind',
      'roll_fit_gap',
    ])
  })

  it('a locked unwind is kept by the profile and only changed by its fix', () => {
    const locked = run(machine({ roll_direction_id: ROLL_DIRECTION.top }), [])
    const lockedOrder = applyOrderAction(
      locked,
      { type: 'order/rollDirectionLockToggled', payload: { on: true } },
      emptyEnv,
    )
    expect(lockedOrder.is_roll_direction_locked).toBe(true)
    const chosen = run(lockedOrder, applicatorProfileActions(lockedOrder, zebra))
    expect(chosen.roll_direction_id).toBe(ROLL_DIRECTION.top)
    expect(chosen.applicator_profile_id).toBe(7)
    const unwind = rollFitOf(chosen, zebra)?.warnings.find((w) => w.code === 'roll_fit_unwind')
    expect(unwind?.message).toBe(
      'This quote unwinds #1, Top Edge Leading; your Zebra ZE500 takes #3, Right Edge Leading. Choose #3 (it is locked: this unlocks it).',
    )
    const fix = unwind?.fixes[0]
    if (fix === undefined) throw new Error('no fix offered')
    const fixed = run(chosen, rollFitFixActions(chosen, fix))
    expect(fixed.roll_direction_id).toBe(ROLL_DIRECTION.right)
    expect(fixed.is_roll_direction_locked).toBe(false)
  })

  it('choosing a profile sets the roll options from it, and then they fit', () => {
    const order = labelOrder()
    const chosen = run(order, applicatorProfileActions(order, zebra))
    expect(chosen).toMatchObject({
      applicator_profile_id: 7,
      is_special_roll_qty: true,
      roll_id: ROLL_CORE.threeInch,
      roll_diameter_max: 6,
      roll_qty_max: null,
      form_factor_id: FORM_FACTOR.machineApplied,
      roll_direction_id: ROLL_DIRECTION.right,
    })
    expect(rollFitOf(chosen, zebra)?.warnings).toEqual([])
    expect(chosenProfileOf(chosen, [zebra])).toBe(zebra)
    expect(chosenProfileOf(chosen, [])).toBeNull()
  })
})
