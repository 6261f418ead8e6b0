import { describe, expect, it } from 'vitest'
import { PRODUCT_TYPE, ROLL_TYPE } from '../catalog/ids'
import { defaultLabelParams } from '../pricing/label-params'
import type { RollParams } from '../roll/roll-params'
import type { CompanyEntity } from '../schema/account'
import type { Order } from '../schema/order'
import { labelOrder } from '../testing/rule-fixtures'
import { checkRollSettings, RESET_OR_PROCEED, ROLL_QTY_NEEDS_QUANTITIES } from './roll-settings'

const noAccount = { dies: [], account: null }
const withAccount = (account: Partial<CompanyEntity>) => ({
  dies: [],
  account: {
    name: 'Acme',
    roll_max: null,
    roll_type_id: null,
    is_fewest_possible_rolls: false,
    ...account,
  },
})
const rolls = (patch: Partial<Order>) => labelOrder({ is_special_roll_qty: true, ...patch })
const messages = (issues: readonly { message: string }[]) => issues.map((i) => i.message)

describe('checkRollSettings (docs/product.md section 5, "Roll settings")', () => {
  it('checks nothing with roll options off or for cartons', () => {
    expect(checkRollSettings(labelOrder({ roll_diameter_max: 20 }), noAccount)).toEqual([])
    expect(
      checkRollSettings(
        rolls({ product_type_id: PRODUCT_TYPE.carton, roll_diameter_max: 20 }),
        noAccount,
      ),
    ).toEqual([])
  })

  it('reports a quantity per roll set before the quantities in category total_qty', () => {
    const expected = {
      category: 'total_qty',
      message: ROLL_QTY_NEEDS_QUANTITIES,
      blocking: false,
      code: 'roll_qty_needs_quantities',
      path: ['total_qty'],
    }
    const noTotal = rolls({ roll_qty_max: 500, total_qty: null, design_qty: null })
    expect(checkRollSettings(noTotal, noAccount)).toContainEqual(expected)
    // 49 labels is below the per-design minimum: a quantity error.
    const tooFew = rolls({ roll_qty_max: 500, total_qty: 49, design_qty: 49 })
    expect(checkRollSettings(tooFew, noAccount)).toContainEqual(expected)
    expect(checkRollSettings(rolls({ roll_qty_max: 500 }), noAccount)).toEqual([])
    expect(checkRollSettings(rolls({ roll_diameter_max: 8, total_qty: null }), noAccount)).toEqual(
      [],
    )
  })

  it('accepts a diameter up to 13" and the fewest-rolls choice', () => {
    expect(checkRollSettings(rolls({ roll_diameter_max: 13 }), noAccount)).toEqual([])
    expect(checkRollSettings(rolls({ is_fewest_possible_rolls: true }), noAccount)).toEqual([])
  })

  it('blocks a maximum diameter above 13"', () => {
    expect(checkRollSettings(rolls({ roll_diameter_max: 13.5 }), noAccount)).toEqual([
      {
        category: 'max_diameter',
        message: 'Your Maximum Roll Diameter cannot be higher than 13".',
        blocking: true,
        code: 'roll_diameter_too_large',
        path: ['roll_diameter_max'],
      },
    ])
  })

  it('limits labels under 7/8" wide to 8" rolls', () => {
    const narrow = checkRollSettings(rolls({ width: 0.75, roll_diameter_max: 8.5 }), noAccount)
    expect(messages(narrow)).toEqual([
      'Labels under 7/8" wide are limited to 8" diameter rolls for optimal production quality.',
    ])
    expect(narrow[0]?.blocking).toBe(true)
    expect(checkRollSettings(rolls({ width: 0.75, roll_diameter_max: 8 }), noAccount)).toEqual([])
    expect(checkRollSettings(rolls({ width: 0.875, roll_diameter_max: 13 }), noAccount)).toEqual([])
  })

  it('blocks a quantity per roll that would wind past 13"', () => {
    // 2 x 3 White Plastic + Gloss: 4,994 labels fit a 13" roll (docs/pricing-model.md section 4.4).
    expect(checkRollSettings(rolls({ roll_qty_max: 4994 }), noAccount)).toEqual([])
    expect(checkRollSettings(rolls({ roll_qty_max: 5000 }), noAccount)).toEqual([
      {
        category: 'max_qty',
        message: 'This quantity would result in a roll diameter larger than 13".',
        blocking: true,
        code: 'roll_qty_diameter_too_large',
        path: ['roll_qty_max'],
      },
    ])
  })

  it('uses the 8" variant for narrow labels', () => {
    expect(
      messages(
        checkRollSettings(rolls({ width: 0.75, length: 1, roll_qty_max: 10_000 }), noAccount),
      ),
    ).toEqual(['This quantity would result in a roll diameter larger than 8".'])
    expect(
      checkRollSettings(rolls({ width: 0.75, length: 1, roll_qty_max: 4000 }), noAccount),
    ).toEqual([])
  })

  it("notes 'Please enter a value.' without blocking when no roll limit is set", () => {
    expect(checkRollSettings(rolls({}), noAccount)).toEqual([
      {
        category: 'max_rolls',
        message: 'Please enter a value.',
        blocking: false,
        code: 'roll_limit_missing',
        path: ['roll_diameter_max', 'roll_qty_max'],
      },
    ])
  })

  it('notes a Max Diameter that differs from the account preset', () => {
    const account = withAccount({ roll_max: 6, roll_type_id: ROLL_TYPE.diameter })
    expect(checkRollSettings(rolls({ roll_diameter_max: 6 }), account)).toEqual([])
    const issues = checkRollSettings(rolls({ roll_diameter_max: 5 }), account)
    expect(issues).toEqual([
      {
        category: 'max_diameter',
        message:
          'Your Max Diameter does not match your Account Presets. You can RESET or proceed as is.',
        blocking: false,
        code: 'roll_preset_mismatch',
        path: ['roll_diameter_max'],
      },
    ])
  })

  it("compares a diameter preset after the width's limit", () => {
    const account = withAccount({ roll_max: 10, roll_type_id: ROLL_TYPE.diameter })
    expect(checkRollSettings(rolls({ width: 0.75, roll_diameter_max: 8 }), account)).toEqual([])
  })

  it('notes a Max Qty that differs from the account preset', () => {
    const account = withAccount({ roll_max: 1000, roll_type_id: ROLL_TYPE.quantity })
    expect(checkRollSettings(rolls({ roll_qty_max: 1000 }), account)).toEqual([])
    const issues = checkRollSettings(rolls({ roll_qty_max: 2000 }), account)
    expect(messages(issues)).toEqual([
      'Your Max Qty does not match your Account Presets. You can RESET or proceed as is.',
    ])
    expect(issues.every((i) => !i.blocking && i.category === 'max_qty')).toBe(true)
  })

  it('notes a Fewest Possible Rolls choice that differs from the account preset', () => {
    const issues = checkRollSettings(
      rolls({ roll_diameter_max: 8 }),
      withAccount({ is_fewest_possible_rolls: true }),
    )
    expect(issues).toEqual([
      {
        category: 'max_rolls',
        message:
          'Your Fewest Possible Rolls does not match your Account Presets. You can RESET or proceed as is.',
        blocking: false,
        code: 'roll_preset_mismatch',
        path: ['is_fewest_possible_rolls'],
      },
    ])
    expect(issues.every((i) => i.message.endsWith(RESET_OR_PROCEED))).toBe(true)
  })

  it('says nothing about presets when the account has none', () => {
    expect(checkRollSettings(rolls({ roll_diameter_max: 5 }), withAccount({}))).toEqual([])
  })

  it('reports a failure inside the check in category exception instead of throwing', () => {
    const broken = new Proxy({} as RollParams, {
      get: () => {
        throw new Error('tables missing')
      },
    })
    const issues = checkRollSettings(rolls({ roll_diameter_max: 6 }), noAccount, {
      label: defaultLabelParams,
      roll: broken,
    })
    expect(issues).toEqual([
      {
        category: 'exception',
        message: 'We could not check your roll settings. Please review them or call us.',
        blocking: true,
        code: 'roll_check_failed',
      },
    ])
  })
})
