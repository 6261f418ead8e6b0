import { Schema } from 'effect'
import { UPLOAD_TYPES } from '../catalog/ids'
import { Id, Text } from './primitives'

export const UploadType = Schema.Literal(...UPLOAD_TYPES)
export type UploadType = typeof UploadType.Type

/** A file attached to a quote (logo, creative vision, style reference or variable data). */
export const QuoteUpload = Schema.Struct({
  id: Id,
  order_id: Id,
  s3key: Text(512),
  filename: Text(200),
  size: Schema.Int.pipe(Schema.between(0, 2_147_483_647)),
  mimetype: Text(127),
  filepicker_id: Schema.NullOr(Text(255)),
  filepicker_url: Schema.NullOr(Text(2048)),
  type: UploadType,
})
export type QuoteUpload = typeof QuoteUpload.Type

/** Longest stored file name; longer names keep their extension and lose the middle. */
export const MAX_UPLOAD_FILENAME = 200

/**
 * The stored name of an uploaded file: characters other than letters, digits and
 * _ . - [ ] ( ) are removed (docs/product.md section 3), capped at 200 characters.
 */
export const sanitizeUploadFilename = (name: string): string => {
  const cleaned = name.replace(/[^A-Za-z0-9_.\-[\]()]/g, '')
  const safe = cleaned.replace(/^\.+/, '') || 'upload'
  if (safe.length <= MAX_UPLOAD_FILENAME) return safe
  const dot = safe.lastIndexOf('.')
  const ext = dot > 0 && safe.length - dot <= 10 ? safe.slice(dot) : ''
  return safe.slice(0, MAX_UPLOAD_FILENAME - ext.length) + ext
}
