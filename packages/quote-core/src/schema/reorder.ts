import { Schema } from 'effect'
import { Dollars, Id, IsoDateTime, Quantity, StoredQuantity } from './primitives'

/** The proof a placed line was approved with, as a reorder carries it. */
export const ApprovedProof = Schema.Struct({
  filename: Schema.String,
  mimetype: Schema.String,
  uploaded_at: IsoDateTime,
})
export type ApprovedProof = typeof ApprovedProof.Type

/**
 * The fields of a specification that a proof shows (size, shape, material, colours, finish,
 * unwind), as the placed quote had them: a reorder keeps its proof while these are unchanged.
 */
export const ProofedSpec = Schema.Record({
  // Order field names: snake_case, never an object's own machinery such as `__proto__`.
  key: Schema.String.pipe(Schema.pattern(/^[a-z][a-z0-9_]*$/)),
  value: Schema.NullOr(Schema.Union(Schema.Number, Schema.Boolean)),
})
export type ProofedSpec = typeof ProofedSpec.Type

/**
 * What a quote made by a reorder remembers of the placed line it repeats: where it came from,
 * last time's prices (the cart shows them beside today's), the approved proof and the designs
 * it covered, and whether the line's cutting die was paid for then (it is not charged again
 * while the size stays the same).
 */
export const ReorderOf = Schema.Struct({
  /** The placed order's number, e.g. DC-10042. */
  number: Schema.String,
  /** The placed line's quote. */
  order_id: Id,
  /** Last time's price per piece (the die excluded) and what the line cost in all. */
  unit_price: Dollars,
  quantity: StoredQuantity,
  subtotal: Dollars,
  /** The die charge the placed line paid (0: none), not charged again for the same size. */
  die_paid: Dollars,
  /** The approved proof of the placed line; null when it had none approved. */
  proof: Schema.NullOr(ApprovedProof),
  /** The designs that proof covered. */
  proofed_design_ids: Schema.Array(Id),
  /** The specification the proof and the die were made for. */
  proofed_spec: ProofedSpec,
})
export type ReorderOf = typeof ReorderOf.Type

/** Whether a design of a reordered line carries its approved proof over or needs a new one. */
export const DesignProof = Schema.Literal('carried', 'new')
export type DesignProof = typeof DesignProof.Type

/**
 * How a placed line that repeats an earlier one was placed: the order it repeats, whether the
 * proof was carried over (no new proof round), and, design by design, which artwork is the
 * same (proof carried) and which is new (needs a proof).
 */
export const LineReorder = Schema.Struct({
  number: Schema.String,
  order_id: Id,
  proof_carried: Schema.Boolean,
  die_waived: Schema.Boolean,
  designs: Schema.Array(
    Schema.Struct({ design_id: Id, filename: Schema.String, proof: DesignProof }),
  ),
})
export type LineReorder = typeof LineReorder.Type

const PositiveQuantity = Quantity.pipe(
  Schema.greaterThanOrEqualTo(1, { message: () => 'must be at least 1' }),
)

/** One design of a line to reorder: its new quantity (the same as last time when omitted). */
export const ReorderDesignEdit = Schema.Struct({
  design_id: Id,
  qty: Schema.optionalWith(PositiveQuantity, { exact: true }),
})
export type ReorderDesignEdit = typeof ReorderDesignEdit.Type

/**
 * One placed line to reorder: a new total (split evenly over its designs) or quantities
 * design by design; last time's quantities when neither is given.
 */
export const ReorderLineRequest = Schema.Struct({
  order_id: Id,
  total_qty: Schema.optionalWith(PositiveQuantity, { exact: true }),
  designs: Schema.optionalWith(Schema.Array(ReorderDesignEdit), { exact: true }),
})
export type ReorderLineRequest = typeof ReorderLineRequest.Type

/**
 * POST /account/orders/placed/{number}/reorder: the lines to reorder (every line that can be
 * reordered when omitted). Replacement artwork travels beside it as files named
 * `replace.{order_id}.{design_id}` (see replacementKey).
 */
export const ReorderRequest = Schema.Struct({
  lines: Schema.optionalWith(Schema.Array(ReorderLineRequest).pipe(Schema.minItems(1)), {
    exact: true,
  }),
})
export type ReorderRequest = typeof ReorderRequest.Type
