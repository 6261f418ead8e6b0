import { COLOR, SIZE_TYPE } from '../catalog/ids'
import { findSubstrate } from '../catalog/substrates'
import type { GraphicDesignOrderDetails } from '../schema/graphic-design'
import type { Order, OrderPatch } from '../schema/order'
import * as act from './actions'
import type { OrderAction } from './actions'

/** The actions one group of patch fields becomes, given the order so far. */
export type PatchStep = (
  p: OrderPatch,
  s: Order,
  changed: (k: keyof OrderPatch) => boolean,
) => OrderAction[]

/** A patch value that was sent and is not null. */
const given = <T>(v: T | null | undefined): v is T => v !== null && v !== undefined

const when = (cond: boolean, ...actions: OrderAction[]): OrderAction[] => (cond ? actions : [])

/** Material and coating: a coated twin is reached as its standard board plus the coating. */
const materialSteps: PatchStep = (p, s, changed) => {
  if (!changed('substrate_id') || p.substrate_id === undefined) return []
  const target = findSubstrate(p.substrate_id)
  const board = target?.standardVariantId ?? p.substrate_id
  const coated = given(target?.standardVariantId)
  const current = findSubstrate(s.substrate_id)
  const sameBoard =
    board === s.substrate_id || (board !== null && board === current?.standardVariantId)
  return [
    ...when(!sameBoard, act.materialSelected({ substrateId: board })),
    act.coatingToggled({ on: coated }),
  ]
}

const sizeSteps: PatchStep = (p, _s, changed) => {
  const dims = {
    ...(changed('width') ? { width: p.width } : {}),
    ...(changed('length') ? { length: p.length } : {}),
    ...(changed('depth') ? { depth: p.depth } : {}),
  }
  const dieId = changed('size_id') ? p.size_id : null
  return [
    ...when(Object.keys(dims).length > 0, act.sizeChanged(dims)),
    ...(dieId === null || dieId === undefined
      ? []
      : [
          p.size_type_id === SIZE_TYPE.die
            ? act.previousCustomSizeSelected({ dieId })
            : act.dieSelected({ dieId }),
        ]),
  ]
}

const colorSteps: PatchStep = (p, s, changed) => [
  ...when(changed('is_blank'), act.blankToggled({ on: p.is_blank === true })),
  ...when(changed('is_duplex'), act.duplexToggled({ on: p.is_duplex === true })),
  ...when(
    changed('color_id'),
    act.colorModeToggled({ colorId: p.color_id ?? COLOR.fullColor, on: true }),
  ),
  ...when(changed('is_front_back'), act.frontBackToggled({ on: p.is_front_back === true })),
  ...when(
    changed('duplex_color_id') && given(p.duplex_color_id),
    act.duplexColorSelected({ colorId: p.duplex_color_id ?? COLOR.fullColor }),
  ),
  ...when(changed('is_embossing'), act.embossingToggled({ on: p.is_embossing === true })),
  ...when(
    changed('substrate_backing_id') && given(p.substrate_backing_id),
    act.backingSelected({ backingId: p.substrate_backing_id ?? 0 }),
  ),
  ...when(
    changed('is_high_opacity_white'),
    act.highOpacityWhiteToggled({ on: p.is_high_opacity_white === true }),
  ),
  ...when(
    changed('is_high_opacity_black'),
    act.highOpacityBlackToggled({ on: p.is_high_opacity_black === true }),
  ),
  ...when(
    changed('is_reverse_print'),
    act.reversePrintToggled({ on: p.is_reverse_print === true }),
  ),
  ...when(
    changed('is_variable_data'),
    act.variableDataToggled({ on: p.is_variable_data === true }),
  ),
  ...when(
    changed('is_variable_print_only'),
    act.variablePrintOnlyToggled({ on: p.is_variable_print_only === true }),
  ),
  ...when(
    changed('variable_data_special_requests'),
    act.variableDataRequestsChanged({ text: p.variable_data_special_requests ?? '' }),
  ),
  ...when(
    changed('is_color_matching') || changed('pantone_qty') || changed('pantone_comments'),
    act.colorMatchingChanged({
      is_color_matching: p.is_color_matching ?? s.is_color_matching,
      pantone_qty: p.pantone_qty ?? s.pantone_qty,
      pantone_comments: p.pantone_comments ?? s.pantone_comments,
    }),
  ),
]

/** One roll limit at a time: the limit being cleared goes first, then the one being set. */
const rollSteps: PatchStep = (p, _s, changed) => {
  const diameter = when(
    changed('roll_diameter_max'),
    act.rollMaxDiameterChanged({ inches: p.roll_diameter_max ?? null }),
  )
  const quantity = when(
    changed('roll_qty_max'),
    act.rollMaxQuantityChanged({ quantity: p.roll_qty_max ?? null }),
  )
  return [
    ...when(
      changed('is_special_roll_qty'),
      act.rollOptionsToggled({ on: p.is_special_roll_qty === true }),
    ),
    ...when(
      changed('is_fewest_possible_rolls'),
      act.fewestRollsToggled({ on: p.is_fewest_possible_rolls === true }),
    ),
    ...(!given(p.roll_diameter_max) ? [...diameter, ...quantity] : [...quantity, ...diameter]),
    ...when(
      changed('roll_id') && given(p.roll_id),
      act.rollCoreSelected({ rollId: p.roll_id ?? 0 }),
    ),
  ]
}

const quantitySteps: PatchStep = (p, _s, changed) => {
  const q = {
    ...(changed('total_qty') ? { total_qty: p.total_qty } : {}),
    ...(changed('design_count') ? { design_count: p.design_count } : {}),
    ...(changed('design_qty') ? { design_qty: p.design_qty } : {}),
  }
  return when(Object.keys(q).length > 0, act.quantitiesChanged(q))
}

/** The brief's product (label or carton) decides a design order's materials, so it goes first. */
const briefProductSteps: PatchStep = (p, s) => {
  const d = p.graphic_design_order_details
  const product = d?.design_product_type_id
  const current = s.graphic_design_order_details?.design_product_type_id
  return when(
    product !== undefined && product !== current,
    act.designBriefChanged({ design_product_type_id: product }),
  )
}

const briefSteps: PatchStep = (p, _s, changed) => {
  const d = p.graphic_design_order_details
  if (!changed('graphic_design_order_details') || d === null || d === undefined) return []
  const { design_type_id, ...rest } = d
  return [
    ...when(
      design_type_id !== undefined,
      act.designTypeSelected({ designTypeId: design_type_id ?? null }),
    ),
    act.designBriefChanged(rest as Partial<GraphicDesignOrderDetails>),
  ]
}

/**
 * Patch fields in the order the quoter's steps depend on each other (product type, material,
 * laminate, coating, shape, size, die, application, colour and options, roll settings,
 * quantities, proof, processing, notes, design brief), each becoming the customer's action.
 */
export const patchSteps: readonly PatchStep[] = [
  (p, _s, c) =>
    when(
      c('product_type_id') && p.product_type_id !== undefined,
      act.productTypeChanged({ productTypeId: p.product_type_id ?? 1 }),
    ),
  briefProductSteps,
  materialSteps,
  (p, _s, c) => when(c('laminate_id'), act.laminateSelected({ laminateId: p.laminate_id ?? null })),
  (p, _s, c) =>
    when(c('shape_id') && given(p.shape_id), act.shapeSelected({ shapeId: p.shape_id ?? 0 })),
  (p, _s, c) =>
    when(
      c('is_square_corners'),
      act.cornersChanged({ isSquareCorners: p.is_square_corners === true }),
    ),
  sizeSteps,
  (p, _s, c) => [
    ...when(
      c('applicator_profile_id'),
      act.applicatorProfileSelected({ profileId: p.applicator_profile_id ?? null }),
    ),
    ...when(
      c('is_roll_direction_locked') && p.is_roll_direction_locked === false,
      act.rollDirectionLockToggled({ on: false }),
    ),
    ...when(
      c('form_factor_id') && given(p.form_factor_id),
      act.formFactorSelected({ formFactorId: p.form_factor_id ?? 0 }),
    ),
    ...when(
      c('roll_direction_id') && given(p.roll_direction_id),
      act.rollDirectionSelected({ rollDirectionId: p.roll_direction_id ?? 0 }),
    ),
    ...when(
      c('is_roll_direction_locked') && p.is_roll_direction_locked === true,
      act.rollDirectionLockToggled({ on: true }),
    ),
  ],
  colorSteps,
  rollSteps,
  quantitySteps,
  (p, _s, c) => [
    ...when(
      c('proof_type_id') && p.proof_type_id !== undefined,
      act.proofTypeSelected({ proofTypeId: p.proof_type_id ?? 0 }),
    ),
    ...when(
      c('is_printed_proof_only'),
      act.printedProofOnlyToggled({ on: p.is_printed_proof_only === true }),
    ),
    ...when(
      c('is_flat_printed_proof'),
      act.flatPrintedProofToggled({ on: p.is_flat_printed_proof === 1 }),
    ),
  ],
  (p, s, c) =>
    when(
      c('processing_id') || c('delay_expedite'),
      act.processingSelected({
        processingId: p.processing_id ?? s.processing_id,
        expediteDays: p.delay_expedite,
      }),
    ),
  (p, _s, c) => [
    ...when(
      c('comments_customer') || c('comments_preprinting'),
      act.notesChanged({
        comments_customer: p.comments_customer,
        comments_preprinting: p.comments_preprinting,
      }),
    ),
    ...when(
      c('customer_label'),
      act.customerLabelChanged({ customerLabel: p.customer_label ?? null }),
    ),
  ],
  briefSteps,
]
