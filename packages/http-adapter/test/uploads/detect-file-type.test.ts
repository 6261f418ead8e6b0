import { describe, expect, it } from 'vitest'
import { detectFileType } from '../../src/uploads/detect-file-type'
import * as files from '../support/sample-files'

describe('detectFileType', () => {
  it('recognises every accepted kind by its first bytes', async () => {
    expect(await detectFileType(files.psd(10, 10))).toBe('photoshop')
    expect(await detectFileType(files.eps())).toBe('eps')
    expect(await detectFileType(files.epsBinary())).toBe('eps')
    expect(await detectFileType(Buffer.from('%!PS-Adobe-3.0\n%%Pages: 1\nshowpage\n'))).toBe(
      'postscript',
    )
    expect(await detectFileType(files.indesign())).toBe('indesign')
    expect(await detectFileType(files.bmp(4, 4))).toBe('bmp')
    expect(await detectFileType(files.tiff(4, 4))).toBe('tiff')
    expect(await detectFileType(files.jpeg(4, 4))).toBe('jpeg')
    expect(await detectFileType(files.png(4, 4))).toBe('png')
    expect(await detectFileType(files.pdf(72, 72))).toBe('pdf')
    expect(await detectFileType(await files.pdfWithObjectStreams(72, 72))).toBe('pdf')
    expect(await detectFileType(files.svg())).toBe('svg')
    expect(await detectFileType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(
      'svg',
    )
  })

  it('refuses text, GIF, HTML with an svg inside, empty files and camera raw in a TIFF container', async () => {
    expect(await detectFileType(files.plainText())).toBeNull()
    expect(await detectFileType(files.gif())).toBeNull()
    expect(await detectFileType(files.htmlPretendingSvg())).toBeNull()
    expect(await detectFileType(new Uint8Array())).toBeNull()
    // The hand-written check took anything starting II*\0 for a TIFF.
    expect(await detectFileType(files.cr2())).toBeNull()
  })

  it('types a PNG/HTML polyglot as the PNG it starts as', async () => {
    expect(await detectFileType(files.pngHtmlPolyglot())).toBe('png')
  })
})
