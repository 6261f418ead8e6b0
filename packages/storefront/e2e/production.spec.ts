import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { cartonPatch, labelPatch } from '../../http-adapter/test/support/fixtures'
import { readPdf, readPdfBarcodes } from '../../http-adapter/test/support/pdf-text'
import { LAPTOP, shotBothWidths, useBrowser } from './browser'
import { checkOutCart, staffOpensOrder } from './order-life'
import { pdfOf, pngOf } from './quoter-actions'
import { callStore } from './store-call'

/** The store's test label quote (2" x 3" White Plastic + Gloss, machine applied), unwind #3. */
const labels = { ...labelPatch, roll_direction_id: 3 }

const profile = {
  name: 'Line 2 Zebra',
  core_size_in: 3 as const,
  max_outside_diameter_in: 8,
  max_label_width_in: 4.25,
  unwind_direction_id: 3 as const,
  min_gap_in: 0.125,
}

/** Sends files to a URL as the page's session (multipart, field `files` unless given). */
const upload = (
  page: Page,
  url: string,
  files: readonly { name: string; type: string; bytes: Buffer }[],
  fields: Record<string, string> = {},
) =>
  page.evaluate(
    async ({ url, files, fields }) => {
      const form = new FormData()
      for (const [k, v] of Object.entries(fields)) form.append(k, v)
      for (const f of files)
        form.append('files', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name)
      const res = await fetch(url, { method: 'POST', body: form })
      if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`)
    },
    { url, files: files.map((f) => ({ ...f, bytes: [...f.bytes] })), fields },
  )

const oneLine = (s: string) => s.replace(/\s+/g, ' ')

describe('production', () => {
  const { open, shot } = useBrowser()

  it('a staff member makes a label order and a carton order from the staff page and the job ticket', async () => {
    // The customer: an account with an applicator profile, a two-design machine-applied label
    // order with its unwind locked, and a carton order.
    const page = await open('/account', LAPTOP)
    await page.waitForLoadState('networkidle')
    await callStore(page, 'POST', '/account/users/signup', {
      email: `plant-${Date.now()}@example.com`,
      password: 'press-ready-2024',
      name: 'Lena Press',
      company_name: 'Citrus Co',
    })
    const { profile: saved } = await callStore<{ profile: { id: number } }>(
      page,
      'POST',
      '/account/applicator-profiles',
      profile,
    )
    const { order: label } = await callStore(page, 'POST', '/orders/quoter', {
      order: { ...labels, applicator_profile_id: saved.id },
    })
    await upload(page, `/account/designs/add/${label.id}/600`, [
      { name: 'lemon.png', type: 'image/png', bytes: pngOf(600, 900) },
    ])
    await upload(page, `/account/designs/add/${label.id}/400`, [
      { name: 'cherry.png', type: 'image/png', bytes: pngOf(600, 900) },
    ])
    const locked = await callStore<{
      order: { is_roll_direction_locked: boolean; total_qty: number }
    }>(page, 'POST', `/orders/quoter/${label.id}`, {
      order: { roll_direction_id: 3, is_roll_direction_locked: true },
    })
    expect(locked.order).toMatchObject({ is_roll_direction_locked: true, total_qty: 1000 })
    await callStore(page, 'POST', `/carts/add-to-cart/${label.id}`)
    const { order: carton } = await callStore(page, 'POST', '/orders/quoter', {
      order: cartonPatch,
    })
    await upload(page, `/account/designs/add/${carton.id}`, [
      { name: 'box.pdf', type: 'application/pdf', bytes: pdfOf(400, 300) },
    ])
    await callStore(page, 'POST', `/carts/add-to-cart/${carton.id}`)

    // The cart line says what the rolls will be before anyone pays.
    await page.goto('/cart')
    const cartFacts = page.getByRole('listitem').filter({ hasText: 'Custom Labels' })
    await expect
      .poll(async () => oneLine((await cartFacts.locator('.cart-facts').textContent()) ?? ''))
      .toContain('lemon.png: 600')
    const factsText = oneLine((await cartFacts.locator('.cart-facts').textContent()) ?? '')
    expect(factsText).toContain('cherry.png: 400')
    expect(factsText).toContain('Unwind#3 Right Edge Leading (locked by the customer)')
    expect(factsText).toContain('ApplicationMachine Applied (Rolls)')
    expect(factsText).toContain('Core3"')
    await shotBothWidths(page, shot, 'production-cart-facts')

    const number = await checkOutCart(page, { email: '', name: 'Lena Press', company: 'Citrus Co' })
    await expect
      .poll(() => page.getByTestId('proof-promise').textContent())
      .toMatch(/^Your proof will be ready by noon ET on \w{3}, \w{3} \d{1,2}\.$/)
    const placed = await callStore<{
      placed_order: { total: number; lines: { order_id: number }[] }
    }>(page, 'GET', `/account/orders/placed/${number}`)
    const [labelLine, cartonLine] = placed.placed_order.lines.map((l) => l.order_id)
    expect([labelLine, cartonLine]).toEqual([label.id, carton.id])

    // Staff open the order: each line's production facts, the unwind drawn.
    const staff = await open('/admin/orders', LAPTOP)
    await staffOpensOrder(staff, number)
    const labelBlock = staff.getByTestId(`production-${number}-${label.id}`)
    await labelBlock.waitFor()
    const labelText = oneLine((await labelBlock.textContent()) ?? '')
    for (const fact of [
      'MaterialWhite Plastic',
      'LaminateGloss',
      'Size2" x 3" Rectangle, Round Corners',
      'Design 1lemon.png: 600',
      'Design 2cherry.png: 400',
      'ApplicationMachine Applied (Rolls)',
      'Unwind#3 Right Edge Leading (locked by the customer)',
      'Core3"',
      'ApplicatorLine 2 Zebra',
      'Gap0.125"',
      'Web width13"',
      'Across on finished roll1',
    ])
      expect(labelText).toContain(fact)
    expect(await labelBlock.getByTestId('unwind-preview').getAttribute('data-testid')).toBe(
      'unwind-preview',
    )
    expect(await labelBlock.locator('svg[data-position="3"]').count()).toBe(1)
    const cartonText = oneLine(
      (await staff.getByTestId(`production-${number}-${carton.id}`).textContent()) ?? '',
    )
    for (const fact of ['StyleStraight Tuck', 'Print sidesOutside', 'Sheets', 'Press time'])
      expect(cartonText).toContain(fact)
    expect(await staff.getByRole('link', { name: 'Job Tickets (PDF)' }).count()).toBe(0)
    await shotBothWidths(staff, shot, 'production-staff-order')

    // Proofs approved and the order paid: the job tickets print.
    for (const orderId of [label.id, carton.id]) {
      await upload(
        staff,
        `/api/admin/orders/${number}/proof`,
        [{ name: `proof-${orderId}.pdf`, type: 'application/pdf', bytes: pdfOf(216, 144) }],
        { order_id: String(orderId) },
      )
      await callStore(page, 'POST', `/account/orders/placed/${number}/proof`, {
        order_id: orderId,
        decision: 'approve',
      })
    }
    await callStore(staff, 'POST', `/api/admin/orders/${number}/events`, {
      event: 'payment_received',
      amount: placed.placed_order.total,
      method: 'card',
      reference: 'ch_plant',
    })
    await staff.reload()
    const ticketLink = staff.getByRole('link', { name: 'Job Tickets (PDF)' })
    const [download] = await Promise.all([staff.waitForEvent('download'), ticketLink.click()])
    expect(download.suggestedFilename()).toBe(`diecut-job-${number}.pdf`)
    const bytes = await readFile((await download.path()) ?? '')
    const ticket = await readPdf(bytes)
    expect(ticket.pages).toBe(2)
    const [labelPage, cartonPage] = ticket.text.split('\n').map(oneLine)
    for (const fact of [
      `${number}-${label.id}`,
      'White Plastic',
      'lemon.png: 600',
      'cherry.png: 400',
      'Machine Applied (Rolls)',
      '#3 Right Edge Leading (locked by the customer)',
      'Line 2 Zebra',
      `proof-${label.id}.pdf`,
      'Linear feet',
      'Die across × around',
    ])
      expect(labelPage).toContain(fact)
    for (const fact of [
      `${number}-${carton.id}`,
      'Straight Tuck',
      'Sheets',
      `proof-${carton.id}.pdf`,
    ])
      expect(cartonPage).toContain(fact)
    expect(await readPdfBarcodes(bytes)).toEqual([
      [`${number}-${label.id}`],
      [`${number}-${carton.id}`],
    ])

    // The press plan: the order's two lines load the press two ways; a scan opens the job.
    await staff.goto('/admin/production')
    await staff.getByRole('heading', { name: 'Press plan', level: 1 }).waitFor()
    const labelJob = `${number}-${label.id}`
    const cartonJob = `${number}-${carton.id}`
    await staff.getByRole('row').filter({ hasText: labelJob }).waitFor()
    await staff.getByRole('row').filter({ hasText: cartonJob }).waitFor()
    const labelGroup = staff.getByRole('region', { name: 'White Plastic, Gloss' })
    expect(await labelGroup.getByText(labelJob).count()).toBe(1)
    expect(await labelGroup.getByText(cartonJob).count()).toBe(0)
    await shotBothWidths(staff, shot, 'production-press-plan')
    await staff.getByLabel('Scan a job ticket').fill(`${number}-${label.id}`)
    await staff.getByLabel('Scan a job ticket').press('Enter')
    await staff.waitForURL(new RegExp(`/admin/orders/${number}#item-${label.id}$`))
    await staff.getByRole('button', { name: /Start Production/i }).waitFor()
  })
})
