import { imageSize } from 'image-size'
import type { FileKind } from './detect-file-type'

/** What could be read of an artwork's size: pixels for raster files, points for PDF/EPS pages. */
export type ArtworkDimensions = {
  readonly widthPx: number | null
  readonly heightPx: number | null
  readonly pageWidthPt: number | null
  readonly pageHeightPt: number | null
}

/** Reads bytes `start` to `end` (included) of the stored file; null when it is gone. */
export type ReadRange = (start: number, end: number) => Promise<Uint8Array | null>

/**
 * A PDF's page tree can sit anywhere in the file, so pdf-lib reads the whole file. Larger
 * PDFs are not measured (their page size stays unknown) so that the server never holds a
 * large upload in memory, and one PDF is measured at a time.
 */
export const PDF_MEASURE_BYTES = 32 * 1024 * 1024

const none: ArtworkDimensions = {
  widthPx: null,
  heightPx: null,
  pageWidthPt: null,
  pageHeightPt: null,
}

const positive = (n: number) => Number.isFinite(n) && n > 0

const pixels = (w: number | undefined, h: number | undefined): ArtworkDimensions =>
  w !== undefined && h !== undefined && positive(w) && positive(h)
    ? { ...none, widthPx: w, heightPx: h }
    : none

const points = (w: number, h: number): ArtworkDimensions =>
  positive(w) && positive(h) ? { ...none, pageWidthPt: w, pageHeightPt: h } : none

/** PNG, JPEG, BMP, TIFF and PSD from the file's head, with image-size. */
const raster = (head: Uint8Array): ArtworkDimensions => {
  const size = imageSize(head)
  return pixels(size.width, size.height)
}

let pdfQueue: Promise<unknown> = Promise.resolve()
const oneAtATime = <A>(job: () => Promise<A>): Promise<A> => {
  const next = pdfQueue.then(job, job)
  pdfQueue = next.catch(() => undefined)
  return next
}

/** The first page's MediaBox, turned by its /Rotate, with pdf-lib (object streams included). */
const pdf = (sizeBytes: number, read: ReadRange): Promise<ArtworkDimensions> =>
  sizeBytes > PDF_MEASURE_BYTES
    ? Promise.resolve(none)
    : oneAtATime(async () => {
        const bytes = await read(0, sizeBytes - 1)
        if (bytes === null) return none
        // Loaded on the first PDF, not when the server starts.
        const { PDFDocument } = await import('pdf-lib')
        const doc = await PDFDocument.load(bytes, {
          ignoreEncryption: true,
          updateMetadata: false,
          throwOnInvalidObject: false,
        })
        const page = doc.getPages()[0]
        if (page === undefined) return none
        const { width, height } = page.getMediaBox()
        const turned = Math.abs(page.getRotation().angle) % 180 === 90
        return turned
          ? points(Math.abs(height), Math.abs(width))
          : points(Math.abs(width), Math.abs(height))
      })

/** The DSC comment `%%BoundingBox: llx lly urx ury` of PostScript/EPS text (points). */
const boundingBox = (text: Uint8Array): ArtworkDimensions => {
  const dsc = new TextDecoder('latin1').decode(text)
  const m = /%%BoundingBox:[ \t]*(-?[\d.]+)[ \t]+(-?[\d.]+)[ \t]+(-?[\d.]+)[ \t]+(-?[\d.]+)/.exec(
    dsc,
  )
  if (m === null) return none
  const [x0, y0, x1, y1] = m.slice(1, 5).map(Number) as [number, number, number, number]
  return points(Math.abs(x1 - x0), Math.abs(y1 - y0))
}

/** How far into the PostScript text the header comments (with %%BoundingBox) are looked for. */
const DSC_HEADER_BYTES = 64 * 1024

/**
 * A binary (DOS) EPS starts with a 30-byte header: C5 D0 D3 C6, then the offset and length
 * of its PostScript section (little-endian); the bounding box is in that section's header.
 */
const binaryEps = async (head: Uint8Array, read: ReadRange): Promise<ArtworkDimensions> => {
  if (head.length < 12) return none
  const header = new DataView(head.buffer, head.byteOffset, head.byteLength)
  const start = header.getUint32(4, true)
  const length = header.getUint32(8, true)
  const end = start + Math.min(length, DSC_HEADER_BYTES)
  if (length === 0) return none
  if (end <= head.length) return boundingBox(head.subarray(start, end))
  const section = await read(start, end - 1)
  return section === null ? none : boundingBox(section)
}

/**
 * Reads the size of an artwork file when its format allows; unknown parts are null.
 * `head` is the file's first bytes; `read` fetches other parts of the stored file.
 */
export const artworkDimensions = async (
  kind: FileKind,
  head: Uint8Array,
  sizeBytes: number,
  read: ReadRange,
): Promise<ArtworkDimensions> => {
  try {
    switch (kind) {
      case 'png':
      case 'jpeg':
      case 'bmp':
      case 'tiff':
      case 'photoshop':
        return raster(head)
      case 'pdf':
        return await pdf(sizeBytes, read)
      case 'postscript':
        return boundingBox(head.subarray(0, DSC_HEADER_BYTES))
      case 'eps':
        return head[0] === 0xc5
          ? await binaryEps(head, read)
          : boundingBox(head.subarray(0, DSC_HEADER_BYTES))
      default:
        return none
    }
  } catch {
    return none
  }
}
