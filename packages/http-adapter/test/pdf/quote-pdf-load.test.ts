import { MAX_DESIGNS, MAX_QUANTITY } from '@diecut/quote-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient, type Client } from '../support/client'
import { defaultLimits } from '../../src/deps'
import { labelPatch } from '../support/fixtures'
import { backends } from '../support/test-database'
import { startTestServer, type TestServer } from '../support/test-server'

/** The largest quote the store takes: every design and every piece it allows. */
const largestQuote = { ...labelPatch, design_count: MAX_DESIGNS, total_qty: MAX_QUANTITY }
const PARALLEL = 20

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN

const pdfBytes = async (url: string) => {
  const res = await fetch(url)
  return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()) }
}

describe.each(backends)('quote PDFs under load on %s', (backend) => {
  let server: TestServer
  let owner: Client
  let orderId: number
  beforeAll(async () => {
    // The budget is generous here: this file is about the request loop, not the budget.
    server = await startTestServer(backend, {
      limits: { ...defaultLimits, pdfTimeoutMs: 120_000 },
    })
    owner = createClient(server.url)
    const created = await owner.post('/orders/quoter', { order: largestQuote })
    if (created.status !== 200 || !(created.body.order.quoted_total > 0))
      throw new Error(`the largest quote was not priced: ${created.text}`)
    orderId = created.body.order.id
  })
  afterAll(async () => {
    await server.close()
  })

  const share = async () => {
    const res = await owner.post(`/orders/quoter/${orderId}/share`)
    expect(res.status).toBe(201)
    return res.body.token as string
  }

  it(`draws ${PARALLEL} PDFs of the largest quote at once while /healthz keeps answering`, async () => {
    // Each link is a share of its own, so every PDF is drawn (none comes from the cache).
    const tokens = await Promise.all(Array.from({ length: PARALLEL }, share))
    const healthz: number[] = []
    let drawing = true
    const probe = (async () => {
      while (drawing) {
        const start = performance.now()
        const res = await fetch(`${server.url}/healthz`)
        await res.arrayBuffer()
        expect(res.status).toBe(200)
        healthz.push(performance.now() - start)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    })()
    const pdfs = await Promise.all(
      tokens.map((t) => pdfBytes(`${server.url}/api/shared-quotes/${t}/pdf`)),
    ).finally(() => {
      drawing = false
    })
    await probe
    for (const pdf of pdfs) {
      expect(pdf.status).toBe(200)
      expect(new TextDecoder().decode(pdf.bytes.subarray(0, 5))).toBe('%PDF-')
    }
    const sorted = [...healthz].sort((a, b) => a - b)
    // A generous bound: drawn on the request loop, these PDFs held /healthz for seconds.
    expect(percentile(sorted, 99)).toBeLessThan(1000)
    expect(healthz.length).toBeGreaterThan(5)
  })

  it('answers 503 pdf_unavailable when a PDF passes its time budget, and the next one is drawn', async () => {
    const hurried = await server.startSibling({
      limits: { ...server.deps.limits, pdfTimeoutMs: 1 },
    })
    try {
      const res = await fetch(`${hurried.url}/api/shared-quotes/${await share()}/pdf`)
      expect(res.status).toBe(503)
      expect(await res.json()).toMatchObject({
        error: { code: 'pdf_unavailable', reason: 'timeout', message: expect.any(String) },
      })
    } finally {
      await hurried.close()
    }
    const next = await pdfBytes(`${server.url}/api/shared-quotes/${await share()}/pdf`)
    expect(next.status).toBe(200)
  })

  it('answers 503 pdf_unavailable for a PDF over the size cap, for the owner and the link alike', async () => {
    const capped = await server.startSibling({
      limits: { ...server.deps.limits, pdfBytes: 1024 },
    })
    try {
      const cookie = [...owner.jar].map(([k, v]) => `${k}=${v}`).join('; ')
      for (const res of [
        await fetch(`${capped.url}/api/shared-quotes/${await share()}/pdf`),
        await fetch(`${capped.url}/orders/quote-pdf/${orderId}`, { headers: { cookie } }),
      ]) {
        expect(res.status).toBe(503)
        expect(await res.json()).toMatchObject({
          error: { code: 'pdf_unavailable', reason: 'too_large' },
        })
      }
    } finally {
      await capped.close()
    }
  })
})
