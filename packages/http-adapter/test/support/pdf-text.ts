import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

// pdf.js reads the metrics of the 14 standard PDF fonts from its own package.
const standardFontDataUrl = `${path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`

/** A PDF read back with pdf.js: its page count and the text of every page. */
export const readPdf = async (bytes: Uint8Array): Promise<{ pages: number; text: string }> => {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl }).promise
  const texts: string[] = []
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent()
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  await pdf.destroy()
  return { pages: pdf.numPages, text: texts.join('\n') }
}

/** zxing's reader, its WebAssembly read from the package (nothing is fetched). */
const barcodeReader = async () => {
  const reader = await import('zxing-wasm/reader')
  const wasm = readFileSync(
    createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'),
  )
  reader.prepareZXingModule({
    overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.length) },
    fireImmediately: true,
  })
  return reader
}

/** An image pdf.js decoded, as RGBA pixels (its kinds: 1 bit grey, RGB, RGBA). */
const rgbaOf = (img: { width: number; height: number; data: Uint8ClampedArray; kind: number }) => {
  const { width, height, data, kind } = img
  const out = new Uint8ClampedArray(width * height * 4)
  for (let i = 0; i < width * height; i++) {
    if (kind === 3) out.set(data.subarray(i * 4, i * 4 + 4), i * 4)
    else if (kind === 2) {
      out.set(data.subarray(i * 3, i * 3 + 3), i * 4)
      out[i * 4 + 3] = 255
    } else {
      const rowBytes = Math.ceil(width / 8)
      const x = i % width
      const y = Math.floor(i / width)
      const bit = (data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1
      out.fill(bit * 255, i * 4, i * 4 + 3)
      out[i * 4 + 3] = 255
    }
  }
  return { data: out, width, height, colorSpace: 'srgb' as const }
}

/**
 * The Code 128 barcodes of each page of a PDF, decoded: every image pdf.js draws on a page is
 * read with zxing, and the text of each barcode found is kept, page by page.
 */
export const readPdfBarcodes = async (bytes: Uint8Array): Promise<string[][]> => {
  const { readBarcodes } = await barcodeReader()
  const { OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl }).promise
  const pages: string[][] = []
  for (let i = 1; i <= pdf.numPages; i++) {
    const page = await pdf.getPage(i)
    const ops = await page.getOperatorList()
    const found: string[] = []
    for (let k = 0; k < ops.fnArray.length; k++) {
      if (ops.fnArray[k] !== OPS.paintImageXObject) continue
      const name = (ops.argsArray[k] as [string])[0]
      const img = await new Promise<Parameters<typeof rgbaOf>[0]>((resolve) =>
        page.objs.get(name, resolve),
      )
      if (img === null || img.data === undefined) continue
      const results = await readBarcodes(rgbaOf(img), { formats: ['Code128'], tryHarder: true })
      found.push(...results.filter((r) => r.isValid).map((r) => r.text))
    }
    pages.push(found)
  }
  await pdf.destroy()
  return pages
}
