import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'

/** One order's columns to write: the state (jsonb) and the copies kept beside it. */
export type OrderWrite = {
  readonly id: number
  readonly state: unknown
  readonly statusId: number | null
  readonly productTypeId: number
  readonly updatedAt: Date
}

type Waiting = { write: OrderWrite; resolve: () => void; reject: (e: unknown) => void }

/**
 * Group commit for quote updates on the embedded database: writes that arrive while one is
 * being committed are gathered and committed together, as one UPDATE statement. Each caller's
 * promise resolves only once its write is committed, so an answer never precedes durability.
 * `onFailure` hears of the orders whose write failed (to forget cached copies of them).
 */
export const createOrderWriteBatcher = (
  db: Executor,
  onFailure: (ids: readonly number[]) => void,
) => {
  let queue: Waiting[] = []
  let flushing = false
  let idle: Promise<void> = Promise.resolve()

  const commit = async (batch: Waiting[]) => {
    // The last write of an order wins: it was computed on top of the earlier ones.
    const latest = new Map<number, OrderWrite>()
    for (const { write } of batch) latest.set(write.id, write)
    const writes = [...latest.values()]
    const [only] = writes
    if (only !== undefined && writes.length === 1) {
      // A batch of one, the usual case: a plain UPDATE costs the database less than the join.
      await db.execute(sql`update orders
        set state = ${JSON.stringify(only.state)}::jsonb, status_id = ${only.statusId}::integer,
          product_type_id = ${only.productTypeId}::integer, updated_at = ${only.updatedAt.toISOString()}::timestamptz
        where id = ${only.id}`)
      return
    }
    const rows = writes.map(
      (w) =>
        sql`(${w.id}::integer, ${JSON.stringify(w.state)}::jsonb, ${w.statusId}::integer, ${w.productTypeId}::integer, ${w.updatedAt.toISOString()}::timestamptz)`,
    )
    await db.execute(sql`update orders as o
      set state = v.state, status_id = v.status_id, product_type_id = v.product_type_id, updated_at = v.updated_at
      from (values ${sql.join(rows, sql`, `)}) as v(id, state, status_id, product_type_id, updated_at)
      where o.id = v.id`)
  }

  const flush = async () => {
    flushing = true
    while (queue.length > 0) {
      const batch = queue
      queue = []
      try {
        await commit(batch)
        for (const w of batch) w.resolve()
      } catch (e) {
        onFailure(batch.map((w) => w.write.id))
        for (const w of batch) w.reject(e)
      }
    }
    flushing = false
  }

  return {
    /** Resolves once every queued write is committed (or has failed). */
    drain: (): Promise<void> => idle,

    /** Queues a write; resolves once it is committed. */
    write(write: OrderWrite): Promise<void> {
      return new Promise((resolve, reject) => {
        queue.push({ write, resolve, reject })
        if (!flushing) {
          flushing = true
          // Let the requests already waiting for the write lock add theirs to this batch.
          idle = new Promise((done) => setImmediate(() => void flush().then(done)))
        }
      })
    },
  }
}

export type OrderWriteBatcher = ReturnType<typeof createOrderWriteBatcher>
