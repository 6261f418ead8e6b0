import { Schema } from 'effect'
import { Id, Inches, Text } from './primitives'

/** A die (stock or custom size) as the sizes list carries it (SPEC.md section 3). */
export const DieSize = Schema.Struct({
  id: Id,
  status_id: Id,
  width: Inches,
  length: Inches,
  depth: Schema.NullOr(Inches),
  label: Text(255),
  shape_id: Id,
  is_square_corners: Schema.Boolean,
  size_type_id: Id,
  product_type_id: Id,
  s3key: Text(512),
})
export type DieSize = typeof DieSize.Type
