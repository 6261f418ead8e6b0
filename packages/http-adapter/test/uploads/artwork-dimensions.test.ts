import { describe, expect, it } from 'vitest'
import { artworkDimensions, type ReadRange } from '../../src/uploads/artwork-dimensions'
import type { FileKind } from '../../src/uploads/detect-file-type'
import * as files from '../support/sample-files'

/** Measures a whole file as the uploader does: the head in hand, the rest read from storage. */
const measure = (kind: FileKind, file: Uint8Array, headBytes = 256 * 1024) => {
  const read: ReadRange = async (start, end) => file.subarray(start, end + 1)
  return artworkDimensions(kind, file.subarray(0, headBytes), file.length, read)
}

describe('artworkDimensions', () => {
  it('reads pixel sizes of PNG, JPEG, BMP, TIFF and PSD', async () => {
    expect(await measure('png', files.png(600, 900))).toMatchObject({ widthPx: 600, heightPx: 900 })
    expect(await measure('jpeg', files.jpeg(1200, 800))).toMatchObject({
      widthPx: 1200,
      heightPx: 800,
    })
    expect(await measure('bmp', files.bmp(30, 20))).toMatchObject({ widthPx: 30, heightPx: 20 })
    expect(await measure('tiff', files.tiff(300, 150))).toMatchObject({
      widthPx: 300,
      heightPx: 150,
    })
    expect(await measure('photoshop', files.psd(640, 480))).toMatchObject({
      widthPx: 640,
      heightPx: 480,
    })
  })

  it('reads the page size of a PDF whose pages sit in compressed object streams', async () => {
    const pdf = await files.pdfWithObjectStreams(144, 216)
    // No readable MediaBox in the bytes: only a PDF parser finds the page size.
    expect(Buffer.from(pdf).toString('latin1')).not.toMatch(/\/MediaBox\s*\[/)
    expect(await measure('pdf', pdf)).toEqual({
      widthPx: null,
      heightPx: null,
      pageWidthPt: 144,
      pageHeightPt: 216,
    })
    expect(await measure('pdf', files.pdf(612, 792))).toMatchObject({
      pageWidthPt: 612,
      pageHeightPt: 792,
    })
  })

  it('reads the BoundingBox of text EPS and of binary (DOS) EPS, also past the head', async () => {
    expect(await measure('eps', files.eps())).toMatchObject({
      pageWidthPt: 144,
      pageHeightPt: 216,
    })
    expect(await measure('eps', files.epsBinary('10 20 298 452'))).toMatchObject({
      pageWidthPt: 288,
      pageHeightPt: 432,
    })
    // A TIFF preview of 300 KB before the PostScript: the section is read from storage.
    expect(await measure('eps', files.epsBinary('0 0 72 36', 300 * 1024))).toMatchObject({
      pageWidthPt: 72,
      pageHeightPt: 36,
    })
  })

  it('answers nulls for truncated or broken files instead of throwing', async () => {
    const none = { widthPx: null, heightPx: null, pageWidthPt: null, pageHeightPt: null }
    expect(await measure('png', files.png(1, 1).subarray(0, 12))).toEqual(none)
    expect(await measure('jpeg', Uint8Array.from([0xff, 0xd8, 0xff]))).toEqual(none)
    expect(await measure('tiff', Uint8Array.from([0x49, 0x49, 0x2a, 0, 200, 0, 0, 0]))).toEqual(
      none,
    )
    expect(await measure('pdf', Buffer.from('%PDF-1.7\nnot really'))).toEqual(none)
    expect(await measure('eps', files.epsBinary().subarray(0, 40))).toEqual(none)
  })
})
