/**
 * The store's load bench: `pnpm --filter @diecut/http-adapter bench` (under with-postgres.sh,
 * so PostgreSQL runs too where it is installed).
 *
 * The built server (dist/server.js) runs as its own process; this process generates the load.
 * For each database (PGlite; PostgreSQL when TEST_DATABASE_URL is set):
 *  1. capacity, closed loop (32 connections): GET /healthz and quote patches spread over every
 *     customer's own order and session (each a new quantity for its order, so each is saved),
 *     each at its own saturation, alternating in short rounds
 *     on the same server so that both see the same neighbours on a shared machine. The
 *     throughput ratio is patch req/s / healthz req/s of adjacent measurements, median over the
 *     rounds; the server's CPU time per request (from /proc) is shown beside it, a figure that
 *     depends less on what else the machine runs. No target: what a patch costs beside the
 *     lightest call.
 *  2. the qualifying arrival rate: first GET /healthz alone (its p99 with nothing else running is
 *     the floor of this machine and bench), then the mixed workload's arrivals at the embedded
 *     target rate with every call a GET /healthz (the floor at that rate: the bench, the HTTP
 *     stack and the machine, with next to nothing for the store to do), then short open-loop
 *     mixed runs at rising rates (doubling from --rate-min) until GET /healthz p99 reaches 5 ms;
 *     the highest rate below that qualifies (target on the embedded database: 40 requests a
 *     second).
 *     --rate fixes the rate instead of searching.
 *  3. a mixed workload at that rate, open loop: N customers, each with its own session and order, each
 *     running a shopper's script (reference data, create a quote, 10-20 patches of material, size
 *     and quantities, shipping rates, add to cart; some sign up and save, some upload a small
 *     artwork file), one after another for the whole run. Requests go out on a schedule fixed in
 *     advance (think times drawn for the arrival rate), whether or not the server kept up, and
 *     latency counts from the scheduled instant: a slow server shows as latency, not as fewer
 *     requests. GET /healthz is probed on its own schedule in the same run as the baseline, from
 *     a thread of its own (bench/health-probe.mjs).
 *  4. the server's RSS at the start and end of the mixed phase.
 *
 * Options (flags or environment): --customers (BENCH_CUSTOMERS, 200), --rate requests/s of the
 * mixed phase (BENCH_RATE; unset: searched), --rate-min and --rate-max of the search
 * (BENCH_RATE_MIN 10, BENCH_RATE_MAX 320), --step s per search step (BENCH_STEP, 10),
 * --duration s (BENCH_DURATION, 20), --capacity s per closed-loop measurement (BENCH_CAPACITY,
 * 3), --rounds of the capacity phase (BENCH_ROUNDS, 3), --workers for PostgreSQL
 * (BENCH_WORKERS, 2), --db pglite,postgres (BENCH_DB).
 *
 * Every shopper comes from 127.0.0.1, so the server runs with GUEST_MAX_PER_IP and
 * SIGNUP_MAX_PER_IP raised: the per-network limits on new guests and sign-ups are for abuse,
 * not for a bench's thousand customers.
 */
import { execFileSync } from 'node:child_process'
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import http from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import { gunzipSync } from 'node:zlib'
import autocannon, { type Options as AutocannonOptions } from 'autocannon'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { Worker } from 'node:worker_threads'
import postgres from 'postgres'
import { packageRoot } from '../src/config/package-root'
import { labelPatch } from '../test/support/fixtures'
import { png } from '../test/support/sample-files'

const { values: flags } = parseArgs({
  options: {
    customers: { type: 'string' },
    rate: { type: 'string' },
    'rate-min': { type: 'string' },
    'rate-max': { type: 'string' },
    step: { type: 'string' },
    rounds: { type: 'string' },
    duration: { type: 'string' },
    capacity: { type: 'string' },
    workers: { type: 'string' },
    db: { type: 'string' },
  },
})
const option = (flag: string | undefined, env: string, fallback: string) =>
  flag ?? process.env[env] ?? fallback
const CUSTOMERS = Number(option(flags.customers, 'BENCH_CUSTOMERS', '200'))
const FIXED_RATE = flags.rate ?? process.env.BENCH_RATE
const RATE_MIN = Number(option(flags['rate-min'], 'BENCH_RATE_MIN', '10'))
const RATE_MAX = Number(option(flags['rate-max'], 'BENCH_RATE_MAX', '320'))
const STEP_S = Number(option(flags.step, 'BENCH_STEP', '10'))
const DURATION_S = Number(option(flags.duration, 'BENCH_DURATION', '20'))
const CAPACITY_S = Number(option(flags.capacity, 'BENCH_CAPACITY', '3'))
const ROUNDS = Number(option(flags.rounds, 'BENCH_ROUNDS', '3'))
const PG_WORKERS = Number(option(flags.workers, 'BENCH_WORKERS', '2'))
const DATABASES = option(flags.db, 'BENCH_DB', 'pglite,postgres').split(',')
const HEALTH_PROBES_PER_S = 20

const TARGETS = { healthP99Ms: 5, patchP99Ms: 25, embeddedRate: 40 }

// ---------------------------------------------------------------- statistics

const quantile = (sorted: readonly number[], q: number) =>
  sorted.length === 0
    ? NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN)

type CallStats = {
  latencies: number[]
  ok: number
  client4xx: number
  server5xx: number
  errors: number
}

const newStats = (): CallStats => ({
  latencies: [],
  ok: 0,
  client4xx: 0,
  server5xx: 0,
  errors: 0,
})

// ---------------------------------------------------------------- HTTP client

const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 })

type Reply = { status: number; body: unknown; setCookie: string[] }

/** One request as a browser sends it (gzip accepted, the session cookie), body parsed as JSON. */
const send = (
  base: URL,
  method: string,
  pathname: string,
  cookie: string | null,
  body?: { json: unknown } | { multipart: Buffer; boundary: string },
): Promise<Reply> =>
  new Promise((resolve, reject) => {
    const payload =
      body === undefined
        ? undefined
        : 'json' in body
          ? Buffer.from(JSON.stringify(body.json))
          : body.multipart
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method,
        path: pathname,
        headers: {
          accept: 'application/json',
          'accept-encoding': 'gzip',
          ...(cookie === null ? {} : { cookie }),
          ...(payload === undefined
            ? {}
            : {
                'content-length': payload.length,
                'content-type':
                  body !== undefined && 'boundary' in body
                    ? `multipart/form-data; boundary=${body.boundary}`
                    : 'application/json',
              }),
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('error', reject)
        res.on('end', () => {
          let raw = Buffer.concat(chunks)
          if (res.headers['content-encoding'] === 'gzip') raw = gunzipSync(raw)
          let parsed: unknown = null
          try {
            parsed = raw.length === 0 ? null : JSON.parse(raw.toString('utf8'))
          } catch {
            parsed = raw.toString('utf8')
          }
          resolve({
            status: res.statusCode ?? 0,
            body: parsed,
            setCookie: res.headers['set-cookie'] ?? [],
          })
        })
      },
    )
    req.on('error', reject)
    req.end(payload)
  })

const multipartFile = (name: string, type: string, data: Uint8Array) => {
  const boundary = `----diecut${randomBytes(8).toString('hex')}`
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`
  return {
    boundary,
    multipart: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  }
}

// ---------------------------------------------------------------- the shopper

/** A deterministic random stream per customer (xorshift), so runs are comparable. */
const randomStream = (seed: number) => {
  let x = seed * 2654435761 || 1
  return () => {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    return (x >>> 0) / 4294967296
  }
}

type Step = {
  readonly call: string
  readonly run: (s: Session) => Promise<Reply>
  readonly after?: (s: Session, r: Reply) => void
}
type Session = { cookie: string | null; orderId: number | null; base: URL }

const field = (body: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>(
    (v, k) => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[k] : undefined),
    body,
  )

/** What a shopper does on one visit, drawn from their random stream. */
const visit = (random: () => number, visitNo: number): Step[] => {
  const pick = <A>(xs: readonly A[]): A => xs[Math.floor(random() * xs.length)] as A
  const quote = (s: Session) => `/orders/quoter/${s.orderId}`
  const patches: Record<string, unknown>[] = []
  const n = 10 + Math.floor(random() * 11)
  for (let i = 0; i < n; i++) {
    const kind = random()
    if (kind < 0.2) patches.push({ substrate_id: pick([1, 3, 4]), laminate_id: pick([1, 3]) })
    else if (kind < 0.5) {
      const width = pick([1, 1.5, 2, 2.5, 3, 4])
      patches.push({ width, length: pick([1, 2, 3, 3.5, 4, 5]) })
    } else {
      const qty = pick([250, 500, 1000, 1500, 2500, 5000, 10000])
      patches.push({ total_qty: qty, design_qty: qty })
    }
  }
  const signsUp = random() < 0.1
  const uploads = random() < 0.15
  const steps: Step[] = [
    {
      call: 'GET /api/reference-data',
      run: (s) => send(s.base, 'GET', '/api/reference-data', s.cookie),
    },
    {
      call: 'POST /orders/quoter (create)',
      run: (s) => send(s.base, 'POST', '/orders/quoter', s.cookie, { json: { order: labelPatch } }),
      after: (s, r) => {
        const id = field(r.body, 'order', 'id')
        s.orderId = typeof id === 'number' ? id : null
      },
    },
    ...patches.map((order): Step => ({
      call: 'POST /orders/quoter/{id} (patch)',
      run: (s) => send(s.base, 'POST', quote(s), s.cookie, { json: { order } }),
    })),
    {
      call: 'POST /account/shipments/get-rates-by-order/{id}',
      run: (s) =>
        send(s.base, 'POST', `/account/shipments/get-rates-by-order/${s.orderId}`, s.cookie, {
          json: pick([
            { address1: '350 5th Ave', city: 'New York', state: 'NY', zip: '10118' },
            { address1: '1 Market St', city: 'San Francisco', state: 'CA', zip: '94105' },
            { address1: '233 S Wacker Dr', city: 'Chicago', state: 'IL', zip: '60606' },
            { address1: '55 Trinity Ave', city: 'Atlanta', state: 'GA', zip: '30303' },
          ]),
        }),
    },
  ]
  if (uploads)
    steps.push({
      call: 'POST /account/designs/add/{id} (upload)',
      run: (s) =>
        send(
          s.base,
          'POST',
          `/account/designs/add/${s.orderId}`,
          s.cookie,
          multipartFile('label-art.png', 'image/png', png(1200, 1800)),
        ),
    })
  if (signsUp)
    steps.push(
      {
        call: 'POST /account/users/signup',
        run: (s) =>
          send(s.base, 'POST', '/account/users/signup', s.cookie, {
            json: {
              email: `shopper-${visitNo}-${randomBytes(4).toString('hex')}@example.com`,
              password: 'bench password 1',
              name: 'Bench Shopper',
            },
          }),
      },
      {
        call: 'POST /carts/save-to-account/{id}',
        run: (s) =>
          send(s.base, 'POST', `/carts/save-to-account/${s.orderId}`, s.cookie, { json: {} }),
      },
    )
  steps.push(
    {
      call: 'POST /carts/add-to-cart/{id}',
      run: (s) => send(s.base, 'POST', `/carts/add-to-cart/${s.orderId}`, s.cookie),
    },
    { call: 'GET /carts/current', run: (s) => send(s.base, 'GET', '/carts/current', s.cookie) },
  )
  return steps
}

const keepCookie = (s: Session, r: Reply) => {
  for (const c of r.setCookie) {
    const pair = c.split(';')[0]
    if (pair !== undefined && pair.startsWith('diecut_sid=')) s.cookie = pair
  }
}

// ---------------------------------------------------------------- the server

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const s = createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const a = s.address()
      s.close(() => resolve(typeof a === 'object' && a !== null ? a.port : 0))
    })
  })

/** RSS of a process and its children (the workers), in MB. */
const rssMb = (pid: number): number => {
  const pids = [pid]
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim()
    if (children !== '') pids.push(...children.split(/\s+/).map(Number))
  } catch {
    // Not Linux, or gone.
  }
  let kb = 0
  for (const p of pids) {
    try {
      const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))
      kb += Number(m?.[1] ?? 0)
    } catch {
      // Exited meanwhile.
    }
  }
  return kb / 1024
}

const startServer = async (env: Record<string, string>) => {
  const root = packageRoot()
  const port = await freePort()
  // BENCH_NODE_ARGS: extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  // BENCH_SERVER: another build of the server to run (to compare two builds on the same machine).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter((a) => a !== '')
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeArgs, process.env.BENCH_SERVER ?? path.join(root, 'dist', 'server.js')],
    {
      cwd: root,
      env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const url = `http://127.0.0.1:${port}`
  // Up to 5 minutes: a loaded machine starts PGlite slowly.
  for (let i = 0; i < 3000; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return { url: new URL(url), child }
    await sleep(100)
  }
  child.kill('SIGKILL')
  throw new Error('the server did not start')
}

const stopServer = async (child: ChildProcess) => {
  if (child.exitCode !== null) return
  const done = new Promise((r) => child.once('exit', r))
  child.kill('SIGTERM')
  await done
}

// ---------------------------------------------------------------- one run

type Sessions = { cookie: string; orderId: number }[]

/** N guests, each with one label quote: the sessions the capacity phase spreads patches over. */
const makeSessions = async (base: URL, n: number): Promise<Sessions> => {
  const out: Sessions = []
  for (let i = 0; i < n; i += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, n - i) }, async () => {
        const s: Session = { cookie: null, orderId: null, base }
        const r = await send(base, 'POST', '/orders/quoter', null, { json: { order: labelPatch } })
        keepCookie(s, r)
        const id = field(r.body, 'order', 'id')
        if (r.status !== 200 || typeof id !== 'number' || s.cookie === null)
          throw new Error(`could not create a quote: ${r.status}`)
        return { cookie: s.cookie, orderId: id }
      }),
    )
    out.push(...batch)
  }
  return out
}

/** CPU time (user + system) of a process and its children (the workers), in ms. */
const cpuMs = (pid: number): number => {
  const pids = [pid]
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim()
    if (children !== '') pids.push(...children.split(/\s+/).map(Number))
  } catch {
    // Not Linux, or gone.
  }
  let ticks = 0
  for (const p of pids) {
    try {
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
      ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0)
    } catch {
      // Exited meanwhile.
    }
  }
  return ticks * 10 // USER_HZ is 100 on Linux
}

const median = (xs: readonly number[]) =>
  quantile(
    [...xs].sort((a, b) => a - b),
    0.5,
  )

type Closed = { rps: number; errors: number; cpuMsPerRequest: number }

const capacity = async (base: URL, pid: number, sessions: Sessions) => {
  const connections = 32
  const measure = async (opts: AutocannonOptions): Promise<Closed> => {
    const cpu = cpuMs(pid)
    const r = await autocannon({ connections, duration: CAPACITY_S, ...opts })
    return {
      // Over the whole measurement: autocannon's per-second average skips seconds with no answer.
      rps: r.requests.total / r.duration,
      errors: r.errors + r.non2xx,
      cpuMsPerRequest: (cpuMs(pid) - cpu) / Math.max(1, r.requests.total),
    }
  }
  let i = 0
  const patches = (duration = CAPACITY_S) =>
    measure({
      url: base.origin,
      duration,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            // Each pass over the customers gives every order a new quantity: every patch
            // changes its order and is saved, none is a refresh that writes nothing.
            const n = i++
            const s = sessions[n % sessions.length] as Sessions[number]
            const qty = 500 + (Math.floor(n / sessions.length) % 20) * 250
            return {
              ...req,
              path: `/orders/quoter/${s.orderId}`,
              headers: {
                cookie: s.cookie,
                'content-type': 'application/json',
                'accept-encoding': 'gzip',
              },
              body: JSON.stringify({ order: { total_qty: qty, design_qty: qty } }),
            }
          },
        },
      ],
    })
  // Warm-up, not counted: the server's code paths and each customer's first change.
  await measure({ url: `${base.origin}/healthz`, duration: 2 })
  await patches(2)
  const health: Closed[] = []
  const patch: Closed[] = []
  for (let r = 0; r < ROUNDS; r++) {
    health.push(await measure({ url: `${base.origin}/healthz` }))
    patch.push(await patches())
  }
  // A round where /healthz got no answer at all (the machine stalled) gives no ratio.
  const shares = patch.map((p, r) => p.rps / (health[r]?.rps ?? NaN))
  return {
    healthRps: median(health.map((h) => h.rps)),
    patchRps: median(patch.map((p) => p.rps)),
    // Each round's patch figure over the healthz figure measured just before it.
    share: median(shares.filter(Number.isFinite)),
    shares,
    healthCpuMs: median(health.map((h) => h.cpuMsPerRequest)),
    patchCpuMs: median(patch.map((p) => p.cpuMsPerRequest)),
    healthErrors: health.reduce((a, h) => a + h.errors, 0),
    patchErrors: patch.reduce((a, p) => a + p.errors, 0),
  }
}

/**
 * The mixed workload at `rate` for `durationS` seconds. `hollow`: the same schedule of
 * arrivals, each request a GET /healthz - what this machine, this bench and the HTTP stack
 * answer at that rate with next to nothing for the store to do.
 */
const mixed = async (base: URL, pid: number, rate: number, durationS: number, hollow = false) => {
  const stats = new Map<string, CallStats>()
  const statsOf = (call: string) => {
    let s = stats.get(call)
    if (s === undefined) stats.set(call, (s = newStats()))
    return s
  }
  const health = newStats()
  const start = performance.now()
  const end = start + durationS * 1000
  // Mean think time so that CUSTOMERS shoppers together send `rate` requests/s (none at 0).
  const meanGapMs = rate === 0 ? Infinity : (CUSTOMERS / rate) * 1000
  const rssStart = rssMb(pid)
  const rssSamples: number[] = [rssStart]
  const sampler = setInterval(() => {
    rssSamples.push(rssMb(pid))
    // Long runs show the server's memory as they go: flat, or growing.
    if (durationS >= 120 && rssSamples.length % 12 === 1)
      console.log(
        `  ${Math.round((performance.now() - start) / 1000)} s: server RSS ${rssSamples.at(-1)?.toFixed(0)} MB`,
      )
  }, 5000)

  const waitUntil = async (t: number) => {
    const d = t - performance.now()
    if (d > 0) await sleep(d)
  }
  const timed = async (st: CallStats, due: number, f: () => Promise<Reply>) => {
    try {
      const r = await f()
      st.latencies.push(performance.now() - due)
      if (r.status >= 500) st.server5xx++
      else if (r.status >= 400) st.client4xx++
      else st.ok++
      return r
    } catch {
      st.errors++
      return null
    }
  }

  let visits = 0
  const shopper = async (c: number) => {
    const random = randomStream(c + 1)
    const gap = () => -Math.log(1 - random()) * meanGapMs
    // Arrivals spread over the first think time, then each request on its own schedule.
    let due = start + random() * meanGapMs
    while (due < end) {
      const s: Session = { cookie: null, orderId: null, base }
      for (const step of visit(random, visits++)) {
        if (due >= end) return
        await waitUntil(due)
        if (hollow) {
          await timed(statsOf('GET /healthz (in place of each call)'), due, () =>
            send(base, 'GET', '/healthz', null),
          )
          due += gap()
          continue
        }
        const r = await timed(statsOf(step.call), due, () => step.run(s))
        if (r === null) break
        keepCookie(s, r)
        step.after?.(s, r)
        if (step.call.includes('(create)') && s.orderId === null) break
        due += gap()
      }
    }
  }
  // Probes are independent: each goes out on time, whether or not the one before has answered,
  // from a thread of their own (health-probe.mjs), whose clock the shoppers never hold up.
  const prober = async () => {
    const worker = new Worker(new URL('./health-probe.mjs', import.meta.url), {
      workerData: {
        url: `${base.origin}/healthz`,
        perSecond: HEALTH_PROBES_PER_S,
        durationMs: end - performance.now(),
      },
    })
    const [result] = (await once(worker, 'message')) as [
      { latencies: number[]; ok: number; failed: number },
    ]
    health.latencies.push(...result.latencies)
    health.ok += result.ok
    health.errors += result.failed
    await worker.terminate()
  }
  await Promise.all([prober(), ...Array.from({ length: CUSTOMERS }, (_, c) => shopper(c))])
  clearInterval(sampler)
  const rssEnd = rssMb(pid)
  return { stats, health, seconds: (performance.now() - start) / 1000, rssStart, rssEnd, visits }
}

const ms = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '-')
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met')

const p99Of = (st: CallStats) =>
  quantile(
    [...st.latencies].sort((a, b) => a - b),
    0.99,
  )
const PATCH = 'POST /orders/quoter/{id} (patch)'

/**
 * The highest arrival rate at which GET /healthz p99 stays under the target: short mixed runs
 * at doubling rates, stopping at the first that misses. Null when even the lowest misses.
 */
const qualifyingRate = async (base: URL, pid: number) => {
  let best: number | null = null
  for (let rate = RATE_MIN; rate <= RATE_MAX; rate *= 2) {
    const run = await mixed(base, pid, rate, STEP_S)
    const healthP99 = p99Of(run.health)
    const patch = run.stats.get(PATCH) ?? newStats()
    console.log(
      `  search: ${String(rate).padStart(4)} req/s for ${STEP_S} s: /healthz p99 ${ms(healthP99)} ms, ` +
        `quote patch p99 ${ms(p99Of(patch))} ms`,
    )
    if (!(healthP99 < TARGETS.healthP99Ms)) break
    best = rate
  }
  return best
}

const runOn = async (label: string, env: Record<string, string>) => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'diecut-load-'))
  const server = await startServer({
    DATA_DIR: dataDir,
    GUEST_MAX_PER_IP: '1000000',
    SIGNUP_MAX_PER_IP: '100000',
    ...env,
  })
  try {
    const pid = server.child.pid ?? 0
    const sessions = await makeSessions(server.url, CUSTOMERS)
    console.log(`\n== ${label}: ${CUSTOMERS} customers`)
    const cap = await capacity(server.url, pid, sessions)
    console.log(
      `capacity (closed loop, 32 connections, ${ROUNDS} alternating rounds of ${CAPACITY_S} s, medians): ` +
        `GET /healthz ${cap.healthRps.toFixed(0)} req/s (${cap.healthCpuMs.toFixed(3)} ms server CPU each), ` +
        `quote patch over ${sessions.length} orders ${cap.patchRps.toFixed(0)} req/s ` +
        `(${cap.patchCpuMs.toFixed(3)} ms server CPU each); errors ${cap.healthErrors}/${cap.patchErrors}`,
    )
    console.log(
      `  quote-patch throughput / healthz throughput: ${(cap.share * 100).toFixed(1)}% ` +
        `(rounds ${cap.shares.map((x) => `${(x * 100).toFixed(1)}%`).join(', ')}; no target: ` +
        `what a patch costs beside the lightest call; the targets are the rates and latencies below); ` +
        `by server CPU per request ${((cap.healthCpuMs / cap.patchCpuMs) * 100).toFixed(1)}%`,
    )

    // The same probes with no shopper at all: what this machine and this bench answer at best.
    const floor = p99Of((await mixed(server.url, pid, 0, STEP_S)).health)
    console.log(
      `GET /healthz p99 with no other load, ${STEP_S} s: ${ms(floor)} ms (this run's floor; ` +
        `the ${TARGETS.healthP99Ms} ms line ${floor < TARGETS.healthP99Ms ? 'is above it' : 'is below it: no rate can qualify here'})`,
    )
    // The same arrivals as the mixed workload at the embedded database's target rate, each a
    // GET /healthz: the floor at that rate, before the store does any work of its own.
    const hollow = p99Of((await mixed(server.url, pid, TARGETS.embeddedRate, STEP_S, true)).health)
    console.log(
      `GET /healthz p99 with the mixed workload's arrivals at ${TARGETS.embeddedRate} req/s, each a GET /healthz, ${STEP_S} s: ` +
        `${ms(hollow)} ms (the floor at that rate; left of the ${TARGETS.healthP99Ms} ms line for the store's own work: ` +
        `${ms(Math.max(0, TARGETS.healthP99Ms - hollow))} ms)`,
    )
    let rate: number
    if (FIXED_RATE !== undefined) rate = Number(FIXED_RATE)
    else {
      console.log(`arrival rate where GET /healthz p99 < ${TARGETS.healthP99Ms} ms:`)
      const found = await qualifyingRate(server.url, pid)
      if (found === null)
        console.log(
          `  no rate from ${RATE_MIN} req/s qualifies here; measuring at ${RATE_MIN} req/s`,
        )
      rate = found ?? RATE_MIN
      if (label.startsWith('PGlite'))
        console.log(
          `  qualifying rate on the embedded database: ${found ?? 'none'} req/s ` +
            `(target >= ${TARGETS.embeddedRate}: ${verdict((found ?? 0) >= TARGETS.embeddedRate)})`,
        )
    }
    const run = await mixed(server.url, pid, rate, DURATION_S)

    console.log(`mixed workload: ${rate} req/s open loop, ${DURATION_S} s, ${run.visits} visits`)
    const rows = [...run.stats.entries(), ['GET /healthz (baseline probe)', run.health] as const]
    console.log(
      `${'call'.padEnd(48)} ${'req/s'.padStart(7)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)}   2xx   4xx   5xx  err`,
    )
    for (const [call, st] of rows) {
      const sorted = [...st.latencies].sort((a, b) => a - b)
      console.log(
        `${call.padEnd(48)} ${(sorted.length / run.seconds).toFixed(1).padStart(7)} ` +
          `${ms(quantile(sorted, 0.5)).padStart(7)} ${ms(quantile(sorted, 0.95)).padStart(7)} ` +
          `${ms(quantile(sorted, 0.99)).padStart(7)} ${String(st.ok).padStart(5)} ${String(st.client4xx).padStart(5)} ` +
          `${String(st.server5xx).padStart(5)} ${String(st.errors).padStart(4)}`,
      )
    }
    const healthP99 = p99Of(run.health)
    const patch = run.stats.get(PATCH) ?? newStats()
    const patchSorted = [...patch.latencies].sort((a, b) => a - b)
    const patchP99 = quantile(patchSorted, 0.99)
    const failures = [...run.stats.values(), run.health].reduce(
      (a, s) => a + s.server5xx + s.errors,
      0,
    )
    const patchErrors = patch.server5xx + patch.errors + patch.client4xx
    console.log(`latencies in ms from each request's scheduled instant`)
    console.log(
      `  at ${rate} req/s: /healthz p99 ${ms(healthP99)} ms (the rate qualifies if < ${TARGETS.healthP99Ms} ms: ${verdict(healthP99 < TARGETS.healthP99Ms)})`,
    )
    console.log(
      `  quote patch p50 ${ms(quantile(patchSorted, 0.5))} ms, p95 ${ms(quantile(patchSorted, 0.95))} ms, ` +
        `p99 ${ms(patchP99)} ms (target p99 < ${TARGETS.patchP99Ms} ms: ${verdict(patchP99 < TARGETS.patchP99Ms)})`,
    )
    console.log(
      `  quote patch errors (4xx, 5xx, failed) ${patchErrors}; all calls 5xx + failed ${failures} ` +
        `(target 0: ${verdict(failures === 0 && patchErrors === 0)})`,
    )
    console.log(
      `  quote-patch throughput at capacity ${(cap.share * 100).toFixed(1)}% of /healthz ` +
        `(no target); at this rate both are offered load, not capacity`,
    )
    console.log(
      `  server RSS ${run.rssStart.toFixed(0)} MB at start, ${run.rssEnd.toFixed(0)} MB at end ` +
        `(${(((run.rssEnd - run.rssStart) / run.rssStart) * 100).toFixed(1)}%)`,
    )
  } finally {
    await stopServer(server.child)
    await rm(dataDir, { recursive: true, force: true })
  }
}

// ---------------------------------------------------------------- main

const root = packageRoot()
if (!existsSync(path.join(root, 'dist', 'server.js')))
  execFileSync('pnpm', ['--filter', '@diecut/http-adapter...', 'run', 'build'], {
    cwd: path.join(root, '..', '..'),
    stdio: 'inherit',
  })
console.log(
  `load bench: figures on a shared machine (${(await import('node:os')).cpus().length} cores); ` +
    'compare ratios to the /healthz baseline of the same run',
)
if (DATABASES.includes('pglite')) await runOn('PGlite (WORKERS=1)', {})
const pgUrl = process.env.TEST_DATABASE_URL
if (DATABASES.includes('postgres')) {
  if (pgUrl === undefined) console.log('\n(PostgreSQL: not run, TEST_DATABASE_URL is not set)')
  else {
    const admin = postgres(pgUrl, { max: 1, onnotice: () => undefined })
    const name = `diecut_bench_${randomBytes(4).toString('hex')}`
    await admin.unsafe(`create database ${name}`)
    const url = new URL(pgUrl)
    url.pathname = `/${name}`
    try {
      await runOn(`PostgreSQL (WORKERS=${PG_WORKERS})`, {
        DATABASE_URL: url.toString(),
        WORKERS: String(PG_WORKERS),
      })
    } finally {
      await admin.unsafe(`drop database if exists ${name} with (force)`)
      await admin.end({ timeout: 5 })
    }
  }
}
agent.destroy()
