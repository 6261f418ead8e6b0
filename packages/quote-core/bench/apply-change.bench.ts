// How long one customer change takes in the core: reduce + validate + price (+ dates), for a
// full label and a full carton quote. Medians over many batches, with a baseline measured in
// the same run (a structured clone of the same order) so figures compare across machines.
import { quantitiesChanged } from '../src/order/actions'
import { orderReducer } from '../src/order/reducer'
import { evaluateOrder } from '../src/quote/evaluate-order'
import { priceBreaksForOrder } from '../src/quote/order-price-breaks'
import type { Order } from '../src/schema/order'
import {
  buildOrder,
  cartonQuotePatch,
  fixedNow,
  guestEnv,
  labelQuotePatch,
} from '../src/testing/fixtures'

const BATCHES = 60
const PER_BATCH = 250
const ctx = { env: guestEnv, now: fixedNow }

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = s.length >> 1
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

/** Median microseconds per call of `op`, over BATCHES batches of PER_BATCH calls. */
const measure = (op: (i: number) => unknown): number => {
  let sink = 0
  for (let i = 0; i < PER_BATCH * 4; i++) sink += op(i) === undefined ? 0 : 1 // warm-up
  const perOp: number[] = []
  for (let b = 0; b < BATCHES; b++) {
    const start = process.hrtime.bigint()
    for (let i = 0; i < PER_BATCH; i++) sink += op(i) === undefined ? 0 : 1
    perOp.push(Number(process.hrtime.bigint() - start) / 1000 / PER_BATCH)
  }
  if (sink < 0) console.log(sink)
  return median(perOp)
}

/** One change: the customer types a new quantity; the order is reduced, validated and priced. */
const applyChange = (order: Order) => (i: number) =>
  evaluateOrder(
    orderReducer(order, quantitiesChanged({ total_qty: i % 2 === 0 ? 1500 : 2500 }), guestEnv),
    ctx,
  )

const rows: [string, number][] = []
for (const [name, patch] of [
  ['label', labelQuotePatch],
  ['carton', cartonQuotePatch],
] as const) {
  const order = buildOrder(patch)
  if (evaluateOrder(order, ctx).order.quoted_total === null)
    throw new Error(`${name} fixture does not price`)
  const baseline = measure(() => structuredClone(order))
  const change = measure(applyChange(order))
  const breaks = measure(() => priceBreaksForOrder(order, ctx))
  rows.push([`${name}: apply one change (reduce + validate + price)`, change])
  rows.push([`${name}: price-break table (informational)`, breaks])
  rows.push([`${name}: baseline structuredClone(order)`, baseline])
  rows.push([`${name}: change / baseline ratio`, change / baseline])
}

console.log(
  `quote-core: median of ${BATCHES} batches x ${PER_BATCH} calls (microseconds per call; target < 50 for one change)`,
)
for (const [label, value] of rows)
  console.log(
    `  ${label.padEnd(58)} ${value.toFixed(label.includes('ratio') ? 2 : 1).padStart(8)}${label.includes('ratio') ? 'x' : ' us'}`,
  )
