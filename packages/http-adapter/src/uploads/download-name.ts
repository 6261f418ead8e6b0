import { extensionsOfMimetype, sanitizeUploadFilename } from '@diecut/quote-core'

/**
 * The name a stored file is saved and downloaded under: the customer's name when its
 * extension fits the detected type, else the same name with the type's extension
 * (a PNG named poly.html downloads as poly.png), so the name never claims another type.
 */
export const downloadName = (filename: string, mimetype: string): string => {
  const known = extensionsOfMimetype(mimetype)
  const fitting = known.length > 0 ? known : ['bin']
  const safe = sanitizeUploadFilename(filename)
  const dot = safe.lastIndexOf('.')
  const ext = dot > 0 ? safe.slice(dot + 1).toLowerCase() : ''
  if (fitting.includes(ext)) return safe
  const stem = dot > 0 ? safe.slice(0, dot) : safe
  return sanitizeUploadFilename(`${stem}.${fitting[0]}`)
}
