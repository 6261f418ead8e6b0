import { FORM_FACTOR, PRODUCT_TYPE, ROLL_CORE } from '../catalog/ids'
import {
  applicatorProfileSelected,
  formFactorSelected,
  rollCoreSelected,
  rollDirectionLockToggled,
  rollDirectionSelected,
  rollMaxDiameterChanged,
  rollMaxQuantityChanged,
  rollOptionsToggled,
} from '../order/actions'
import type { OrderAction } from '../order/actions'
import { printedDesignQuantities, rollLimitOf } from './order-job'
import { defaultRollRuleParams, rollGeometryOf } from '../rules/roll-geometry'
import type { RollRuleParams } from '../rules/roll-geometry'
import { formatRollValue, qtyPerRollRange } from '../rules/roll-input'
import type { ApplicatorFit, ApplicatorProfile } from '../schema/applicator-profile'
import type { Order } from '../schema/order'
import { capacityForDiameter, outsideDiameter, planRolls } from '../roll/roll-math'
import type { CoreSize } from '../roll/roll-params'
import { unwindOf } from '../rules/roll-unwind'

/** The rolls of the quote as configured: the fullest roll, its outside diameter, how many. */
export type RollNumbers = {
  /** Labels on the fullest roll (every roll but a design's last holds this many or fewer). */
  readonly labelsPerRoll: number
  /** Outside diameter of the fullest roll, inches (docs/pricing-model.md section 4.4). */
  readonly outsideDiameterIn: number
  /** Rolls of the whole job (section 4.3: designs never share a roll). */
  readonly rolls: number
  readonly core: CoreSize
  /** Label width across the web, inches. */
  readonly acrossWebIn: number
}

/** Stable codes of the roll-fit warnings: each names one way the rolls miss the applicator. */
export type RollFitCode =
  'roll_fit_diameter' | 'roll_fit_core' | 'roll_fit_width' | 'roll_fit_unwind' | 'roll_fit_gap'

/** A change that removes a warning, offered beside it (applied only when the customer asks). */
export type RollFitFix =
  | {
      readonly kind: 'max_per_roll'
      readonly perRoll: number
      /** The profile's core, when the order is on the other one: the quantity is for it. */
      readonly core?: CoreSize
      readonly label: string
    }
  | { readonly kind: 'core'; readonly core: CoreSize; readonly label: string }
  | { readonly kind: 'unwind'; readonly rollDirectionId: number; readonly label: string }

/** A conflict between the quote's rolls and the applicator: a warning, never an error. */
export type RollFitWarning = {
  readonly code: RollFitCode
  readonly message: string
  readonly fixes: readonly RollFitFix[]
}

export type RollFit = {
  readonly numbers: RollNumbers
  readonly profileName: string
  readonly warnings: readonly RollFitWarning[]
}

const coreId = (core: CoreSize) => (core === 1 ? ROLL_CORE.oneInch : ROLL_CORE.threeInch)

const coreOf = (order: Pick<Order, 'roll_id'>): CoreSize =>
  order.roll_id === ROLL_CORE.oneInch ? 1 : 3

const inch = (v: number) => formatRollValue(v, 'in')
/** A roll diameter to one decimal, rounded up: a roll never reads smaller than it is. */
export const formatRollDiameter = (v: number): string =>
  `${(Math.ceil(v * 10 - 1e-9) / 10).toFixed(1)}"`
/** A limit to at least one decimal: 6.0", 6.25". */
const inchLimit = (v: number) => (Number.isInteger(v * 10) ? `${v.toFixed(1)}"` : inch(v))
const count = (n: number) => formatRollValue(n, 'qty')
const EPS = 1e-9

/**
 * The rolls of a label quote as configured (docs/pricing-model.md sections 4.1-4.4, the same maths
 * the price winds): null for other products and while size, material or quantities are missing.
 */
export const rollNumbersOf = (
  order: Order,
  params: RollRuleParams = defaultRollRuleParams,
): RollNumbers | null => {
  if (order.product_type_id !== PRODUCT_TYPE.label || order.width === null) return null
  const geometry = rollGeometryOf(order, params)
  const quantities = printedDesignQuantities(order)
  if (geometry === null || quantities.length === 0) return null
  const plan = planRolls(quantities, geometry, rollLimitOf(order), order.width, params.roll)
  const labelsPerRoll = Math.max(...plan.designs.map((d) => d.perRoll))
  return {
    labelsPerRoll,
    outsideDiameterIn: outsideDiameter(geometry, labelsPerRoll, params.roll),
    rolls: plan.totalRolls,
    core: coreOf(order),
    acrossWebIn: order.width,
  }
}

const diameterWarning = (
  order: Order,
  n: RollNumbers,
  profile: ApplicatorFit,
  p: RollRuleParams,
): RollFitWarning[] => {
  const max = profile.max_outside_diameter_in
  if (n.outsideDiameterIn <= max + EPS) return []
  // The rolls go on the profile's core (the core warning asks for it): every figure offered is
  // worked out on that core, never on the order's own.
  const core = profile.core_size_in
  const fitted = { ...order, roll_id: coreId(core) }
  const geometry = rollGeometryOf(fitted, p)
  if (geometry === null) return []
  const otherCore = core !== n.core
  const range = qtyPerRollRange(fitted, p)
  const fixes: RollFitFix[] = []
  if (otherCore && outsideDiameter(geometry, n.labelsPerRoll, p.roll) <= max + EPS)
    fixes.push({ kind: 'core', core, label: `Use a ${core}" core` })
  else {
    const perRoll = Math.min(capacityForDiameter(geometry, max, p.roll), range.max)
    const onCore = otherCore ? ` on a ${core}" core` : ''
    if (perRoll >= range.min && perRoll >= 1)
      fixes.push({
        kind: 'max_per_roll',
        perRoll,
        ...(otherCore ? { core } : {}),
        label: `Use ${count(perRoll)} per roll${onCore}`,
      })
  }
  const head = `Rolls of ${count(n.labelsPerRoll)} are ${formatRollDiameter(n.outsideDiameterIn)} across; your ${profile.name} takes ${inchLimit(max)}.`
  const choices = fixes.map((f) =>
    f.kind === 'max_per_roll'
      ? `${count(f.perRoll)} per roll${otherCore ? ` on a ${core}" core` : ''}`
      : `a ${core}" core`,
  )
  const tail =
    choices.length > 0
      ? ` Choose ${choices.join(', or ')}.`
      : ` The smallest rolls we wind hold ${count(range.min)} labels: call us for smaller rolls.`
  return [{ code: 'roll_fit_diameter', message: head + tail, fixes }]
}

const coreWarning = (n: RollNumbers, profile: ApplicatorFit): RollFitWarning[] =>
  n.core === profile.core_size_in
    ? []
    : [
        {
          code: 'roll_fit_core',
          message: `These rolls are on a ${n.core}" core; your ${profile.name} takes a ${profile.core_size_in}" core. Choose the ${profile.core_size_in}" core.`,
          fixes: [
            {
              kind: 'core',
              core: profile.core_size_in,
              label: `Use a ${profile.core_size_in}" core`,
            },
          ],
        },
      ]

const widthWarning = (order: Order, profile: ApplicatorFit): RollFitWarning[] => {
  const max = profile.max_label_width_in
  if (order.width === null || order.length === null || order.width <= max + EPS) return []
  const turn =
    order.length <= max + EPS
      ? `, or turn the label (${inch(order.length)} × ${inch(order.width)}, ${inch(order.length)} across)`
      : ''
  return [
    {
      code: 'roll_fit_width',
      message: `Labels ${inch(order.width)} across the web are wider than your ${profile.name} takes (${inchLimit(max)}). Choose a width of ${inchLimit(max)} or less${turn}.`,
      fixes: [],
    },
  ]
}

const unwindWarning = (order: Order, profile: ApplicatorFit): RollFitWarning[] => {
  const wanted = unwindOf(profile.unwind_direction_id)
  const machine = order.form_factor_id === FORM_FACTOR.machineApplied
  if (wanted === undefined || (machine && order.roll_direction_id === wanted.directionId)) return []
  const current = machine ? unwindOf(order.roll_direction_id) : undefined
  const now =
    current === undefined
      ? 'This quote has no unwind direction'
      : `This quote unwinds #${current.position}, ${current.label}`
  const lock = order.is_roll_direction_locked ? ' (it is locked: this unlocks it)' : ''
  return [
    {
      code: 'roll_fit_unwind',
      message: `${now}; your ${profile.name} takes #${wanted.position}, ${wanted.label}. Choose #${wanted.position}${lock}.`,
      fixes: [
        {
          kind: 'unwind',
          rollDirectionId: wanted.directionId,
          label: `Use #${wanted.position}, ${wanted.label}`,
        },
      ],
    },
  ]
}

const gapWarning = (profile: ApplicatorFit, p: RollRuleParams): RollFitWarning[] =>
  profile.min_gap_in <= p.label.gap + EPS
    ? []
    : [
        {
          code: 'roll_fit_gap',
          message: `Your ${profile.name} needs at least ${inch(profile.min_gap_in)} between labels; we wind labels ${inch(p.label.gap)} apart. Call us before you order.`,
          fixes: [],
        },
      ]

/**
 * The quote's rolls checked against an applicator profile: every conflict, each naming the
 * number that does not fit and what would. Warnings only: the quote stays valid and nothing
 * is changed by the check. Null while the rolls cannot be worked out (see rollNumbersOf).
 */
export const rollFitOf = (
  order: Order,
  profile: ApplicatorFit,
  params: RollRuleParams = defaultRollRuleParams,
): RollFit | null => {
  const numbers = rollNumbersOf(order, params)
  if (numbers === null) return null
  return {
    numbers,
    profileName: profile.name,
    warnings: [
      ...coreWarning(numbers, profile),
      ...diameterWarning(order, numbers, profile, params),
      ...widthWarning(order, profile),
      ...unwindWarning(order, profile),
      ...gapWarning(profile, params),
    ],
  }
}

/** The profile an order is fitted to, among the account's, or null (none chosen, or deleted). */
export const chosenProfileOf = <P extends ApplicatorProfile>(
  order: Pick<Order, 'applicator_profile_id'>,
  profiles: readonly P[],
): P | null =>
  order.applicator_profile_id === null
    ? null
    : (profiles.find((p) => p.id === order.applicator_profile_id) ?? null)

/** The customer's gestures that apply a fix (each a quoter action, so each is undoable alike). */
export const rollFitFixActions = (order: Order, fix: RollFitFix): OrderAction[] => {
  switch (fix.kind) {
    case 'max_per_roll':
      return [
        ...(order.is_special_roll_qty ? [] : [rollOptionsToggled({ on: true })]),
        ...(fix.core === undefined || fix.core === coreOf(order)
          ? []
          : [rollCoreSelected({ rollId: coreId(fix.core) })]),
        rollMaxQuantityChanged({ quantity: fix.perRoll }),
      ]
    case 'core':
      return [rollCoreSelected({ rollId: coreId(fix.core) })]
    case 'unwind':
      return [
        ...(order.form_factor_id === FORM_FACTOR.machineApplied
          ? []
          : [formFactorSelected({ formFactorId: FORM_FACTOR.machineApplied })]),
        ...(order.is_roll_direction_locked ? [rollDirectionLockToggled({ on: false })] : []),
        rollDirectionSelected({ rollDirectionId: fix.rollDirectionId }),
      ]
  }
}

/**
 * Choosing a profile on the quoter: the roll options become the profile's (roll options on,
 * its core, its largest roll as the maximum diameter, machine applied with its unwind). A
 * locked unwind is kept: the fit then warns when it differs, it is not changed silently.
 */
export const applicatorProfileActions = (
  order: Order,
  profile: ApplicatorProfile,
): OrderAction[] => [
  applicatorProfileSelected({ profileId: profile.id }),
  rollOptionsToggled({ on: true }),
  rollCoreSelected({ rollId: coreId(profile.core_size_in) }),
  rollMaxDiameterChanged({ inches: profile.max_outside_diameter_in }),
  ...(order.form_factor_id === FORM_FACTOR.machineApplied
    ? []
    : [formFactorSelected({ formFactorId: FORM_FACTOR.machineApplied })]),
  ...(order.is_roll_direction_locked
    ? []
    : [rollDirectionSelected({ rollDirectionId: profile.unwind_direction_id })]),
]
