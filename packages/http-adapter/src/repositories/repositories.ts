import type { Executor } from '../db/client'
import { createApplicatorProfileRepository } from './applicator-profile-repository'
import { createCartRepository } from './cart-repository'
import { createDesignLinkRepository } from './design-link-repository'
import { createDesignRepository } from './design-repository'
import { createEmailRepository } from './email-repository'
import { createDieRepository, type LibraryCache } from './die-repository'
import { createGuestRepository } from './guest-repository'
import { createMutex } from './mutex'
import { createOrderLinkRepository } from './order-link-repository'
import { createOrderRepository } from './order-repository'
import { DecodedOrders } from './orders/decoded-orders'
import { OrderChanged } from './orders/order-saves'
import { createOrderWriteBatcher } from './orders/order-write-batcher'
import { createPlacedOrderRepository } from './placed-order-repository'
import { createQuoteUploadRepository } from './quote-upload-repository'
import { createRateLimitRepository } from './rate-limit-repository'
import { createRefundRepository } from './refund-repository'
import { createReadCache, noCache, type RepoContext } from './read-cache'
import { createSessionRepository } from './session-repository'
import { createUploadUsageRepository } from './upload-usage-repository'
import { createSharedQuoteRepository } from './shared-quote-repository'
import { createStripeEventRepository } from './stripe-event-repository'
import { createUserRepository } from './user-repository'

const build = (
  db: Executor,
  libraryCache: LibraryCache,
  ctx: RepoContext,
  decoded: DecodedOrders = new DecodedOrders(),
) => ({
  users: createUserRepository(db, ctx),
  sessions: createSessionRepository(db, ctx),
  orders: createOrderRepository(db, ctx, decoded),
  carts: createCartRepository(db, ctx),
  designs: createDesignRepository(db),
  designLinks: createDesignLinkRepository(db),
  quoteUploads: createQuoteUploadRepository(db),
  uploadUsage: createUploadUsageRepository(db),
  dies: createDieRepository(db, ctx, libraryCache),
  rateLimits: createRateLimitRepository(db),
  guests: createGuestRepository(db, ctx),
  sharedQuotes: createSharedQuoteRepository(db),
  placedOrders: createPlacedOrderRepository(db, ctx),
  orderLinks: createOrderLinkRepository(db, ctx),
  emails: createEmailRepository(db),
  stripeEvents: createStripeEventRepository(db),
  refunds: createRefundRepository(db),
  applicatorProfiles: createApplicatorProfileRepository(db),
})

export type Repos = ReturnType<typeof build>

export type Repositories = Repos & {
  /** Writes that belong together, in one transaction. */
  transaction<A>(fn: (repos: Repos) => Promise<A>): Promise<A>
  /**
   * A read-modify-write of one order with no other writer in between; `fn` writes nothing but
   * order saves. On the embedded database (one process): under the process's write lock,
   * reading from the caches, each write committed as it goes. On PostgreSQL: no transaction;
   * a save lands only on the row version `fn` read, and when another process changed the order
   * meanwhile `fn` runs again on the order as it is now (after a few such turns, in a
   * transaction whose order reads lock the row).
   */
  exclusive<A>(fn: (repos: Repos) => Promise<A>): Promise<A>
}

export type RepositoryOptions = {
  /** True when this process is the database's only user (embedded PGlite): enables the caches. */
  readonly singleProcess: boolean
}

/** Optimistic turns of `exclusive` on PostgreSQL before it locks the row instead. */
const OPTIMISTIC_TURNS = 3

export const createRepositories = (db: Executor, options: RepositoryOptions): Repositories => {
  const libraryCache: LibraryCache = { current: null }
  const decoded = new DecodedOrders()
  const cache = options.singleProcess ? createReadCache() : null
  // One writer at a time in a single process: PGlite runs one statement at a time anyway,
  // and with the lock no read-modify-write can interleave with another.
  const lock = options.singleProcess ? createMutex() : <A>(fn: () => Promise<A>) => fn()
  const plainCtx: RepoContext =
    cache === null
      ? noCache
      : { reads: cache, writes: cache, afterCommit: (f) => f(), inTransaction: false }
  const plain = build(db, libraryCache, plainCtx, decoded)

  const batcher = createOrderWriteBatcher(db, (ids) => {
    for (const id of ids) cache?.orders.drop(id)
  })

  const transaction = <A>(fn: (repos: Repos) => Promise<A>): Promise<A> =>
    lock(async () => {
      // A transaction reads the database: let group-committed quote updates land first.
      await batcher.drain()
      const pending: (() => void)[] = []
      const ctx: RepoContext = {
        reads: null,
        writes: cache,
        afterCommit: (f) => pending.push(f),
        inTransaction: true,
      }
      const result = await db.transaction((tx) => fn(build(tx, libraryCache, ctx, decoded)))
      for (const f of pending) f()
      return result
    })

  const checked: RepoContext = { ...noCache, checkVersions: true }
  const optimistic = async <A>(fn: (repos: Repos) => Promise<A>): Promise<A> => {
    for (let turn = 0; turn < OPTIMISTIC_TURNS; turn++) {
      try {
        return await fn(build(db, libraryCache, checked, decoded))
      } catch (e) {
        if (!(e instanceof OrderChanged)) throw e
      }
    }
    return transaction(fn)
  }

  const exclusive = async <A>(fn: (repos: Repos) => Promise<A>): Promise<A> => {
    if (!options.singleProcess) return optimistic(fn)
    const commits: Promise<void>[] = []
    const defer = (p: Promise<void>) => {
      p.catch(() => undefined) // awaited below; this only keeps an early throw from leaving it unhandled
      commits.push(p)
    }
    const ctx: RepoContext = { ...plainCtx, groupCommit: { batcher, defer } }
    const result = await lock(() => fn(build(db, libraryCache, ctx, decoded)))
    await Promise.all(commits)
    return result
  }

  return { ...plain, transaction, exclusive }
}
