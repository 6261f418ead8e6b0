import { SharedQuote } from '@diecut/quote-core'
import { eq } from 'drizzle-orm'
import { Either, Schema } from 'effect'
import type { Executor } from '../db/client'
import { sharedQuotes } from '../db/schema'

const decodeSnapshot = Schema.decodeUnknownEither(SharedQuote, { onExcessProperty: 'ignore' })
const encodeSnapshot = Schema.encodeSync(SharedQuote)

/** Snapshots of shared quotes, keyed by the hash of their link's token. */
export const createSharedQuoteRepository = (db: Executor) => ({
  async create(tokenHash: string, orderId: number, quote: SharedQuote, now: Date): Promise<void> {
    await db
      .insert(sharedQuotes)
      .values({ tokenHash, orderId, snapshot: encodeSnapshot(quote), createdAt: now })
  },

  /** The snapshot behind a token's hash, or null when no link has that token. */
  async find(tokenHash: string): Promise<SharedQuote | null> {
    const [row] = await db
      .select({ snapshot: sharedQuotes.snapshot })
      .from(sharedQuotes)
      .where(eq(sharedQuotes.tokenHash, tokenHash))
    if (row === undefined) return null
    const decoded = decodeSnapshot(row.snapshot)
    if (Either.isLeft(decoded))
      throw new Error(`a shared quote has an unreadable snapshot: ${decoded.left.message}`)
    return decoded.right
  },
})
