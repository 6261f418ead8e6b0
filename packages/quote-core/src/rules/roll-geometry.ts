import { BACKING, ROLL_CORE } from '../catalog/ids'
import { findLaminate } from '../catalog/laminates'
import { findSubstrate } from '../catalog/substrates'
import { defaultLabelParams } from '../pricing/label-params'
import type { LabelParams } from '../pricing/label-params'
import { coreOutsideDiameter, effectiveCaliper } from '../roll/roll-math'
import type { RollGeometry } from '../roll/roll-math'
import { defaultRollParams } from '../roll/roll-params'
import type { RollParams } from '../roll/roll-params'
import type { Order } from '../schema/order'

/** The tables the roll rules read: label calipers and gap, and the roll maths parameters. */
export type RollRuleParams = {
  readonly label: Pick<LabelParams, 'gap' | 'materials' | 'laminates'>
  readonly roll: RollParams
}

export const defaultRollRuleParams: RollRuleParams = {
  label: defaultLabelParams,
  roll: defaultRollParams,
}

type RollView = Pick<
  Order,
  | 'length'
  | 'substrate_id'
  | 'laminate_id'
  | 'is_high_opacity_white'
  | 'substrate_backing_id'
  | 'roll_id'
>

const lookup = <T>(table: Readonly<Record<string, T>>, key: string | undefined): T | undefined =>
  key !== undefined && Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined

/**
 * Pitch, wound caliper and core of the order's labels (docs/pricing-model.md sections 3.5, 4.1, 4.2),
 * or null while the length or a label material is missing. No laminate counts as caliper 0.
 */
export const rollGeometryOf = (
  order: RollView,
  params: RollRuleParams = defaultRollRuleParams,
): RollGeometry | null => {
  if (order.length === null || !(order.length > 0)) return null
  const material = lookup(params.label.materials, findSubstrate(order.substrate_id)?.pricingKey)
  if (material === undefined) return null
  const laminate = lookup(params.label.laminates, findLaminate(order.laminate_id)?.pricingKey)
  const tEffIn = effectiveCaliper(
    {
      materialCalIn: material.cal,
      laminateCalIn: laminate?.cal ?? 0,
      highOpacityWhite: order.is_high_opacity_white,
      petBacking: order.substrate_backing_id === BACKING.pet,
    },
    params.roll,
  )
  return {
    pitchIn: order.length + params.label.gap,
    tEffIn,
    coreOdIn: coreOutsideDiameter(order.roll_id === ROLL_CORE.oneInch ? 1 : 3, params.roll),
  }
}
