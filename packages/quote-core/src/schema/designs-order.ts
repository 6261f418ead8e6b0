import { Schema } from 'effect'
import { Id, Quantity, Text } from './primitives'

/** An uploaded artwork file (a design) as it belongs to an order line. */
export const Design = Schema.Struct({
  id: Id,
  customer_filename: Text(255),
  is_linked: Schema.Boolean,
  linked_design_id: Schema.NullOr(Id),
  /** 1 = outside/front, 2 = inside/back of a duplex or front/back pair. */
  print_sequence: Schema.NullOr(Schema.Literal(1, 2)),
})
export type Design = typeof Design.Type

/** An artwork line of an order: one design and how many of it to print. */
export const DesignsOrder = Schema.Struct({
  id: Id,
  design_id: Id,
  qty: Quantity,
  customer_filename: Text(255),
  signed_url: Schema.NullOr(Text(2048)),
  design: Design,
  customer_filestack_id: Schema.NullOr(Text(255)),
})
export type DesignsOrder = typeof DesignsOrder.Type
