/**
 * The load bench's GET /healthz probes, in a thread of their own: each goes out on its own
 * schedule and is timed on this thread's event loop, which nothing else runs on, so the
 * shoppers' work in the bench (building and reading their requests) never delays a probe or
 * its clock. What a probe measures is the server's answer, and the machine it shares.
 *
 * workerData: `{ url, perSecond, durationMs }`; posts back `{ latencies, ok, failed }` when the
 * last probe has answered.
 */
import http from 'node:http'
import { parentPort, workerData } from 'node:worker_threads'
import { setTimeout as sleep } from 'node:timers/promises'

// Plain JavaScript: a worker thread does not inherit the TypeScript loader the bench runs with.
/** @type {{ url: string, perSecond: number, durationMs: number }} */
const { url, perSecond, durationMs } = workerData

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })

/** @returns {Promise<number>} the answer's status */
const probe = () =>
  new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: { accept: 'application/json' } }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', reject)
  })

/** @type {number[]} */
const latencies = []
let ok = 0
let failed = 0
const start = performance.now()
/** @type {Promise<void>[]} */
const sent = []
for (let due = start; due < start + durationMs; due += 1000 / perSecond) {
  const wait = due - performance.now()
  if (wait > 0) await sleep(wait)
  const at = due
  sent.push(
    probe().then(
      (status) => {
        latencies.push(performance.now() - at)
        if (status === 200) ok++
        else failed++
      },
      () => void failed++,
    ),
  )
}
await Promise.all(sent)
agent.destroy()
parentPort?.postMessage({ latencies, ok, failed })
