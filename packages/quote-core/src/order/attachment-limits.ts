import { formatCount } from '../maths/format-count'
import { MAX_DESIGNS, MAX_QUANTITY, MAX_QUOTE_UPLOADS } from '../schema/limits'
import type { Order } from '../schema/order'
import { uploadedTotal } from './transitions/quantities'

/** Why files cannot be attached to an order: a limit of limits.ts, named in the message. */
export type AttachmentRefusal = {
  readonly code: 'too_many_designs' | 'too_many_pieces' | 'too_many_quote_uploads'
  readonly message: string
}

/**
 * Whether `adding` artwork files of `perDesign` pieces each fit the order: at most MAX_DESIGNS
 * artwork lines and MAX_QUANTITY pieces in all. Null when they fit.
 */
export const checkDesignsAdded = (
  order: Pick<Order, 'designs_orders'>,
  adding: number,
  perDesign: number,
): AttachmentRefusal | null => {
  const lines = order.designs_orders.length
  if (lines + adding > MAX_DESIGNS)
    return {
      code: 'too_many_designs',
      message: `An order takes at most ${MAX_DESIGNS} designs; this one has ${lines}, so ${Math.max(0, MAX_DESIGNS - lines)} more can be added.`,
    }
  if (uploadedTotal(order.designs_orders) + adding * perDesign > MAX_QUANTITY)
    return {
      code: 'too_many_pieces',
      message: `An order takes at most ${formatCount(MAX_QUANTITY)} pieces in all designs together.`,
    }
  return null
}

/** Whether one more file may be attached to the quote (at most MAX_QUOTE_UPLOADS). Null when it may. */
export const checkQuoteUploadAdded = (
  order: Pick<Order, 'order_uploads'>,
): AttachmentRefusal | null =>
  order.order_uploads.length >= MAX_QUOTE_UPLOADS
    ? {
        code: 'too_many_quote_uploads',
        message: `A quote takes at most ${MAX_QUOTE_UPLOADS} attached files; remove one before adding another.`,
      }
    : null
