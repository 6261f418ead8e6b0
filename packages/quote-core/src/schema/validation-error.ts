import { Schema } from 'effect'

/** A rule's finding about an order (SPEC.md section 3, "Validation error item"). */
export const ValidationError = Schema.Struct({
  category: Schema.String,
  subcategory: Schema.optional(Schema.String),
  message: Schema.String,
  blocking: Schema.Boolean,
  path: Schema.optional(Schema.Array(Schema.String)),
})
export type ValidationError = typeof ValidationError.Type
