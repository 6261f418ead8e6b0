import { describe, expect, it } from 'vitest'
import { ROLL_TYPE } from '../../catalog/ids'
import type { CompanyEntity } from '../../schema/account'
import {
  accountRollDefaultsApplied,
  quantitiesChanged,
  rollMaxDiameterChanged,
  rollOptionsToggled,
  sizeChanged,
} from '../actions'
import { newOrder } from '../new-order'
import { selectRollDefaultsDue } from '../selectors'
import { run, testEnv } from '../../testing/order-fixtures'

const account = (a: Partial<CompanyEntity>): CompanyEntity => ({
  name: 'Acme',
  roll_max: null,
  roll_type_id: null,
  is_fewest_possible_rolls: false,
  ...a,
})
const envWith = (a: Partial<CompanyEntity>) => ({ ...testEnv, account: account(a) })
const start = newOrder(1, testEnv)

describe('order/accountRollDefaultsApplied', () => {
  it('applies a diameter preset, constrained to the width limit', () => {
    const env = envWith({ roll_max: 10, roll_type_id: ROLL_TYPE.diameter })
    const wide = run(
      start,
      [sizeChanged({ width: 2, length: 3 }), accountRollDefaultsApplied()],
      env,
    )
    expect(wide).toMatchObject({
      is_special_roll_qty: true,
      is_account_roll_defaults_applied: true,
      roll_max: 13,
      roll_diameter_max: 10,
      roll_qty_max: null,
    })
    const narrow = run(
      start,
      [sizeChanged({ width: 0.75, length: 3 }), accountRollDefaultsApplied()],
      env,
    )
    expect(narrow).toMatchObject({ roll_max: 8, roll_diameter_max: 8 })
  })

  it('applies a quantity preset, and fewest possible rolls', () => {
    const qty = run(
      start,
      [accountRollDefaultsApplied()],
      envWith({ roll_max: 750, roll_type_id: ROLL_TYPE.quantity }),
    )
    expect(qty).toMatchObject({ roll_qty_max: 750, roll_diameter_max: null })
    const fewest = run(
      start,
      [sizeChanged({ width: 2, length: 3 }), accountRollDefaultsApplied()],
      envWith({ is_fewest_possible_rolls: true }),
    )
    expect(fewest).toMatchObject({
      is_fewest_possible_rolls: true,
      roll_diameter_max: 13,
      roll_qty_max: null,
    })
  })

  it('is rejected without presets', () => {
    expect(run(start, [accountRollDefaultsApplied()])).toBe(start)
  })
})

describe('automatic roll settings', () => {
  it('apply the account presets once the quantities are set, and only once', () => {
    const env = envWith({ roll_max: 6, roll_type_id: ROLL_TYPE.diameter })
    const sized = run(start, [sizeChanged({ width: 2, length: 3 })], env)
    expect(sized.is_special_roll_qty).toBe(false)
    const quantified = run(sized, [quantitiesChanged({ total_qty: 1000, design_count: 1 })], env)
    expect(selectRollDefaultsDue(sized, env)).toBe(false)
    expect(quantified).toMatchObject({
      is_account_roll_defaults_applied: true,
      roll_diameter_max: 6,
    })
    const changed = run(
      quantified,
      [rollMaxDiameterChanged({ inches: 9 }), quantitiesChanged({ total_qty: 2000 })],
      env,
    )
    expect(changed.roll_diameter_max).toBe(9)
    const off = run(
      quantified,
      [rollOptionsToggled({ on: false }), quantitiesChanged({ total_qty: 3000 })],
      env,
    )
    expect(off.is_special_roll_qty).toBe(false)
  })

  it('wait while a design quantity error exists (docs/product.md section 4)', () => {
    const env = envWith({ roll_max: 6, roll_type_id: ROLL_TYPE.diameter })
    const sized = run(start, [sizeChanged({ width: 2, length: 3 })], env)
    // 49 labels is below the 50-label minimum per design.
    const tooFew = run(sized, [quantitiesChanged({ total_qty: 49, design_count: 1 })], env)
    expect(selectRollDefaultsDue(tooFew, env)).toBe(false)
    expect(tooFew).toMatchObject({
      is_special_roll_qty: false,
      is_account_roll_defaults_applied: false,
      roll_diameter_max: null,
    })
    const fixed = run(tooFew, [quantitiesChanged({ total_qty: 500 })], env)
    expect(fixed).toMatchObject({ is_account_roll_defaults_applied: true, roll_diameter_max: 6 })
  })

  it('turn on 8 in rolls for labels narrower than 0.875 in', () => {
    expect(run(start, [sizeChanged({ width: 0.75, length: 2 })])).toMatchObject({
      is_special_roll_qty: true,
      roll_diameter_max: 8,
    })
    expect(run(start, [sizeChanged({ width: 0.875, length: 2 })]).is_special_roll_qty).toBe(false)
  })
})
