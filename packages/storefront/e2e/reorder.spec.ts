import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { LAPTOP, logInStaff, shotBothWidths, useBrowser } from './browser'
import { pdfOf, pngOf } from './quoter-actions'

/** 2.125" x 3" white plastic labels on a new die, two designs of 500; and 2" x 3" labels. */
const lemonade = {
  product_type_id: 1,
  substrate_id: 1,
  laminate_id: 1,
  shape_id: 1,
  is_square_corners: false,
  width: 2.125,
  length: 3,
  form_factor_id: 1,
  roll_direction_id: 1,
  design_count: 2,
  design_qty: 500,
  total_qty: 1000,
}
const tea = { ...lemonade, width: 2, design_count: 1, design_qty: 1000 }

type Art = { readonly name: string; readonly base64: string }
const art = (name: string, w: number, h: number): Art => ({
  name,
  base64: pngOf(w, h).toString('base64'),
})

/** The store's own calls from the page, in its session: JSON, or a form with base64 files. */
const call = (page: Page, path: string, body: unknown, files: readonly Art[] = []) =>
  page.evaluate(
    async ({ path, body, files }) => {
      const form = new FormData()
      for (const [k, v] of Object.entries(body as Record<string, string>)) form.append(k, v)
      for (const f of files) {
        const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))
        form.append('file', new Blob([bytes]), f.name)
      }
      const res = await fetch(path, {
        method: 'POST',
        ...(files.length > 0
          ? { body: form }
          : {
              headers: {
                'content-type': 'application/json',
                'idempotency-key': crypto.randomUUID(),
              },
              body: JSON.stringify(body),
            }),
      })
      if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`)
      return res.json()
    },
    { path, body, files },
  )

const address = {
  name: 'Rosa Baker',
  company: 'Baker Lemonade Co.',
  address1: '200 Market St',
  city: 'Chicago',
  state: 'IL',
  zip: '60606',
}

/** Quotes each item with its artwork, adds it to the cart and checks out. */
const placeOrder = async (page: Page, items: readonly (readonly [object, Art[]])[]) => {
  for (const [order, files] of items) {
    const quoted = await call(page, '/orders/quoter', { order })
    await call(page, `/account/designs/add/${quoted.order.id}/${1000 / files.length}`, {}, files)
    await call(page, `/carts/add-to-cart/${quoted.order.id}`, {})
  }
  return checkOut(page)
}
const checkOut = async (page: Page) => {
  const { rates } = await call(page, '/carts/rates', { address })
  const placed = await call(page, '/carts/checkout', {
    address,
    shipping_code: rates[0].code,
    email: 'rosa@example.com',
  })
  return placed.placed_order as { number: string; total: number; lines: { order_id: number }[] }
}

describe('reorder with edit and reprint', () => {
  const { open, shot } = useBrowser()

  it('reorders a shipped order with one design replaced: old and new price, the carried proof, one new proof round', async () => {
    const page = await open('/', LAPTOP)
    await page.waitForLoadState('networkidle')
    const placed = await placeOrder(page, [
      [lemonade, [art('lemon.png', 600, 850), art('lime.png', 600, 850)]],
      [tea, [art('tea.png', 600, 900)]],
    ])
    const [lemonItem, teaItem] = placed.lines.map((l) => l.order_id)

    // Staff proof both items, the customer approves them, and the order is paid, made and shipped.
    const staff = await open('/', LAPTOP)
    await logInStaff(staff)
    const proof = { name: 'proof.pdf', base64: pdfOf(153, 216).toString('base64') }
    for (const item of [lemonItem, teaItem]) {
      await call(staff, `/api/admin/orders/${placed.number}/proof`, { order_id: String(item) }, [
        proof,
      ])
      await call(page, `/account/orders/placed/${placed.number}/proof`, {
        order_id: item,
        decision: 'approve',
      })
    }
    for (const event of [
      // Whole dollars: a total such as 1133.45 is not whole cents in binary (n * 100 !== round).
      {
        event: 'payment_received',
        amount: Math.ceil(placed.total),
        method: 'card',
        reference: 'ch_1',
      },
      { event: 'production_started' },
      { event: 'shipped', carrier: 'UPS', tracking_number: '1Z999AA10123456784' },
    ])
      await call(staff, `/api/admin/orders/${placed.number}/events`, event)

    // The order list offers Reorder and Edit and Reprint on the shipped order.
    await page.goto('/account/orders')
    await page.getByRole('button', { name: `Reorder ${placed.number}` }).waitFor()
    await page.getByRole('link', { name: `Edit and reprint ${placed.number}` }).click()
    await page.getByRole('heading', { name: `Reorder ${placed.number}` }).waitFor()
    const lemon = page.getByRole('list', { name: /^Designs of Roll labels · 2.125/ })
    await lemon.getByText('Same artwork: approved proof carried over').first().waitFor()
    await page
      .getByLabel('Replace artwork of lime.png')
      .setInputFiles({ name: 'lime-2.png', mimeType: 'image/png', buffer: pngOf(600, 850) })
    await lemon.getByText('Replaces lime.png: new proof').waitFor()
    await shotBothWidths(page, shot, 'reorder-edit')

    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await page.waitForURL(/\/cart$/)
    const compare = page.getByTestId('reorder-compare')
    await expect.poll(() => compare.count()).toBe(2)
    const lemonCompare = compare.filter({ hasText: 'Die already paid' })
    expect(await lemonCompare.count()).toBe(1)
    expect(await compare.first().textContent()).toMatch(
      new RegExp(
        `^Reorder of ${placed.number}\\. Last time \\$\\d+\\.\\d{2,6} each \\(1,000 for \\$[\\d,]+\\.\\d{2}\\), today \\$\\d+\\.\\d{2,3} each\\.`,
      ),
    )
    await shotBothWidths(page, shot, 'reorder-cart')

    // Placed: the unchanged item keeps its approved proof; the edited one gets one new proof.
    const again = await checkOut(page)
    await page.goto(`/account/orders/${again.number}`)
    const items = page.getByRole('region', { name: 'Items' })
    const notes = items.getByTestId('reorder-notes')
    await notes
      .getByText(
        `1 design keeps the approved proof of ${placed.number}; 1 design gets a new proof.`,
      )
      .waitFor()
    await notes
      .getByText(`The approved proof of ${placed.number} is carried over: no new proof round.`)
      .waitFor()
    await items.getByText('Needs a new proof').waitFor()
    expect(await items.getByText('Proof carried over', { exact: true }).count()).toBe(2)
    expect(
      await items.getByTestId('proof-status').evaluateAll((els) => els.map((e) => e.textContent)),
    ).toEqual(['Proof in preparation', 'Approved'])
    await items
      .getByRole('link', { name: /proof\.pdf/ })
      .first()
      .waitFor()
    await shotBothWidths(page, shot, 'reorder-placed')

    // Staff see which design needs the new proof.
    await staff.goto(`/admin/orders/${again.number}`)
    await staff.getByText('Needs a new proof').waitFor()
    await staff.getByText('lime-2.png').first().waitFor()
  })
})
