import type { Order } from '../schema/order'
import { issue } from './issue'
import type { Issue } from './issue'

/** Longest note the order stores (the Text(5000) fields of the Order schema). */
export const MAX_COMMENT_LENGTH = 5000

const fields = [
  ['comments_customer', 'Additional Order Notes'],
  ['comments_preprinting', 'Artwork notes'],
] as const

/**
 * Notes too long to save: a "comments error", which also disables Save Quote (docs/product.md
 * section 5). The schema caps the stored text; this catches the text while it is typed.
 */
export const checkComments = (
  order: Pick<Order, 'comments_customer' | 'comments_preprinting'>,
): Issue[] =>
  fields.flatMap(([field, name]) =>
    order[field].length > MAX_COMMENT_LENGTH
      ? [
          issue('comments', `${name} must be ${MAX_COMMENT_LENGTH} characters or fewer`, {
            code: 'comment_too_long',
            path: [field],
          }),
        ]
      : [],
  )
