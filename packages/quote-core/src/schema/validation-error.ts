import { Schema } from 'effect'
import { ISSUE_CODES } from './issue-code'

/** A rule's finding about an order (docs/product.md section 3, "Validation error item"). */
export const ValidationError = Schema.Struct({
  category: Schema.String,
  subcategory: Schema.optional(Schema.String),
  message: Schema.String,
  blocking: Schema.Boolean,
  /** A stable machine name of the rule, for adapters (they never compare message text). */
  code: Schema.Literal(...ISSUE_CODES),
  path: Schema.optional(Schema.Array(Schema.String)),
})
export type ValidationError = typeof ValidationError.Type
