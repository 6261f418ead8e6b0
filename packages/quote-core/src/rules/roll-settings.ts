import { PRODUCT_TYPE, ROLL_TYPE } from '../catalog/ids'
import type { QuoteEnv } from './quote-env'
import { diameterLimit, outsideDiameter } from '../roll/roll-math'
import type { CompanyEntity } from '../schema/account'
import type { Order } from '../schema/order'
import { hasBlockingIssues, issue, notice } from './issue'
import type { Issue } from './issue'
import { checkQuantities } from './quantities'
import { defaultRollRuleParams, rollGeometryOf } from './roll-geometry'
import type { RollRuleParams } from './roll-geometry'
import { formatRollValue } from './roll-input'

/** The sentence every preset-mismatch notice ends with (docs/product.md section 5). */
export const RESET_OR_PROCEED = 'You can RESET or proceed as is.'

const mismatch = (what: string): string =>
  `Your ${what} does not match your Account Presets. ${RESET_OR_PROCEED}`

const diameterIssues = (o: Order, p: RollRuleParams): Issue[] => {
  const d = o.roll_diameter_max
  if (d === null) return []
  const narrow = o.width !== null && o.width < p.roll.narrowWidthIn
  // A narrow label gets the narrow-roll message even above the full limit: its limit is lower.
  if (narrow && d > p.roll.narrowDLimitIn)
    return [
      issue(
        'max_diameter',
        `Labels under 7/8" wide are limited to ${formatRollValue(p.roll.narrowDLimitIn, 'in')} diameter rolls for optimal production quality.`,
        { code: 'narrow_roll_diameter_too_large', path: ['roll_diameter_max'] },
      ),
    ]
  if (d > p.roll.dLimitIn)
    return [
      issue(
        'max_diameter',
        `Your Maximum Roll Diameter cannot be higher than ${formatRollValue(p.roll.dLimitIn, 'in')}.`,
        { code: 'roll_diameter_too_large', path: ['roll_diameter_max'] },
      ),
    ]
  return []
}

const quantityIssues = (o: Order, p: RollRuleParams): Issue[] => {
  if (o.roll_qty_max === null || o.width === null) return []
  const geometry = rollGeometryOf(o, p)
  if (geometry === null) return []
  const limit = diameterLimit(o.width, p.roll)
  const od = outsideDiameter(geometry, o.roll_qty_max, p.roll)
  if (!Number.isFinite(od))
    throw new Error(`roll diameter of ${o.roll_qty_max} labels is not a number`)
  // docs/pricing-model.md section 3.1: block rather than silently cap the quantity per roll.
  return od > limit
    ? [
        issue(
          'max_qty',
          `This quantity would result in a roll diameter larger than ${formatRollValue(limit, 'in')}.`,
          { code: 'roll_qty_diameter_too_large', path: ['roll_qty_max'] },
        ),
      ]
    : []
}

/** Why a quantity per roll cannot be judged yet (also the reason Qty on Roll is disabled). */
export const ROLL_QTY_NEEDS_QUANTITIES =
  'Enter your quantities before setting the quantity on each roll'

// A maximum quantity per roll is planned against the order's quantities (docs/pricing-model.md section
// 4.3): while the total is missing or has errors, the roll plan cannot be checked.
const totalQuantityIssues = (o: Order): Issue[] => {
  if (o.roll_qty_max === null) return []
  const noTotal = o.total_qty === null || o.total_qty <= 0
  if (!noTotal && !hasBlockingIssues(checkQuantities(o))) return []
  return [
    notice('total_qty', ROLL_QTY_NEEDS_QUANTITIES, {
      code: 'roll_qty_needs_quantities',
      path: ['total_qty'],
    }),
  ]
}

const hasPresets = (a: CompanyEntity | null): a is CompanyEntity =>
  a !== null && (a.is_fewest_possible_rolls || (a.roll_max !== null && a.roll_type_id !== null))

// Presets apply "constrained to the width's allowed diameter" (docs/product.md section 4), so a
// diameter preset is compared after the same constraint.
const presetNotices = (o: Order, account: CompanyEntity | null, p: RollRuleParams): Issue[] => {
  if (!hasPresets(account)) return []
  const out: Issue[] = []
  if (o.is_fewest_possible_rolls !== account.is_fewest_possible_rolls)
    out.push(
      notice('max_rolls', mismatch('Fewest Possible Rolls'), {
        code: 'roll_preset_mismatch',
        path: ['is_fewest_possible_rolls'],
      }),
    )
  if (account.roll_max === null) return out
  if (account.roll_type_id === ROLL_TYPE.diameter) {
    const limit = o.width === null ? p.roll.dLimitIn : diameterLimit(o.width, p.roll)
    const preset = Math.min(account.roll_max, limit)
    if (o.roll_diameter_max === null || Math.abs(o.roll_diameter_max - preset) > 1e-9)
      out.push(
        notice('max_diameter', mismatch('Max Diameter'), {
          code: 'roll_preset_mismatch',
          path: ['roll_diameter_max'],
        }),
      )
  } else if (account.roll_type_id === ROLL_TYPE.quantity && o.roll_qty_max !== account.roll_max) {
    out.push(
      notice('max_qty', mismatch('Max Qty'), {
        code: 'roll_preset_mismatch',
        path: ['roll_qty_max'],
      }),
    )
  }
  return out
}

const rollIssues = (o: Order, env: QuoteEnv, p: RollRuleParams): Issue[] => {
  const out = [...diameterIssues(o, p), ...quantityIssues(o, p), ...totalQuantityIssues(o)]
  if (!o.is_fewest_possible_rolls && o.roll_diameter_max === null && o.roll_qty_max === null)
    out.push(
      notice('max_rolls', 'Please enter a value.', {
        code: 'roll_limit_missing',
        path: ['roll_diameter_max', 'roll_qty_max'],
      }),
    )
  return [...out, ...presetNotices(o, env.account, p)]
}

/**
 * Roll settings of a label order with roll options on (docs/product.md section 5, "Roll settings"):
 * diameter and quantity limits (blocking), a missing limit, a quantity per roll set before the
 * order's quantities (category total_qty) and preset mismatches (notices).
 * A failure inside the check is reported in category 'exception', never thrown.
 */
export const checkRollSettings = (
  order: Order,
  env: QuoteEnv,
  params: RollRuleParams = defaultRollRuleParams,
): Issue[] => {
  if (order.product_type_id !== PRODUCT_TYPE.label || !order.is_special_roll_qty) return []
  try {
    return rollIssues(order, env, params)
  } catch {
    return [
      issue('exception', 'We could not check your roll settings. Please review them or call us.', {
        code: 'roll_check_failed',
      }),
    ]
  }
}
