import { describe, expect, it } from 'vitest'
import {
  ARTWORK_FILE_TYPES,
  ACCEPTED_ARTWORK_EXTENSIONS,
  ACCEPTED_ARTWORK_NAMES,
  artworkKindOfExtension,
  extensionsOfMimetype,
  isAcceptedArtworkName,
  PROOF_FILE_ACCEPT,
  viewsInBrowser,
} from './artwork-files'

describe('artwork file types', () => {
  it('names the accepted formats for the customer', () => {
    expect(ACCEPTED_ARTWORK_NAMES).toBe('PDF, AI, EPS, PSD, InDesign, SVG, TIFF, JPEG, PNG and BMP')
  })

  it('lets the file picker offer exactly the accepted extensions', () => {
    expect(ACCEPTED_ARTWORK_EXTENSIONS.split(',').sort()).toEqual([
      '.ai',
      '.bmp',
      '.eps',
      '.indd',
      '.jpeg',
      '.jpg',
      '.pdf',
      '.png',
      '.ps',
      '.psd',
      '.svg',
      '.tif',
      '.tiff',
    ])
  })

  it('accepts a file by its extension, in any case, and nothing without one', () => {
    expect(isAcceptedArtworkName('Logo.PDF')).toBe(true)
    expect(isAcceptedArtworkName('photo.jpeg')).toBe(true)
    expect(isAcceptedArtworkName('notes.docx')).toBe(false)
    expect(isAcceptedArtworkName('pdf')).toBe(false)
    expect(isAcceptedArtworkName('poly.psb')).toBe(false)
  })

  it('reads a sniffed extension as its kind; an Illustrator file is a PDF', () => {
    expect(artworkKindOfExtension('ai')).toBe('pdf')
    expect(artworkKindOfExtension('ps')).toBe('postscript')
    expect(artworkKindOfExtension('eps')).toBe('eps')
    expect(artworkKindOfExtension('tif')).toBe('tiff')
    expect(artworkKindOfExtension('zip')).toBeNull()
  })

  it('gives each media type the names a stored file may keep, the given one first', () => {
    expect(extensionsOfMimetype('application/postscript')).toEqual([
      'eps',
      'ps',
      'ai',
      'epsf',
      'epsi',
    ])
    expect(extensionsOfMimetype('image/jpeg')).toEqual(['jpg', 'jpeg', 'jpe'])
    expect(extensionsOfMimetype('text/html')).toEqual([])
  })

  it('takes proofs as PDF, PNG or JPEG', () => {
    expect(PROOF_FILE_ACCEPT).toBe('application/pdf,image/png,image/jpeg')
  })
})

describe('viewsInBrowser', () => {
  it('lets PDFs and web images open in a tab, and only downloads the rest', () => {
    const views = ARTWORK_FILE_TYPES.filter((t) => viewsInBrowser(t.mimetype)).map((t) => t.kind)
    expect(views).toEqual(['pdf', 'svg', 'jpeg', 'png', 'bmp'])
    expect(viewsInBrowser('text/html')).toBe(false)
    expect(viewsInBrowser('application/postscript')).toBe(false)
  })
})
