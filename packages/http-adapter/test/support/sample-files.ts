import { PDFDocument } from 'pdf-lib'

/** Small files of every accepted kind (and some that are not), built byte by byte. */

const bytes = (...parts: (number[] | string | Uint8Array)[]): Uint8Array =>
  Uint8Array.from(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : [...p])),
  )

const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]
const u16be = (n: number) => [(n >>> 8) & 255, n & 255]
const u32le = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255, (n >>> 24) & 255]
const u16le = (n: number) => [n & 255, (n >>> 8) & 255]

export const png = (w: number, h: number) =>
  bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    u32be(13),
    'IHDR',
    u32be(w),
    u32be(h),
    [8, 6, 0, 0, 0],
    u32be(0),
  )

export const jpeg = (w: number, h: number) =>
  bytes(
    [0xff, 0xd8],
    [0xff, 0xe0],
    u16be(16),
    'JFIF',
    [0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    [0xff, 0xc0],
    u16be(17),
    [8],
    u16be(h),
    u16be(w),
    [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
    [0xff, 0xd9],
  )

export const bmp = (w: number, h: number) =>
  bytes(
    'BM',
    u32le(70),
    u32le(0),
    u32le(54),
    u32le(40),
    u32le(w),
    u32le(h),
    u16le(1),
    u16le(24),
    new Uint8Array(24),
  )

export const tiff = (w: number, h: number) =>
  bytes(
    'II',
    [0x2a, 0],
    u32le(8),
    u16le(2),
    u16le(256),
    u16le(3),
    u32le(1),
    u16le(w),
    u16le(0),
    u16le(257),
    u16le(4),
    u32le(1),
    u32le(h),
    u32le(0),
  )

export const psd = (w: number, h: number) =>
  bytes('8BPS', u16be(1), new Uint8Array(6), u16be(3), u32be(h), u32be(w), u16be(8), u16be(3))

/** A one-page PDF of width x height points (72 per inch). */
export const pdf = (widthPt: number, heightPt: number) =>
  bytes(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 ${widthPt} ${heightPt}] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  )

/** A one-page PDF as pdf-lib writes it: the page dictionary inside a compressed object stream. */
export const pdfWithObjectStreams = async (widthPt: number, heightPt: number) => {
  const doc = await PDFDocument.create()
  doc.addPage([widthPt, heightPt])
  return doc.save({ useObjectStreams: true })
}

export const eps = () => bytes('%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 144 216\nshowpage\n')

/**
 * A binary (DOS) EPS: the 30-byte header (magic, PostScript offset and length, no WMF,
 * a TIFF preview of `previewBytes` placed before the PostScript, checksum FFFF).
 */
export const epsBinary = (box = '0 0 144 216', previewBytes = 0): Uint8Array => {
  const ps = bytes(`%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: ${box}\n%%EndComments\nshowpage\n`)
  const psStart = 30 + previewBytes
  const preview = new Uint8Array(previewBytes)
  if (previewBytes > 0) preview.set(tiff(1, 1))
  return bytes(
    [0xc5, 0xd0, 0xd3, 0xc6],
    u32le(psStart),
    u32le(ps.length),
    u32le(0),
    u32le(0),
    u32le(previewBytes > 0 ? 30 : 0),
    u32le(previewBytes),
    [0xff, 0xff],
    preview,
    ps,
  )
}
export const indesign = () =>
  bytes(
    [
      0x06, 0x06, 0xed, 0xf5, 0xd8, 0x1d, 0x46, 0xe5, 0xbd, 0x31, 0xef, 0xe7, 0xfe, 0x74, 0xb7,
      0x1d,
    ],
    new Uint8Array(16),
  )

export const svg = (inner = '<rect width="10" height="10"/>') =>
  bytes(
    `<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">${inner}</svg>\n`,
  )

export const evilSvg = () =>
  svg(
    '<script>alert(1)</script><rect onload="alert(2)" width="1" height="1"/><a href="javascript:alert(3)"><text>x</text></a><foreignObject><iframe src="https://example.com"/></foreignObject>',
  )

/** A Canon raw photo: a TIFF container that is not a TIFF image. */
export const cr2 = () =>
  bytes('II', [0x2a, 0], u32le(16), 'CR', [2, 0], u32le(0), u16le(0), u32le(0), new Uint8Array(32))

/** A PNG whose bytes go on as an HTML page: a polyglot. */
export const pngHtmlPolyglot = () =>
  bytes(png(8, 8), '<html><body><script>alert(document.domain)</script></body></html>')

export const plainText = () => bytes('just some notes, not artwork\n')
export const gif = () => bytes('GIF89a', new Uint8Array(10))
export const htmlPretendingSvg = () =>
  bytes('<html><body><svg></svg><script>alert(1)</script></body></html>')
