import { Schema } from 'effect'
import { Id, StoredQuantity, Text } from './primitives'

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
  /** As stored: a new quantity is held to MAX_QUANTITY where it comes in. */
  qty: StoredQuantity,
  customer_filename: Text(255),
  signed_url: Schema.NullOr(Text(2048)),
  design: Design,
  customer_filestack_id: Schema.NullOr(Text(255)),
})
export type DesignsOrder = typeof DesignsOrder.Type

/**
 * What the server recorded about an artwork file of an order (GET
 * /account/designs/order-index/{orderId}): its line, type, pixel and page sizes, and where the
 * file is served.
 */
export const ArtworkInfo = Schema.Struct({
  id: Id,
  designs_order_id: Id,
  customer_filename: Text(255),
  mimetype: Schema.String,
  width_px: Schema.NullOr(Schema.Number),
  height_px: Schema.NullOr(Schema.Number),
  page_width_in: Schema.NullOr(Schema.Number),
  page_height_in: Schema.NullOr(Schema.Number),
  url: Schema.String,
})
export type ArtworkInfo = typeof ArtworkInfo.Type
