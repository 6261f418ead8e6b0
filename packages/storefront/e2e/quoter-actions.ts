import { deflateSync } from 'node:zlib'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/** Clicks the option card (material, laminate, shape, …) whose title is exactly `title`. */
export const pick = async (page: Page, title: string, within = 'body') => {
  const card = page
    .locator(within)
    .locator('label.option-card')
    .filter({
      has: page.locator('.option-title', {
        hasText: new RegExp(`^${title.replace(/[()]/g, '\\$&')}$`),
      }),
    })
  await card.first().click()
}

/** Types into a labelled field and commits it (blur). */
export const fill = async (page: Page, label: string | RegExp, value: string) => {
  const input = page.getByLabel(label, { exact: typeof label === 'string' })
  await input.fill(value)
  await input.press('Tab')
}

/** Waits until an element's text matches. */
export const textOf = async (page: Page, selector: string, pattern: RegExp) => {
  await expect
    .poll(async () => (await page.locator(selector).first().textContent()) ?? '', {
      timeout: 15_000,
    })
    .toMatch(pattern)
  return (await page.locator(selector).first().textContent()) ?? ''
}

/**
 * Completes a label quote from a fresh label quoter: `material` with `laminate` (null for a
 * stock printed unlaminated), 2" x 3" rectangles, machine applied, artwork later, `quantity`.
 * Answers the subtotal and per-unit price the Order Summary shows.
 */
export const quoteLabels = async (
  page: Page,
  { material, laminate, quantity }: { material: string; laminate: string | null; quantity: number },
) => {
  await page.getByRole('heading', { name: 'Custom Labels', level: 1 }).waitFor()
  await pick(page, material)
  if (laminate !== null) await pick(page, laminate, '#step-laminate')
  await pick(page, 'Square/Rectangle')
  await fill(page, 'Width', '2')
  await fill(page, 'Length', '3')
  await pick(page, 'Machine Applied (Rolls)')
  await page.waitForURL(/\/orders\/custom-labels\/\d+/)
  await page.getByRole('tab', { name: 'Upload Artwork Later' }).click()
  await page.getByLabel('Labels per Design').fill(String(quantity))
  const count = quantity.toLocaleString('en-US')
  await textOf(page, '.summary-specs', new RegExp(`${count} labels`))
  const subtotal = await textOf(page, '[data-testid=subtotal]', /^\$[\d,]+\.\d{2}$/)
  const perUnit = await textOf(page, '[data-testid=per-unit]', /^\$0\.\d{2,3}$/)
  return { subtotal, perUnit }
}

/** Dollars as shown ($1,234.50) to a number. */
export const dollars = (shown: string): number => Number(shown.replace(/[$,]/g, ''))

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff
  for (const b of buf) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([len, body, crc])
}

/** A real PNG of `w` x `h` pixels (a blue label with a lighter band), made without libraries. */
export const pngOf = (w: number, h: number): Buffer => {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(w, 0)
  ihdr.writeUInt32BE(h, 4)
  ihdr[8] = 8
  ihdr[9] = 2
  const rows: Buffer[] = []
  for (let y = 0; y < h; y++) {
    const row = Buffer.alloc(1 + w * 3)
    const band = y > h * 0.4 && y < h * 0.6
    for (let x = 0; x < w; x++) row.set(band ? [255, 184, 28] : [29, 78, 216], 1 + x * 3)
    rows.push(row)
  }
  const sig = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])
  return Buffer.concat([
    sig,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A one-page PDF of `w` x `h` points, as a designer's proof would be (a drawn box, no fonts). */
export const pdfOf = (w: number, h: number): Buffer => {
  const content = `0.11 0.31 0.85 rg 36 36 ${w - 72} ${h - 72} re f`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w} ${h}] /Contents 4 0 R >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ]
  let body = '%PDF-1.4\n'
  const offsets = objects.map((o, i) => {
    const at = body.length
    body += `${i + 1} 0 obj\n${o}\nendobj\n`
    return at
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const at of offsets) body += `${String(at).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
