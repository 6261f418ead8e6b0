/**
 * `pnpm bench`: the server on a temp DATA_DIR (embedded PGlite), a realistic label quote, then
 * autocannon at 32 connections against GET /healthz and POST /orders/quoter/{id} (alternating
 * quantities), 3 rounds each; prints medians of requests/s and p99 and their ratio.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { createClient } from '../test/support/client'
import { labelPatch } from '../test/support/fixtures'
import { exited, spawnServer } from '../test/support/spawn-server'

const CONNECTIONS = 32
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const TARGET_P99_MS = 25

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)] ?? NaN
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'diecut-bench-'))
const server = await spawnServer(
  { DATA_DIR: dataDir, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info' },
  { discardLogs: true },
)
try {
  const client = createClient(server.url)
  const created = await client.post('/orders/quoter', { order: labelPatch })
  if (created.status !== 200) throw new Error(`could not create the quote: ${created.text}`)
  const id = created.body.order.id as number
  const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ')
  const headers = { cookie, 'content-type': 'application/json' }
  const change = (qty: number) => ({
    method: 'POST',
    path: `/orders/quoter/${id}`,
    headers,
    body: JSON.stringify({ order: { total_qty: qty, design_qty: qty } }),
  })
  const check = await client.post(`/orders/quoter/${id}`, {
    order: { total_qty: 2500, design_qty: 2500 },
  })
  if (!(check.body.order?.quoted_total > 0))
    throw new Error(`the quote is not priced: ${check.text.slice(0, 300)}`)

  // Warm-up (not counted): lets the JIT compile the hot paths of server and core.
  await autocannon({ url: `${server.url}/healthz`, connections: CONNECTIONS, duration: 2 })
  await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: 3,
    requests: [change(1000), change(2500)],
  })

  const health: { rps: number; p99: number }[] = []
  const update: { rps: number; p99: number }[] = []
  for (let round = 1; round <= ROUNDS; round++) {
    const h = await autocannon({
      url: `${server.url}/healthz`,
      connections: CONNECTIONS,
      duration: DURATION,
    })
    const u = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: [change(1000), change(2500)],
    })
    if (h.non2xx > 0 || u.non2xx > 0 || h.errors > 0 || u.errors > 0)
      throw new Error(
        `non-2xx or errors: healthz ${h.non2xx}/${h.errors}, update ${u.non2xx}/${u.errors}`,
      )
    health.push({ rps: h.requests.average, p99: h.latency.p99 })
    update.push({ rps: u.requests.average, p99: u.latency.p99 })
    console.log(
      `round ${round}: healthz ${h.requests.average.toFixed(0)} req/s p99 ${h.latency.p99} ms | ` +
        `quote update ${u.requests.average.toFixed(0)} req/s p99 ${u.latency.p99} ms`,
    )
  }
  const hr = median(health.map((x) => x.rps))
  const hp = median(health.map((x) => x.p99))
  const ur = median(update.map((x) => x.rps))
  const up = median(update.map((x) => x.p99))
  console.log(
    `\nmedians over ${ROUNDS} rounds, ${CONNECTIONS} connections, ${DURATION} s each (PGlite):`,
  )
  console.log(`  GET  /healthz             ${hr.toFixed(0).padStart(7)} req/s   p99 ${hp} ms`)
  console.log(`  POST /orders/quoter/{id}  ${ur.toFixed(0).padStart(7)} req/s   p99 ${up} ms`)
  console.log(
    `  ratio update/healthz       ${(ur / hr).toFixed(3)} (req/s)   ${(up / Math.max(hp, 1)).toFixed(1)}x (p99)`,
  )
  console.log(
    `  target p99 < ${TARGET_P99_MS} ms for the quote update: ${up < TARGET_P99_MS ? 'met' : 'NOT met'}`,
  )
} finally {
  server.child.kill('SIGTERM')
  await exited(server.child)
  await rm(dataDir, { recursive: true, force: true })
}
