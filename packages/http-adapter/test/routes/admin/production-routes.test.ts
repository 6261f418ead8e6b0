import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkout, checkoutBody, fillCart } from '../../support/checkout'
import { createClient, type Client } from '../../support/client'
import { cartonPatch, labelPatch } from '../../support/fixtures'
import { readPdf, readPdfBarcodes } from '../../support/pdf-text'
import * as files from '../../support/sample-files'
import { backends } from '../../support/test-database'
import { startTestServer, type TestServer } from '../../support/test-server'
import { staffClient } from '../../support/staff'

type Line = {
  order_id: number
  production?: Record<string, unknown> & {
    label_press?: { linear_feet: number; press_minutes: number }
  }
}
type Placed = { number: string; total: number; lines: Line[] }

const oneLine = (text: string) => text.replace(/\s+/g, ' ')

/** A real one-page proof, 3" x 2", with a word on it. */
const proofPdf = async (): Promise<Uint8Array> => {
  const doc = await PDFDocument.create()
  const page = doc.addPage([216, 144])
  page.drawText('LEMON PROOF', { x: 20, y: 60, size: 18 })
  return doc.save()
}

describe.each(backends)('production on %s', (backend) => {
  let server: TestServer
  let staff: Client
  beforeAll(async () => {
    server = await startTestServer(backend)
    staff = await staffClient(server)
  })
  afterAll(async () => {
    await server.close()
  })

  const place = async (patches: readonly Record<string, unknown>[]) => {
    const customer = createClient(server.url)
    await fillCart(customer, patches)
    const res = await checkout(customer, checkoutBody())
    expect(res.status).toBe(201)
    return { customer, placed: res.body.placed_order as Placed }
  }

  /** Every line proofed (a PNG, or the PDF given) and approved, then paid by check. */
  const approveAndPay = async (customer: Client, placed: Placed, proof = files.png(60, 40)) => {
    for (const line of placed.lines) {
      const name = proof[0] === 0x25 ? 'proof.pdf' : 'proof.png'
      const up = await staff.upload(
        `/api/admin/orders/${placed.number}/proof`,
        [{ name, data: proof }],
        { order_id: String(line.order_id) },
      )
      expect(up.status).toBe(200)
      const ok = await customer.post(`/account/orders/placed/${placed.number}/proof`, {
        order_id: line.order_id,
        decision: 'approve',
      })
      expect(ok.status).toBe(200)
    }
    const paid = await staff.post(`/api/admin/orders/${placed.number}/events`, {
      event: 'payment_received',
      amount: placed.total,
      method: 'card',
      reference: 'ch_1',
    })
    expect(paid.status).toBe(200)
  }

  const download = async (path: string) => {
    const cookie = [...staff.jar].map(([k, v]) => `${k}=${v}`).join('; ')
    const res = await fetch(server.url + path, { headers: { cookie } })
    return { res, bytes: new Uint8Array(await res.arrayBuffer()) }
  }

  it("gives staff each line's production facts, and the customer what they chose", async () => {
    const twoDesigns = {
      ...labelPatch,
      roll_direction_id: 3,
      roll_id: 2,
      design_count: 2,
      total_qty: 1000,
      design_qty: 500,
    }
    const { customer, placed } = await place([twoDesigns, cartonPatch])
    const page = await staff.get(`/api/admin/orders/${placed.number}`)
    expect(page.status).toBe(200)
    const [labels, cartons] = page.body.placed_order.lines as Line[]
    expect(labels?.production).toMatchObject({
      product: 'labels',
      material: 'White Plastic',
      laminate: 'Gloss',
      application: 'machine',
      unwind: { position: 3, words: 'Right Edge Leading', locked: false },
      core_inches: 1,
      designs: [
        { design: 'Design 1', qty: 500 },
        { design: 'Design 2', qty: 500 },
      ],
      style: null,
      ship_by: placed.lines.length > 0 ? page.body.placed_order.ship_by : '',
    })
    expect(labels?.production?.label_press).toMatchObject({
      gap_inches: 0.125,
      web_width_inches: 13,
      labels_across_finished_roll: 1,
    })
    expect(cartons?.production).toMatchObject({
      product: 'cartons',
      style: 'Straight Tuck',
      print_sides: 1,
      unwind: null,
      rolls: null,
    })
    expect((cartons?.production?.carton_press as { sheets: number }).sheets).toBeGreaterThan(0)

    // The customer's page lists what they chose, never the plant's figures.
    const own = await customer.get(`/account/orders/placed/${placed.number}`)
    const mine = own.body.placed_order.lines[0] as {
      chosen: { label: string; value: string }[]
      production?: unknown
    }
    expect(mine.production).toBeUndefined()
    expect(mine.chosen).toContainEqual({
      section: 'Rolls',
      label: 'Unwind',
      value: '#3 Right Edge Leading',
    })
    expect(mine.chosen).toContainEqual({ section: 'Rolls', label: 'Core', value: '1"' })
    expect(mine.chosen).toContainEqual({
      section: 'Designs',
      label: 'Design 2',
      value: '500',
    })
    expect(mine.chosen.some((r) => r.label === 'Linear feet')).toBe(false)
    // Staff-only routes stay hidden from customers.
    expect((await customer.get(`/api/admin/orders/${placed.number}/job-ticket`)).status).toBe(404)
    expect((await customer.get('/api/admin/production')).status).toBe(404)
  })

  it('prints a job ticket a page a line, its facts, proof and barcode, once every proof is approved', async () => {
    const { customer, placed } = await place([labelPatch, cartonPatch])
    const early = await staff.get(`/api/admin/orders/${placed.number}/job-ticket`)
    expect(early.status).toBe(409)
    expect(early.body.error.code).toBe('not_ready_for_production')
    await approveAndPay(customer, placed, await proofPdf())
    const { res, bytes } = await download(`/api/admin/orders/${placed.number}/job-ticket`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="diecut-job-${placed.number}.pdf"`,
    )
    const read = await readPdf(bytes)
    expect(read.pages).toBe(2)
    const [first, second] = read.text.split('\n').map(oneLine)
    const jobs = placed.lines.map((l) => `${placed.number}-${l.order_id}`)
    expect(first).toContain(jobs[0])
    expect(first).toContain('White Plastic')
    expect(first).toContain('#1 Top Edge Leading')
    expect(first).toContain('Machine Applied (Rolls)')
    expect(first).toContain('Linear feet')
    expect(first).toContain('proof.pdf')
    // The proof's first page is drawn into the ticket.
    expect(first).toContain('LEMON PROOF')
    expect(second).toContain(jobs[1])
    expect(second).toContain('Straight Tuck')
    expect(second).toContain('Sheets')
    expect(await readPdfBarcodes(bytes)).toEqual([[jobs[0]], [jobs[1]]])
  })

  it('plans three orders on two materials as two groups, with the lines’ own footage and minutes', async () => {
    const before = await staff.get('/api/admin/production')
    expect(before.status).toBe(200)
    const known = new Set(
      (before.body.groups as { lines: { number: string }[] }[]).flatMap((g) =>
        g.lines.map((l) => l.number),
      ),
    )
    const orders = [
      await place([labelPatch]),
      await place([{ ...labelPatch, total_qty: 4000, design_qty: 4000 }]),
      await place([{ ...labelPatch, substrate_id: 2 }]),
    ]
    // An order still in proofing is not on the plan.
    const unproofed = await place([labelPatch])
    for (const { customer, placed } of orders) await approveAndPay(customer, placed)
    const plan = await staff.get('/api/admin/production')
    type PlanLine = {
      number: string
      order_id: number
      linear_feet: number
      press_minutes: number
      ship_by: string
    }
    type Group = {
      key: string
      substrate: string
      lines: PlanLine[]
      linear_feet: number
      press_minutes: number
    }
    const groups = (plan.body.groups as Group[])
      .map((g) => ({ ...g, lines: g.lines.filter((l) => !known.has(l.number)) }))
      .filter((g) => g.lines.length > 0)
    expect(groups).toHaveLength(2)
    const numbers = groups.flatMap((g) => g.lines.map((l) => l.number))
    expect(numbers).not.toContain(unproofed.placed.number)
    expect(new Set(numbers)).toEqual(new Set(orders.map((o) => o.placed.number)))
    for (const g of groups)
      for (const l of g.lines) {
        const page = await staff.get(`/api/admin/orders/${l.number}`)
        const press = (page.body.placed_order.lines as Line[])[0]?.production?.label_press
        expect(l.linear_feet).toBe(press?.linear_feet)
        expect(l.press_minutes).toBe(press?.press_minutes)
      }
    const whole = (plan.body.groups as Group[]).find((g) =>
      g.lines.some((l) => l.number === orders[0]!.placed.number),
    )!
    const round1 = (n: number) => Math.round(n * 10) / 10
    expect(whole.linear_feet).toBe(round1(whole.lines.reduce((a, l) => a + l.linear_feet, 0)))
    expect(whole.press_minutes).toBe(round1(whole.lines.reduce((a, l) => a + l.press_minutes, 0)))

    const { res, bytes } = await download(
      `/api/admin/production/job-tickets?group=${encodeURIComponent(whole.key)}`,
    )
    expect(res.status).toBe(200)
    expect((await readPdfBarcodes(bytes)).flat()).toEqual(
      whole.lines.map((l) => `${l.number}-${l.order_id}`),
    )
    const unknown = await staff.get('/api/admin/production/job-tickets?group=nothing')
    expect(unknown.status).toBe(404)
    const bad = await staff.get('/api/admin/production/job-tickets')
    expect(bad.status).toBe(400)
  })
})
