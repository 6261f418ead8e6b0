import type { Order } from './order'
import type { ProofedSpec } from './reorder'

/** The fields a cutting die is made for. */
export const DIE_FIELDS = [
  'product_type_id',
  'shape_id',
  'width',
  'length',
  'depth',
  'is_square_corners',
] as const satisfies readonly (keyof Order)[]

/**
 * The specification fields a proof shows: product, size and shape (the die's fields), material
 * and backing, laminate, colours and inks, finishes, and how the labels unwind. Quantities,
 * turnaround, proof type and roll counts do not change what the artwork looks like printed.
 */
export const PROOFED_FIELDS = [
  ...DIE_FIELDS,
  'is_blank',
  'substrate_id',
  'substrate_backing_id',
  'laminate_id',
  'color_id',
  'duplex_color_id',
  'is_duplex',
  'is_front_back',
  'is_reverse_print',
  'is_embossing',
  'is_variable_data',
  'is_high_opacity_black',
  'is_high_opacity_white',
  'is_color_matching',
  'pantone_qty',
  'roll_direction_id',
] as const satisfies readonly (keyof Order)[]

/** The proofed fields of an order, as a reorder keeps them. */
export const proofedSpecOf = (order: Order): ProofedSpec =>
  Object.fromEntries(PROOFED_FIELDS.map((k) => [k, order[k]]))

const sameAs = (spec: ProofedSpec, order: Order, fields: readonly (keyof Order)[]): boolean =>
  fields.every((k) => spec[k] === order[k])

/** Whether the order still has the specification its reorder's proof was made for. */
export const sameProofedSpec = (order: Order): boolean =>
  order.reorder_of !== null && sameAs(order.reorder_of.proofed_spec, order, PROOFED_FIELDS)

/**
 * Whether the order's cutting die was paid for on the order it repeats: a die was charged and
 * paid then, and the size and shape are still the same. The pricing then treats the die as the
 * customer's own (no die charge, no new-die lead time).
 */
export const reorderDieIsPaid = (order: Order): boolean =>
  order.reorder_of !== null &&
  order.reorder_of.die_paid > 0 &&
  sameAs(order.reorder_of.proofed_spec, order, DIE_FIELDS)
