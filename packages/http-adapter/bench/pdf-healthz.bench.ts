/**
 * `pnpm bench:pdf`: the server on a temp DATA_DIR (embedded PGlite) and the largest quote the
 * store takes (MAX_DESIGNS designs, MAX_QUANTITY pieces). Each round asks for 20 PDFs of it at
 * once, each through a share of its own (none comes from the cache), while GET /healthz is
 * probed one request at a time; prints /healthz p50/p99 at rest and during the PDFs, beside the
 * target.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { MAX_DESIGNS, MAX_QUANTITY } from '@diecut/quote-core'
import { createClient } from '../test/support/client'
import { labelPatch } from '../test/support/fixtures'
import { exited, spawnServer } from '../test/support/spawn-server'

const PARALLEL = Number(process.env.BENCH_PDFS ?? 20)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const PROBE_GAP_MS = 5
const TARGET_P99_MS = 50

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
const figures = (xs: readonly number[]) => {
  const sorted = [...xs].sort((a, b) => a - b)
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms (${xs.length} probes)`
}

/** Probes /healthz one request at a time until `done` settles; the latencies in ms. */
const probeUntil = async (url: string, done: Promise<unknown>): Promise<number[]> => {
  let running = true
  void done.finally(() => {
    running = false
  })
  const latencies: number[] = []
  while (running) {
    const start = performance.now()
    const res = await fetch(`${url}/healthz`)
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`/healthz answered ${res.status}`)
    latencies.push(performance.now() - start)
    await new Promise((resolve) => setTimeout(resolve, PROBE_GAP_MS))
  }
  return latencies
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'diecut-bench-'))
const server = await spawnServer(
  { DATA_DIR: dataDir, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn' },
  { discardLogs: true },
)
try {
  const client = createClient(server.url)
  const largest = { ...labelPatch, design_count: MAX_DESIGNS, total_qty: MAX_QUANTITY }
  const created = await client.post('/orders/quoter', { order: largest })
  if (!(created.body.order?.quoted_total > 0))
    throw new Error(`the largest quote is not priced: ${created.text.slice(0, 300)}`)
  const id = created.body.order.id as number
  const shareLink = async () => {
    const res = await client.post(`/orders/quoter/${id}/share`)
    if (res.status !== 201) throw new Error(`share answered ${res.status}`)
    return res.body.token as string
  }
  const pdfOf = async (token: string) => {
    const res = await fetch(`${server.url}/api/shared-quotes/${token}/pdf`)
    const bytes = new Uint8Array(await res.arrayBuffer())
    if (res.status !== 200) throw new Error(`a PDF answered ${res.status}`)
    return bytes.length
  }

  // Warm-up (not counted): starts the PDF workers and lets the JIT compile the hot paths.
  await Promise.all(Array.from({ length: 4 }, async () => pdfOf(await shareLink())))
  const rest = await probeUntil(server.url, new Promise((resolve) => setTimeout(resolve, 2000)))

  const during: number[] = []
  for (let round = 1; round <= ROUNDS; round++) {
    const tokens = await Promise.all(Array.from({ length: PARALLEL }, shareLink))
    const started = performance.now()
    const pdfs = Promise.all(tokens.map(pdfOf))
    const latencies = await probeUntil(server.url, pdfs)
    const sizes = await pdfs
    const seconds = (performance.now() - started) / 1000
    during.push(...latencies)
    console.log(
      `round ${round}: ${PARALLEL} PDFs of ${((sizes[0] ?? 0) / 1024).toFixed(1)} KB in ` +
        `${seconds.toFixed(2)} s | /healthz ${figures(latencies)}`,
    )
  }
  console.log(`/healthz at rest:          ${figures(rest)}`)
  console.log(
    `/healthz during ${PARALLEL} PDFs:  ${figures(during)}   target: p99 < ${TARGET_P99_MS} ms`,
  )
} finally {
  server.child.kill('SIGTERM')
  await exited(server.child)
  await rm(dataDir, { recursive: true, force: true })
}
