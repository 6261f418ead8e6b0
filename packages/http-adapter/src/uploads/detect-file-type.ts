/** The artwork formats SPEC.md section 3 accepts, decided by the file's first bytes. */
export type FileKind =
  'photoshop' | 'postscript' | 'eps' | 'indesign' | 'bmp' | 'tiff' | 'jpeg' | 'png' | 'pdf' | 'svg'

export const mimetypeOf: Readonly<Record<FileKind, string>> = {
  photoshop: 'image/vnd.adobe.photoshop',
  postscript: 'application/postscript',
  eps: 'application/postscript',
  indesign: 'application/x-indesign',
  bmp: 'image/bmp',
  tiff: 'image/tiff',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
}

const startsWith = (buf: Uint8Array, bytes: readonly number[], offset = 0): boolean =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b)

const ascii = (s: string): number[] => [...s].map((c) => c.charCodeAt(0))

const INDESIGN = [
  0x06, 0x06, 0xed, 0xf5, 0xd8, 0x1d, 0x46, 0xe5, 0xbd, 0x31, 0xef, 0xe7, 0xfe, 0x74, 0xb7, 0x1d,
]

/** Looks for an `<svg` root element after an optional BOM, XML declaration, comments and doctype. */
const isSvg = (buf: Uint8Array): boolean => {
  const head = buf.subarray(0, 4096)
  if (head.includes(0)) return false
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(head)
  } catch {
    // A multi-byte character cut at 4096 bytes: decode leniently, the test below still holds.
    text = new TextDecoder('utf-8').decode(head)
  }
  let rest = text.replace(/^\uFEFF/, '')
  for (;;) {
    const before = rest
    rest = rest
      .replace(/^\s+/, '')
      .replace(/^<\?xml[^>]*\?>/, '')
      .replace(/^<!--[\s\S]*?-->/, '')
      .replace(/^<!DOCTYPE\s+svg[^>[]*(\[[\s\S]*?\])?\s*>/i, '')
    if (rest === before) break
  }
  return /^<svg[\s>/:]/.test(rest)
}

/** The kind of an uploaded file by content, or null when it is none of the accepted kinds. */
export const detectFileType = (buf: Uint8Array): FileKind | null => {
  if (startsWith(buf, ascii('8BPS'))) return 'photoshop'
  if (startsWith(buf, ascii('%PDF-'))) return 'pdf'
  if (startsWith(buf, ascii('%!PS'))) return 'postscript'
  if (startsWith(buf, [0xc5, 0xd0, 0xd3, 0xc6])) return 'eps'
  if (startsWith(buf, INDESIGN)) return 'indesign'
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(buf, [0x49, 0x49, 0x2a, 0x00]) || startsWith(buf, [0x4d, 0x4d, 0x00, 0x2a]))
    return 'tiff'
  if (startsWith(buf, ascii('BM')) && buf.length >= 26) return 'bmp'
  if (isSvg(buf)) return 'svg'
  return null
}
