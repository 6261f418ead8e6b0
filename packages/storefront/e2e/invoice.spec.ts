import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { labelQuotePatch } from '@diecut/quote-core/testing'
import type { APIRequestContext, APIResponse, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PHONE, useBrowser } from './browser'
import { pngOf } from './quoter-actions'
import { E2E_STAFF } from './store-server'

const LAPTOP = { width: 1280, height: 900 }

const address = {
  name: 'Rosa Baker',
  company: 'Baker Candle Co.',
  address1: '200 Market St',
  city: 'Chicago',
  state: 'IL',
  zip: '60606',
  country: 'US',
  is_residential: false,
}

/** The JSON of an answer the step needs, which must have gone through. */
const ok = async (res: Promise<APIResponse>, step: string) => {
  const answer = await res
  if (!answer.ok()) throw new Error(`${step}: ${answer.status()} ${await answer.text()}`)
  return answer.json()
}

/** Places an order of one label quote through the API, as the checkout page does. */
const placeOrder = async (request: APIRequestContext): Promise<{ number: string; id: number }> => {
  const { order } = await ok(
    request.post('/orders/quoter', { data: { order: labelQuotePatch } }),
    'quote',
  )
  await ok(request.post(`/carts/add-to-cart/${order.id}`), 'add to cart')
  const { rates } = await ok(request.post('/carts/rates', { data: { address } }), 'rates')
  const { placed_order } = await ok(
    request.post('/carts/checkout', {
      data: { address, shipping_code: rates[0].code, po_number: 'PO-4471' },
      headers: { 'idempotency-key': randomUUID() },
    }),
    'checkout',
  )
  return { number: placed_order.number, id: placed_order.lines[0].order_id }
}

/** Screenshots of the page at 1280 px, then at 390 px, back to 1280 px. */
const both = async (
  page: Page,
  shot: (page: Page, name: string) => Promise<void>,
  name: string,
) => {
  await shot(page, `${name}-1280`)
  await page.setViewportSize(PHONE)
  await shot(page, `${name}-390`)
  await page.setViewportSize(LAPTOP)
}

describe('the invoice of an order on account terms', () => {
  const { open, shot } = useBrowser()

  it('is offered for download once every proof is approved, and not before', async () => {
    const customer = await open('/', LAPTOP)
    const email = `rosa-${randomUUID()}@example.com`
    await ok(
      customer.request.post('/account/users/signup', {
        data: { email, password: 'candles-and-wax', name: 'Rosa Baker' },
      }),
      'sign-up',
    )
    const staff = await open('/', LAPTOP)
    await ok(staff.request.post('/account/users/login', { data: E2E_STAFF }), 'staff login')
    await ok(
      staff.request.post('/api/admin/customers/terms', { data: { email, net_days: 30 } }),
      'terms',
    )
    const { number, id } = await placeOrder(customer.request)

    // Before the proof is approved the order has no invoice: the page offers none.
    await customer.goto(`/account/orders/${number}`)
    await customer.getByRole('heading', { name: 'Summary' }).waitFor()
    await customer.getByText('PO-4471').waitFor()
    expect(await customer.getByRole('link', { name: 'Download Invoice' }).count()).toBe(0)

    await ok(
      staff.request.post(`/api/admin/orders/${number}/proof`, {
        multipart: {
          order_id: String(id),
          file: { name: 'proof.png', mimeType: 'image/png', buffer: pngOf(60, 40) },
        },
      }),
      'proof',
    )
    await ok(
      customer.request.post(`/account/orders/placed/${number}/proof`, {
        data: { order_id: id, decision: 'approve' },
      }),
      'approval',
    )

    // On terms, the approved order is invoiced: the summary offers its PDF.
    await customer.reload()
    const link = customer.getByRole('link', { name: 'Download Invoice' })
    await link.waitFor()
    expect(await link.getAttribute('href')).toBe(`/account/orders/placed/${number}/invoice`)
    const summary = customer.getByRole('region', { name: 'Order summary' })
    expect(await summary.getByRole('link', { name: 'Download Invoice' }).count()).toBe(1)
    // The button keeps its own width beside the facts, at both sizes.
    const width = async () => (await link.boundingBox())?.width ?? 0
    expect(await width()).toBeLessThan(240)
    await both(customer, shot, 'placed-order-invoice')
    await customer.setViewportSize(PHONE)
    expect(await width()).toBeLessThan(240)
    await customer.setViewportSize(LAPTOP)

    const [download] = await Promise.all([customer.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toBe(`diecut-invoice-${number}.pdf`)
    const bytes = await readFile((await download.path()) ?? '')
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  })
})
