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
