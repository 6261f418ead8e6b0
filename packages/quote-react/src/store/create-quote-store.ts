import {
  savedQuoteLabel,
  canAddToCart,
  canSaveQuote,
  evaluateOrder,
  newOrder,
  orderReducer,
  QUOTE_CONSTANTS,
  selectCompletedSteps,
  selectSteps,
  type Order,
  type OrderAction,
  type QuoteEnv,
} from '@diecut/quote-core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import { ApiError, apiErrorFromThrown } from '../api/api-error'
import type { QuoteApi } from '../api/quote-api'
import { keepEqualErrors, keepEqualFlags, keepEqualOrder } from './keep-equal'
import { createOrderSync, type QuoteLogger } from './order-sync'
import type { AddToCartResult, LocalQuote, QuoteState, SaveResult } from './quote-state'

export type CreateQuoteStoreOptions = {
  readonly api: QuoteApi
  readonly env: QuoteEnv
  /** The clock (ISO instant); prices and ship dates depend on it. */
  readonly now?: () => string
  /** An order the server already has (its id > 0), e.g. from the page's address. */
  readonly initial?: Order
  readonly productTypeId?: 1 | 2 | 3
  readonly logger?: QuoteLogger
}

export type QuoteStore = StoreApi<QuoteState>

// docs/product.md section 9: quantity changes wait 500 ms, any other change 100 ms.
const QUANTITY_ACTIONS: ReadonlySet<OrderAction['type']> = new Set([
  'order/quantitiesChanged',
  'order/designQuantityChanged',
])

const consoleLogger: QuoteLogger = { warn: (message, detail) => console.warn(message, detail) }

const failure = (code: string, message: string, errors: ApiError['errors'] = []) =>
  new ApiError({ status: 0, code, message, errors })

/**
 * A quote's vanilla zustand store: quote-core state and reducer on this side (the price,
 * errors and steps change in the same frame as the gesture), the server kept in step by
 * `createOrderSync`, and the quote lifecycle of docs/product.md section 4 (add to cart, save).
 */
export const createQuoteStore = (options: CreateQuoteStoreOptions): QuoteStore => {
  const { api } = options
  const now = options.now ?? (() => new Date().toISOString())
  // The last evaluation: an unchanged order, errors and steps keep their identity from one to
  // the next, so a server answer that agrees with this side renders nothing again.
  let last: LocalQuote | undefined
  const evaluate = (order: Order, env: QuoteEnv): LocalQuote => {
    const e = evaluateOrder(order, { env, now: now() })
    const same = keepEqualOrder(last?.order, e.order)
    const errors = keepEqualErrors(last?.errors, e.errors)
    const steps = keepEqualFlags(last?.steps, selectSteps(same, env))
    const completed = keepEqualFlags(last?.completed, selectCompletedSteps(same, errors))
    last = { order: same, errors, quote: e.quote, dieStatus: e.dieStatus, steps, completed }
    return last
  }
  const start = options.initial ?? newOrder(options.productTypeId ?? 1, options.env)
  let pendingLabel: string | null = null

  return createStore<QuoteState>()((set, get) => {
    const sync = createOrderSync(
      {
        api,
        get,
        set,
        evaluate,
        logger: options.logger ?? consoleLogger,
        changeDebounceMs: QUOTE_CONSTANTS.changeDebounceMs,
      },
      start,
    )

    const restart = (productTypeId: 1 | 2 | 3) => {
      const fresh = newOrder(productTypeId, get().env)
      sync.reset(fresh)
      set({ ...evaluate(fresh, get().env), sync: 'idle', loginRequired: false })
    }

    /** Sends what is pending; the order id the server holds it under, or an ApiError thrown. */
    const flushed = async (): Promise<number> => {
      await sync.flush()
      const { order, sync: status, lastError } = get()
      if (status === 'error' && lastError !== null) throw lastError
      if (order.id === 0) throw failure('not_started', 'This quote has not been started yet.')
      return order.id
    }

    const addToCart = async (): Promise<AddToCartResult> => {
      const { errors, saving, adding } = get()
      if (!canAddToCart(errors, { saving, adding })) {
        const error = failure('incomplete_order', 'Please complete the items listed.', errors)
        return { _tag: 'Failed', error }
      }
      set({ adding: true, lastError: null })
      try {
        const answer = await api.addToCart(await flushed())
        // docs/product.md section 4: the order goes to the cart and a fresh quote starts.
        restart(answer.order.product_type_id)
        set({ adding: false, cart: answer.cart })
        return { _tag: 'Added', cart: answer.cart, order: answer.order }
      } catch (e) {
        const error = apiErrorFromThrown(e)
        set({ adding: false, lastError: error })
        return { _tag: 'Failed', error }
      }
    }

    const saveToAccount = async (label?: string): Promise<SaveResult> => {
      const { order, errors, saving, adding } = get()
      if (saving || adding || !canSaveQuote(order, errors))
        return { _tag: 'Failed', error: failure('cannot_save', 'This quote cannot be saved yet.') }
      const customerLabel = label ?? savedQuoteLabel(now())
      set({ saving: true, loginRequired: false, lastError: null })
      try {
        const answer = await api.saveToAccount(await flushed(), customerLabel)
        pendingLabel = null
        restart(answer.order.product_type_id)
        set({ saving: false, savedOrder: answer.order })
        return { _tag: 'Saved', order: answer.order }
      } catch (e) {
        const error = apiErrorFromThrown(e)
        if (error.code === 'login_required') {
          // docs/product.md section 6: a guest logs in or signs up first; then the save runs.
          pendingLabel = customerLabel
          set({ saving: false, loginRequired: true })
          return { _tag: 'LoginRequired' }
        }
        set({ saving: false, lastError: error })
        return { _tag: 'Failed', error }
      }
    }

    const open = async (orderId: number) => {
      sync.reset(get().order)
      set({ sync: 'syncing' })
      try {
        const answer = await api.refreshOrder(orderId)
        sync.reset(answer.order)
        const local = evaluate(answer.order, get().env)
        set({ ...local, cart: answer.cart, sync: 'idle', lastError: null })
      } catch (e) {
        options.logger?.warn('The quote could not be opened.', e)
        set({ sync: 'error', lastError: apiErrorFromThrown(e) })
      }
    }

    return {
      ...evaluate(start, options.env),
      env: options.env,
      now,
      sync: 'idle',
      saving: false,
      adding: false,
      loginRequired: false,
      lastError: null,
      alert: null,
      cart: null,
      savedOrder: null,
      dispatch: (action) => {
        const { order, env } = get()
        const next = orderReducer(order, action, env)
        if (next === order) return false
        const quantity = QUANTITY_ACTIONS.has(action.type)
        const status = sync.changed(
          action,
          quantity ? QUOTE_CONSTANTS.quantityDebounceMs : QUOTE_CONSTANTS.changeDebounceMs,
        )
        // The change and its sync status in one update: subscribers run once per keystroke.
        set({ ...evaluate(next, env), sync: status })
        return true
      },
      refresh: () => sync.refresh(),
      flush: () => sync.flush(),
      open,
      addToCart,
      saveToAccount,
      resumeSave: () => saveToAccount(pendingLabel ?? undefined),
      cancelLogin: () => {
        pendingLabel = null
        set({ loginRequired: false })
      },
      startNew: restart,
      setEnv: (env) => set({ env, ...evaluate(get().order, env) }),
      receiveOrder: (order) => sync.receive(order),
      dismissAlert: () => set({ alert: null }),
    }
  })
}
