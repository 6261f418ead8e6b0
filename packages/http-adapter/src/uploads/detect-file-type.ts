import { fileTypeFromBuffer } from 'file-type'

/** The artwork formats SPEC.md section 3 accepts, decided by the file's content. */
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

/**
 * How many leading bytes of an upload are read before deciding its kind; raster sizes are
 * read from the same bytes (a JPEG's frame header may follow large metadata segments).
 */
export const SNIFF_BYTES = 256 * 1024

/** file-type's extensions for the accepted kinds; every other answer is refused. */
const KIND_OF_EXT: Readonly<Record<string, FileKind>> = {
  psd: 'photoshop',
  ps: 'postscript',
  eps: 'eps',
  indd: 'indesign',
  bmp: 'bmp',
  tif: 'tiff',
  jpg: 'jpeg',
  png: 'png',
  pdf: 'pdf',
  // Illustrator files saved with PDF compatibility are PDFs.
  ai: 'pdf',
}

/**
 * Looks for an `<svg` root element after an optional BOM, XML declaration, processing
 * instructions, comments and doctype. file-type does not detect SVG (it answers "xml" or
 * nothing); the sanitiser parses the whole document afterwards and refuses what is not SVG.
 */
const isSvg = (head: Uint8Array): boolean => {
  if (head.includes(0)) return false
  // A multi-byte character cut at the end of the head decodes to U+FFFD: harmless here.
  let rest = new TextDecoder('utf-8').decode(head.subarray(0, 4096)).replace(/^\uFEFF/, '')
  for (;;) {
    const before = rest
    rest = rest
      .replace(/^\s+/, '')
      .replace(/^<\?[^>]*\?>/, '')
      .replace(/^<!--[\s\S]*?-->/, '')
      .replace(/^<!DOCTYPE\s+svg[^>[]*(\[[\s\S]*?\])?\s*>/i, '')
    if (rest === before) break
  }
  return /^<svg[\s>/:]/.test(rest)
}

/** The kind of an upload from its first bytes (up to SNIFF_BYTES), or null when not accepted. */
export const detectFileType = async (head: Uint8Array): Promise<FileKind | null> => {
  const found = await fileTypeFromBuffer(head)
  if (found !== undefined && found.ext !== 'xml') return KIND_OF_EXT[found.ext] ?? null
  return isSvg(head) ? 'svg' : null
}
