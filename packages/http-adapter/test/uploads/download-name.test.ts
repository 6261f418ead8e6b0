import { describe, expect, it } from 'vitest'
import { downloadName } from '../../src/uploads/download-name'

describe('downloadName', () => {
  it('keeps a name whose extension fits the detected type', () => {
    expect(downloadName('logo.png', 'image/png')).toBe('logo.png')
    expect(downloadName('photo.JPEG', 'image/jpeg')).toBe('photo.JPEG')
    expect(downloadName('art.ai', 'application/pdf')).toBe('art.ai')
    expect(downloadName('cut.eps', 'application/postscript')).toBe('cut.eps')
  })

  it('gives the detected type extension to a name that claims another type', () => {
    expect(downloadName('poly.html', 'image/png')).toBe('poly.png')
    expect(downloadName('page.svg', 'image/jpeg')).toBe('page.jpg')
    expect(downloadName('noextension', 'application/pdf')).toBe('noextension.pdf')
    expect(downloadName('a.b.htm', 'image/tiff')).toBe('a.b.tif')
    expect(downloadName('', 'image/bmp')).toBe('upload.bmp')
  })
})
