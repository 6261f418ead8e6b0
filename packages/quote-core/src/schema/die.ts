import { Schema } from 'effect'
import { SIZES_NOT_MODIFIED } from '../catalog/constants'
import { Id, Inches, Text } from './primitives'

/** A die (stock or custom size) as the sizes list carries it (docs/product.md section 3). */
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

/**
 * The answer of POST /admin/sizes/see-all-sizes: the die library, or SIZES_NOT_MODIFIED when the
 * client's copy is current, with the library's stamp and the client version (docs/product.md section 7).
 */
export const SizesAnswer = Schema.Struct({
  sizes: Schema.Union(Schema.Literal(SIZES_NOT_MODIFIED), Schema.Array(DieSize)),
  lastModified: Schema.optionalWith(Schema.NullOr(Schema.String), { default: () => null }),
  version: Schema.optionalWith(Schema.NullOr(Schema.Number), { default: () => null }),
})
export type SizesAnswer = typeof SizesAnswer.Type
