import type { DieSize, Order, User } from '@diecut/quote-core'
import type { OrderWriteBatcher } from './orders/order-write-batcher'

const MAX_ENTRIES = 10_000

/**
 * A map of recently read or written values that ignores fills from reads that raced a write:
 * a read notes `epoch` before its query and fills only if no write happened meanwhile.
 */
export class CachedMap<K, V> {
  readonly #map = new Map<K, V>()
  epoch = 0

  get(key: K): V | undefined {
    return this.#map.get(key)
  }

  /** Fills from a read that started at `epoch`. */
  fill(key: K, value: V, epoch: number): void {
    if (epoch === this.epoch) this.#set(key, value)
  }

  /** Sets from a committed write. */
  write(key: K, value: V): void {
    this.epoch++
    this.#set(key, value)
  }

  drop(key: K): void {
    this.epoch++
    this.#map.delete(key)
  }

  clear(): void {
    this.epoch++
    this.#map.clear()
  }

  #set(key: K, value: V): void {
    this.#map.delete(key)
    this.#map.set(key, value)
    if (this.#map.size > MAX_ENTRIES) {
      const oldest = this.#map.keys().next()
      if (oldest.done !== true) this.#map.delete(oldest.value)
    }
  }
}

/**
 * In-process copies of the hot reads (session → user, orders, carts, custom sizes). Only for
 * the embedded database: one process owns a PGlite directory, so every write passes through
 * here and the copies stay exact. A shared PostgreSQL server gets no cache.
 */
export type ReadCache = {
  readonly sessions: CachedMap<string, { user: User; expiresAt: number }>
  readonly orders: CachedMap<number, Order>
  readonly cartOrders: CachedMap<string, readonly Order[]>
  readonly cartIds: CachedMap<string, number | null>
  readonly customSizes: CachedMap<string, readonly DieSize[]>
}

export const createReadCache = (): ReadCache => ({
  sessions: new CachedMap(),
  orders: new CachedMap(),
  cartOrders: new CachedMap(),
  cartIds: new CachedMap(),
  customSizes: new CachedMap(),
})

/** How a repository sees the caches: what it may read, what it must update, and when. */
export type RepoContext = {
  /** Read from here; null inside transactions (reads must see the transaction) and without a cache. */
  readonly reads: ReadCache | null
  /** Update after writes; null without a cache. */
  readonly writes: ReadCache | null
  /** Runs `f` once the write is committed: at once outside transactions, after COMMIT inside. */
  readonly afterCommit: (f: () => void) => void
  readonly inTransaction: boolean
  /**
   * Set inside `exclusive` on a shared PostgreSQL, which runs no transaction: an order save
   * writes only while the row is still the version this unit of work read, and throws
   * OrderChanged otherwise (the unit of work then runs again on the order as it is now).
   */
  readonly checkVersions?: boolean
  /**
   * Set inside `exclusive` on the embedded database: an order save that touches no cart joins
   * a group commit; the promise it hands over is awaited before the answer goes out.
   */
  readonly groupCommit?: {
    readonly batcher: OrderWriteBatcher
    readonly defer: (committed: Promise<void>) => void
  }
}

export const noCache: RepoContext = {
  reads: null,
  writes: null,
  afterCommit: (f) => f(),
  inTransaction: false,
}
