import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { LAPTOP, logInStaff, shotBothWidths, useBrowser } from './browser'
import { pdfOf, pngOf, textOf } from './quoter-actions'

/** 2" x 3" white plastic labels, gloss, on rolls: a quote complete without its artwork. */
const labels = {
  product_type_id: 1,
  substrate_id: 1,
  laminate_id: 1,
  shape_id: 1,
  is_square_corners: false,
  width: 2,
  length: 3,
  form_factor_id: 1,
  roll_direction_id: 1,
  design_count: 2,
  design_qty: 1000,
  total_qty: 2000,
}

/**
 * Quotes the labels and checks them out as the page's guest, through the store's own calls
 * (the quoter and checkout have their own specs): the order is placed awaiting its artwork.
 */
const placeWithoutArtwork = async (page: Page) => {
  // The page's own first calls make its guest session; ours must come after, in that session.
  await page.waitForLoadState('networkidle')
  return page.evaluate(async (order) => {
    const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })
      if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`)
      return res.json()
    }
    const quoted = await post('/orders/quoter', { order })
    await post(`/carts/add-to-cart/${quoted.order.id}`, {})
    const address = {
      name: 'Rosa Baker',
      company: 'Baker Candle Co.',
      address1: '200 Market St',
      city: 'Chicago',
      state: 'IL',
      zip: '60606',
    }
    const { rates } = await post('/carts/rates', { address })
    const placed = await post(
      '/carts/checkout',
      { address, shipping_code: rates[0].code, email: 'rosa@example.com' },
      { 'idempotency-key': crypto.randomUUID() },
    )
    return {
      number: placed.placed_order.number as string,
      item: placed.placed_order.lines[0].order_id as number,
    }
  }, labels)
}

describe('artwork sent after checkout', () => {
  const { open, shot } = useBrowser()

  it('the customer uploads artwork on the order page; staff see it, view it and download it', async () => {
    const page = await open('/', LAPTOP)
    const { number, item } = await placeWithoutArtwork(page)
    await page.goto(`/account/orders/${number}`)
    await page.getByRole('heading', { name: `Order ${number}` }).waitFor()
    await textOf(page, '.order-head .status-pill', /^Awaiting artwork$/)
    const card = page.locator(`li#item-${item}`)
    await card.getByTestId('proof-status').getByText('Awaiting artwork').waitFor()
    const input = card.getByLabel(/^Artwork for Roll labels/)
    const upload = card.getByRole('button', { name: 'Upload Artwork' })
    expect(await upload.isDisabled()).toBe(true)
    await shotBothWidths(page, shot, 'placed-artwork-waiting')

    // A file that is not artwork is refused with the server's words; nothing moves.
    await input.setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('just some notes, not artwork\n'),
    })
    await upload.click()
    await card.getByRole('alert').getByText('"notes.pdf" is not an accepted file.').waitFor()
    await card.getByTestId('proof-status').getByText('Awaiting artwork').waitFor()
    await shotBothWidths(page, shot, 'placed-artwork-refused')

    const front = pngOf(900, 600)
    await input.setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: front },
      { name: 'back.pdf', mimeType: 'application/pdf', buffer: pdfOf(216, 144) },
    ])
    await upload.click()
    await card.getByTestId('proof-status').getByText('Proof in preparation').waitFor()
    await textOf(page, '.order-head .status-pill', /^Proof in preparation$/)
    expect(await card.getByRole('button', { name: 'Upload Artwork' }).count()).toBe(0)
    await page
      .getByRole('region', { name: 'History' })
      .getByText(`Artwork received for item ${item} (2 files)`)
      .waitFor()
    await shotBothWidths(page, shot, 'placed-artwork-sent')

    // Staff open the order's artwork on the orders page.
    const staff = await open('/', LAPTOP)
    await logInStaff(staff)
    await staff.goto('/admin/orders')
    const order = staff.getByRole('listitem', { name: `Order ${number}` })
    await order.getByText('Artwork', { exact: true }).click()
    const files = order.getByRole('listitem', { name: `Artwork of item ${item}` })
    await files.getByText('front.png').waitFor()
    await files.getByText('back.pdf').waitFor()
    await order.scrollIntoViewIfNeeded()
    await shotBothWidths(staff, shot, 'admin-artwork')

    const downloaded = staff.waitForEvent('download')
    await files.getByRole('link', { name: 'Download front.png' }).click()
    const download = await downloaded
    expect(download.suggestedFilename()).toBe('front.png')
    expect(await readFile(await download.path())).toEqual(front)

    // Viewing the image opens it in a tab of its own; the PDF is served to be shown too.
    const opened = staff.waitForEvent('popup')
    await files.getByRole('link', { name: 'View front.png' }).click()
    const tab = await opened
    await tab.waitForLoadState()
    await expect
      .poll(() => tab.evaluate(() => document.querySelector('img')?.naturalWidth ?? 0))
      .toBe(900)
    const pdfHref = await files.getByRole('link', { name: 'View back.pdf' }).getAttribute('href')
    const pdf = await staff.request.get(pdfHref ?? '')
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    expect(pdf.headers()['content-disposition']).toBe('inline; filename="back.pdf"')

    // The customer is not staff: the file is not found for them.
    const href = await files.getByRole('link', { name: 'Download front.png' }).getAttribute('href')
    expect((await page.request.get(href ?? '')).status()).toBe(404)

    // The staff order page lists the same files under the item.
    await order.getByRole('link', { name: `Order ${number}` }).click()
    const onPage = staff
      .getByRole('region', { name: 'Items' })
      .getByRole('group', { name: `Artwork of item ${item}` })
    await onPage.getByRole('link', { name: 'Download front.png' }).waitFor()
    expect(await onPage.getByRole('link', { name: 'View back.pdf' }).getAttribute('href')).toBe(
      pdfHref,
    )
  })
})
