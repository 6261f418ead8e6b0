import { describe, expect, it } from 'vitest'
import { artworkDimensions } from '../../src/uploads/artwork-dimensions'
import { detectFileType } from '../../src/uploads/detect-file-type'
import { sanitizeSvg } from '../../src/uploads/sanitize-svg'
import * as files from '../support/sample-files'

describe('detectFileType', () => {
  it('recognises every accepted kind by its first bytes', () => {
    expect(detectFileType(files.psd(10, 10))).toBe('photoshop')
    expect(detectFileType(files.eps())).toBe('postscript')
    expect(detectFileType(files.epsBinary())).toBe('eps')
    expect(detectFileType(files.indesign())).toBe('indesign')
    expect(detectFileType(files.bmp(4, 4))).toBe('bmp')
    expect(detectFileType(files.tiff(4, 4))).toBe('tiff')
    expect(detectFileType(files.jpeg(4, 4))).toBe('jpeg')
    expect(detectFileType(files.png(4, 4))).toBe('png')
    expect(detectFileType(files.pdf(72, 72))).toBe('pdf')
    expect(detectFileType(files.svg())).toBe('svg')
  })

  it('refuses text, GIF, HTML with an svg inside and empty files', () => {
    expect(detectFileType(files.plainText())).toBeNull()
    expect(detectFileType(files.gif())).toBeNull()
    expect(detectFileType(files.htmlPretendingSvg())).toBeNull()
    expect(detectFileType(new Uint8Array())).toBeNull()
  })
})

describe('artworkDimensions', () => {
  it('reads pixel sizes of PNG, JPEG, BMP, TIFF and PSD', () => {
    expect(artworkDimensions('png', files.png(600, 900))).toMatchObject({
      widthPx: 600,
      heightPx: 900,
    })
    expect(artworkDimensions('jpeg', files.jpeg(1200, 800))).toMatchObject({
      widthPx: 1200,
      heightPx: 800,
    })
    expect(artworkDimensions('bmp', files.bmp(30, 20))).toMatchObject({ widthPx: 30, heightPx: 20 })
    expect(artworkDimensions('tiff', files.tiff(300, 150))).toMatchObject({
      widthPx: 300,
      heightPx: 150,
    })
    expect(artworkDimensions('photoshop', files.psd(640, 480))).toMatchObject({
      widthPx: 640,
      heightPx: 480,
    })
  })

  it('reads the page size of a PDF (MediaBox) and an EPS (BoundingBox) in points', () => {
    expect(artworkDimensions('pdf', files.pdf(144, 216))).toMatchObject({
      pageWidthPt: 144,
      pageHeightPt: 216,
      widthPx: null,
    })
    expect(artworkDimensions('postscript', files.eps())).toMatchObject({
      pageWidthPt: 144,
      pageHeightPt: 216,
    })
  })

  it('answers nulls for truncated files instead of throwing', () => {
    expect(artworkDimensions('png', files.png(1, 1).subarray(0, 12))).toMatchObject({
      widthPx: null,
    })
    expect(artworkDimensions('jpeg', Uint8Array.from([0xff, 0xd8, 0xff]))).toMatchObject({
      widthPx: null,
    })
    expect(
      artworkDimensions('tiff', Uint8Array.from([0x49, 0x49, 0x2a, 0, 200, 0, 0, 0])),
    ).toMatchObject({ widthPx: null })
  })
})

describe('sanitizeSvg', () => {
  it('removes script, event handlers, javascript: links and foreignObject', () => {
    const out = sanitizeSvg(Buffer.from(files.evilSvg()).toString('utf8'))
    expect(out).not.toMatch(/<script/i)
    expect(out).not.toMatch(/onload/i)
    expect(out).not.toMatch(/javascript:/i)
    expect(out).not.toMatch(/foreignObject/i)
    expect(out).toContain('<rect')
    expect(out).toContain('<svg')
  })

  it('removes nested tricks that reappear after one pass', () => {
    const out = sanitizeSvg(
      '<svg><scr<script></script>ipt>alert(1)</script><g oonnclick="x" /></svg>',
    )
    expect(out).not.toMatch(/<script/i)
  })
})
