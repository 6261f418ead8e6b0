import { sanitizeUploadFilename } from '@diecut/quote-core'

/** File name extensions that fit each stored media type; the first is the one given. */
const EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  'image/vnd.adobe.photoshop': ['psd', 'psb'],
  'application/postscript': ['eps', 'ps', 'ai', 'epsf', 'epsi'],
  'application/x-indesign': ['indd'],
  'image/bmp': ['bmp', 'dib'],
  'image/tiff': ['tif', 'tiff'],
  'image/jpeg': ['jpg', 'jpeg', 'jpe'],
  'image/png': ['png'],
  // Illustrator files saved with PDF compatibility are PDFs.
  'application/pdf': ['pdf', 'ai'],
  'image/svg+xml': ['svg'],
}

/**
 * The name a stored file is saved and downloaded under: the customer's name when its
 * extension fits the detected type, else the same name with the type's extension
 * (a PNG named poly.html downloads as poly.png), so the name never claims another type.
 */
export const downloadName = (filename: string, mimetype: string): string => {
  const fitting = EXTENSIONS[mimetype] ?? ['bin']
  const safe = sanitizeUploadFilename(filename)
  const dot = safe.lastIndexOf('.')
  const ext = dot > 0 ? safe.slice(dot + 1).toLowerCase() : ''
  if (fitting.includes(ext)) return safe
  const stem = dot > 0 ? safe.slice(0, dot) : safe
  return sanitizeUploadFilename(`${stem}.${fitting[0]}`)
}
