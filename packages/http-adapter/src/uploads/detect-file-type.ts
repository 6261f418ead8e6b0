import { artworkFileType, artworkKindOfExtension, type ArtworkFileKind } from '@diecut/quote-core'
import { fileTypeFromBuffer } from 'file-type'

/** The artwork formats docs/product.md section 3 accepts, decided by the file's content. */
export type FileKind = ArtworkFileKind

/** The media type a stored file of each kind is served with. */
export const mimetypeOf = (kind: FileKind): string => artworkFileType(kind).mimetype

/**
 * How many leading bytes of an upload are read before deciding its kind; raster sizes are
 * read from the same bytes (a JPEG's frame header may follow large metadata segments).
 */
export const SNIFF_BYTES = 256 * 1024

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
  if (found !== undefined && found.ext !== 'xml') return artworkKindOfExtension(found.ext)
  return isSvg(head) ? 'svg' : null
}
