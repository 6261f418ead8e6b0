import type { FileKind } from './detect-file-type'

/** What could be read of an artwork's size: pixels for raster files, points for PDF/EPS pages. */
export type ArtworkDimensions = {
  readonly widthPx: number | null
  readonly heightPx: number | null
  readonly pageWidthPt: number | null
  readonly pageHeightPt: number | null
}

const none: ArtworkDimensions = {
  widthPx: null,
  heightPx: null,
  pageWidthPt: null,
  pageHeightPt: null,
}

const pixels = (w: number, h: number): ArtworkDimensions =>
  w > 0 && h > 0 && Number.isFinite(w) && Number.isFinite(h)
    ? { ...none, widthPx: w, heightPx: h }
    : none

const view = (buf: Uint8Array) => new DataView(buf.buffer, buf.byteOffset, buf.byteLength)

const png = (buf: Uint8Array) =>
  buf.length >= 24 ? pixels(view(buf).getUint32(16), view(buf).getUint32(20)) : none

const psd = (buf: Uint8Array) =>
  buf.length >= 22 ? pixels(view(buf).getUint32(18), view(buf).getUint32(14)) : none

const bmp = (buf: Uint8Array) =>
  buf.length >= 26
    ? pixels(view(buf).getInt32(18, true), Math.abs(view(buf).getInt32(22, true)))
    : none

/** Walks JPEG segments to the first start-of-frame marker. */
const jpeg = (buf: Uint8Array): ArtworkDimensions => {
  const v = view(buf)
  let i = 2
  while (i + 9 < buf.length) {
    if (buf[i] !== 0xff) return none
    const marker = buf[i + 1] ?? 0
    if (marker === 0xff) {
      i += 1
      continue
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2
      continue
    }
    const length = v.getUint16(i + 2)
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)
    if (isFrame) return pixels(v.getUint16(i + 7), v.getUint16(i + 5))
    i += 2 + length
  }
  return none
}

/** Reads ImageWidth (256) and ImageLength (257) from the first TIFF directory. */
const tiff = (buf: Uint8Array): ArtworkDimensions => {
  if (buf.length < 8) return none
  const v = view(buf)
  const le = buf[0] === 0x49
  const ifd = v.getUint32(4, le)
  if (ifd + 2 > buf.length) return none
  const count = v.getUint16(ifd, le)
  let width = 0
  let height = 0
  for (let n = 0; n < count; n++) {
    const at = ifd + 2 + n * 12
    if (at + 12 > buf.length) break
    const tag = v.getUint16(at, le)
    const type = v.getUint16(at + 2, le)
    const value = type === 3 ? v.getUint16(at + 8, le) : v.getUint32(at + 8, le)
    if (tag === 256) width = value
    if (tag === 257) height = value
  }
  return pixels(width, height)
}

const latin1 = (buf: Uint8Array, max: number) =>
  new TextDecoder('latin1').decode(buf.subarray(0, Math.min(buf.length, max)))

const NUM = '(-?\\d+(?:\\.\\d+)?)'

/** The first page's MediaBox (points). */
const pdf = (buf: Uint8Array): ArtworkDimensions => {
  const m = new RegExp(`/MediaBox\\s*\\[\\s*${NUM}\\s+${NUM}\\s+${NUM}\\s+${NUM}\\s*\\]`).exec(
    latin1(buf, 8 * 1024 * 1024),
  )
  return page(m)
}

/** An EPS/PostScript %%BoundingBox (points). */
const postscript = (buf: Uint8Array): ArtworkDimensions =>
  page(
    new RegExp(`%%BoundingBox:\\s*${NUM}\\s+${NUM}\\s+${NUM}\\s+${NUM}`).exec(
      latin1(buf, 64 * 1024),
    ),
  )

const page = (m: RegExpExecArray | null): ArtworkDimensions => {
  if (m === null) return none
  const [x0, y0, x1, y1] = m.slice(1, 5).map(Number) as [number, number, number, number]
  const w = Math.abs(x1 - x0)
  const h = Math.abs(y1 - y0)
  return w > 0 && h > 0 ? { ...none, pageWidthPt: w, pageHeightPt: h } : none
}

/** Reads the size of an artwork file when its format allows; unknown parts are null. */
export const artworkDimensions = (kind: FileKind, buf: Uint8Array): ArtworkDimensions => {
  try {
    switch (kind) {
      case 'png':
        return png(buf)
      case 'jpeg':
        return jpeg(buf)
      case 'bmp':
        return bmp(buf)
      case 'tiff':
        return tiff(buf)
      case 'photoshop':
        return psd(buf)
      case 'pdf':
        return pdf(buf)
      case 'postscript':
        return postscript(buf)
      default:
        return none
    }
  } catch {
    return none
  }
}
