import {
  initialOrder,
  orderReducer,
  orderUpdateAlert,
  sizeErrorsPresent,
  type Cart,
  type Order,
  type OrderAction,
  type OrderPatch,
  type QuoteEnv,
} from '@diecut/quote-core'
import { apiErrorFromThrown } from '../api/api-error'
import type { QuoteApi } from '../api/quote-api'
import { diffOrder } from './order-diff'
import type { LocalQuote, QuoteState, SyncStatus } from './quote-state'

/** Where failed refreshes are reported (docs/product.md section 8: logged only). */
export type QuoteLogger = { readonly warn: (message: string, detail?: unknown) => void }

export type OrderSyncDeps = {
  readonly api: Pick<QuoteApi, 'createOrder' | 'updateOrder'>
  readonly get: () => QuoteState
  readonly set: (partial: Partial<QuoteState>) => void
  readonly evaluate: (order: Order, env: QuoteEnv) => LocalQuote
  readonly logger: QuoteLogger
  readonly changeDebounceMs: number
}

type Entry = { readonly seq: number; readonly action: OrderAction }
type Inflight = {
  readonly gen: number
  readonly controller: AbortController
  readonly creating: boolean
  readonly done: Promise<void>
}

/**
 * The server side of a quote store. The server is the authority: every change is sent as a
 * patch of the customer fields (local order vs the last order the server acknowledged) after
 * its debounce; a newer request aborts an in-flight one and only the newest answer counts; the
 * answer becomes the base and the actions dispatched after that request was sent are replayed
 * on top, so no keystroke is lost. An answer that another route's newer order overtook while
 * it was out is not taken: the request goes again. A failed request is logged and the edits
 * stay.
 */
export const createOrderSync = (deps: OrderSyncDeps, start: Order) => {
  const { api, get, set } = deps
  let base = start
  let journal: Entry[] = []
  let seq = 0
  let timer: ReturnType<typeof setTimeout> | null = null
  let inflight: Inflight | null = null
  let generation = 0
  // Fields sent in requests whose answers never came: the server may or may not hold them.
  const unconfirmed = new Set<string>()
  // A request whose answer may be older than an order another route answered meanwhile.
  let overtaken = -1

  const status = (): SyncStatus =>
    timer !== null ? 'pending' : inflight !== null ? 'syncing' : 'idle'

  const replay = (order: Order, env: QuoteEnv) =>
    journal.reduce((o, e) => orderReducer(o, e.action, env), order)

  const reconcile = (server: Order, sentSeq: number, cart: Cart) => {
    base = server
    journal = journal.filter((e) => e.seq > sentSeq)
    const { env } = get()
    set({ ...deps.evaluate(replay(server, env), env), cart, lastError: null, sync: status() })
    if (journal.length > 0 && timer === null) schedule(deps.changeDebounceMs)
  }

  const request = (patch: OrderPatch, covers: boolean) => {
    const { order } = get()
    const creating = order.id === 0
    if (!creating) inflight?.controller.abort()
    const controller = new AbortController()
    const gen = ++generation
    // A plain refresh (empty body) does not carry the unsent edits: they are all replayed.
    const sentSeq = covers ? seq : Number.NEGATIVE_INFINITY
    for (const k of Object.keys(patch)) unconfirmed.add(k)
    const call = creating
      ? api.createOrder({ product_type_id: order.product_type_id, ...patch }, controller.signal)
      : api.updateOrder(order.id, patch, controller.signal)
    const done = call.then(
      (answer) => {
        if (gen !== generation) return
        inflight = null
        if (gen === overtaken) {
          // The server may have answered this before the change another route made (an
          // upload, a removal): ask again rather than step back to it. What it carried is
          // sent once more, so nothing is lost either way.
          overtaken = -1
          return request(diffOrder(get().order, base, unconfirmed), true)
        }
        unconfirmed.clear()
        reconcile(answer.order, sentSeq, answer.cart)
      },
      (error: unknown) => {
        if (gen !== generation) return
        inflight = null
        deps.logger.warn('The quote could not be refreshed; the edits are kept.', error)
        const lastError = apiErrorFromThrown(error)
        // quote-core decides which failures the customer is alerted to (docs/product.md section 8).
        const alert = orderUpdateAlert({ status: lastError.status, fields: Object.keys(patch) })
        set({ sync: 'error', lastError, ...(alert === null ? {} : { alert }) })
      },
    )
    inflight = { gen, controller, creating, done }
    set({ sync: 'syncing' })
  }

  const send = (): void => {
    const { order, errors } = get()
    // docs/product.md section 4: re-quoting stops while width, length, depth or carton size errors exist.
    if (sizeErrorsPresent(errors)) return set({ sync: 'held' })
    // The order is being created: its answer replays and re-sends what came after.
    if (inflight?.creating) return
    const from = order.id === 0 ? initialOrder(order.product_type_id) : base
    const patch = diffOrder(order, from, unconfirmed)
    if (Object.keys(patch).length > 0) return request(patch, true)
    if (inflight === null) journal = []
    set({ sync: status() })
  }

  /** (Re)starts the debounce; `announce: false` leaves the 'pending' status to the caller. */
  function schedule(ms: number, announce = true) {
    if (timer !== null) clearTimeout(timer)
    timer = setTimeout(() => {
      timer = null
      send()
    }, ms)
    if (announce) set({ sync: 'pending' })
  }

  const stop = () => {
    if (timer !== null) clearTimeout(timer)
    timer = null
    if (inflight !== null && !inflight.creating) inflight.controller.abort()
    inflight = null
    generation++
  }

  return {
    /**
     * Records an applied action and (re)starts its debounce. The status is then 'pending': the
     * caller sets it with the change itself, so a keystroke is one store update.
     */
    changed: (action: OrderAction, debounceMs: number): SyncStatus => {
      journal.push({ seq: ++seq, action })
      schedule(debounceMs, false)
      return 'pending'
    },
    /** Sends now: the pending changes, or an empty refresh (always empty while size errors hold). */
    refresh: async () => {
      const { order, errors } = get()
      if (order.id === 0) return
      if (timer !== null) clearTimeout(timer)
      timer = null
      if (inflight?.creating) return
      const held = sizeErrorsPresent(errors)
      request(held ? {} : diffOrder(order, base, unconfirmed), !held)
      await inflight?.done
    },
    /** Sends what is pending and waits for every answer. */
    flush: async () => {
      for (;;) {
        if (timer !== null) {
          clearTimeout(timer)
          timer = null
          send()
        }
        const current = inflight
        if (current === null) return
        await current.done
      }
    },
    /** Forgets every request and change, and takes `order` as acknowledged. */
    reset: (order: Order) => {
      stop()
      journal = []
      unconfirmed.clear()
      base = order
    },
    /** An order the server answered on another route: the new base, edits replayed on top. */
    receive: (order: Order) => {
      if (order.id !== get().order.id) return
      if (inflight !== null) overtaken = inflight.gen
      base = order
      const { env } = get()
      set({ ...deps.evaluate(replay(order, env), env) })
    },
  }
}

export type OrderSync = ReturnType<typeof createOrderSync>
