import type {
  Cart,
  CompletedSteps,
  DieStatus,
  Order,
  OrderAction,
  PriceQuote,
  QuoteEnv,
  QuoterSteps,
  ValidationError,
} from '@diecut/quote-core'
import type { ApiError } from '../api/api-error'

/**
 * Where the order stands with the server: 'idle' all acknowledged; 'pending' a change waits
 * for its debounce; 'syncing' a request is out; 'held' re-quoting stops while size errors
 * exist (docs/product.md section 4); 'error' the last request failed (the edits are kept).
 */
export type SyncStatus = 'idle' | 'pending' | 'syncing' | 'held' | 'error'

/** The outcome of Add to Cart. */
export type AddToCartResult =
  | { readonly _tag: 'Added'; readonly cart: Cart; readonly order: Order }
  | { readonly _tag: 'Failed'; readonly error: ApiError }

/** The outcome of Save Quote; 'LoginRequired' means show the login or sign-up modal. */
export type SaveResult =
  | { readonly _tag: 'Saved'; readonly order: Order }
  | { readonly _tag: 'LoginRequired' }
  | { readonly _tag: 'Failed'; readonly error: ApiError }

/** The order as quote-core evaluates it, instantly, on this side. */
export type LocalQuote = {
  readonly order: Order
  readonly errors: readonly ValidationError[]
  readonly quote: PriceQuote | null
  readonly dieStatus: DieStatus | null
  readonly steps: QuoterSteps
  /** Which steps show their tick (quote-core's `selectCompletedSteps`), once per change. */
  readonly completed: CompletedSteps
}

export type QuoteActions = {
  /** Applies a core action at once (price, errors, steps) and schedules the server sync. */
  readonly dispatch: (action: OrderAction) => boolean
  /** Re-reads the order from the server (an empty POST), keeping unsent edits on top. */
  readonly refresh: () => Promise<void>
  /** Sends pending changes now and waits until the server has answered them. */
  readonly flush: () => Promise<void>
  /** Loads an existing order of the session (e.g. /orders/custom-labels/{orderId}). */
  readonly open: (orderId: number) => Promise<void>
  readonly addToCart: () => Promise<AddToCartResult>
  /** Saves to the account; without a label, 'Saved Quote - {date} {time}'. */
  readonly saveToAccount: (label?: string) => Promise<SaveResult>
  /** Re-runs the save that needed a login (call it after login or sign-up). */
  readonly resumeSave: () => Promise<SaveResult>
  /** Closes the login requirement without saving. */
  readonly cancelLogin: () => void
  /** Starts a fresh quote of a product type. */
  readonly startNew: (productTypeId: 1 | 2 | 3) => void
  /** Replaces the die library and account presets and re-evaluates the order. */
  readonly setEnv: (env: QuoteEnv) => void
  /** Adopts an order the server answered elsewhere (uploads, artwork lines), edits on top. */
  readonly receiveOrder: (order: Order) => void
  /** Closes the alert. */
  readonly dismissAlert: () => void
}

export type QuoteState = LocalQuote &
  QuoteActions & {
    readonly env: QuoteEnv
    /** The clock the store prices with (ISO instant). */
    readonly now: () => string
    readonly sync: SyncStatus
    readonly saving: boolean
    readonly adding: boolean
    /** A guest tried to save: show the login or sign-up modal, then `resumeSave()`. */
    readonly loginRequired: boolean
    readonly lastError: ApiError | null
    /** An alert the customer must see (quote-core's wording), e.g. 'Order ID not found. Please try again'. */
    readonly alert: string | null
    /** The cart as the server last answered it (null until a quoter answer or add to cart). */
    readonly cart: Cart | null
    /** The last quote saved to the account ('Your quote has been saved.'), or null. */
    readonly savedOrder: Order | null
  }
