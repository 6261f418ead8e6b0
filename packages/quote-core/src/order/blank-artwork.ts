import type { Order } from '../schema/order'

/** Why artwork cannot be added to an order; `code` is the error code of the HTTP answer. */
export type ArtworkRefusal = {
  readonly code: 'blank_carton_artwork'
  readonly message: string
}

/** The refusal of an upload to a blank carton. */
export const BLANK_CARTON_ARTWORK: ArtworkRefusal = {
  code: 'blank_carton_artwork',
  message:
    'Blank cartons are not printed, so they take no artwork. Turn off Blank to upload designs.',
}

/**
 * Whether artwork may be added to the order, or why not: a blank carton prints nothing, so it
 * takes no designs (docs/product.md section 4, "Duplex and front/back").
 */
export const checkArtworkAdd = (order: Pick<Order, 'is_blank'>): ArtworkRefusal | null =>
  order.is_blank ? BLANK_CARTON_ARTWORK : null

/**
 * What becomes of the order's uploaded artwork after a change from `prev` to `next`: turning on
 * blank cartons deletes all uploaded designs (docs/product.md section 4), and a blank carton that still
 * lists lines has them deleted too; otherwise the artwork is kept.
 */
export const artworkAfterChange = (
  prev: Pick<Order, 'is_blank' | 'designs_orders'>,
  next: Pick<Order, 'is_blank'>,
): 'keep' | 'delete_all' =>
  next.is_blank && (!prev.is_blank || prev.designs_orders.length > 0) ? 'delete_all' : 'keep'
