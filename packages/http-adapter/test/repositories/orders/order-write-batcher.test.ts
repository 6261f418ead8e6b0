import { describe, expect, it } from 'vitest'
import type { Executor } from '../../../src/db/client'
import { cachedFor } from '../../../src/db/cached-ping'
import { createOrderWriteBatcher } from '../../../src/repositories/orders/order-write-batcher'

const write = (id: number) => ({
  id,
  state: { n: id },
  statusId: null,
  productTypeId: 1,
  updatedAt: new Date(),
})

describe('createOrderWriteBatcher', () => {
  it('commits writes queued together in one statement and resolves each', async () => {
    const statements: unknown[] = []
    const db = { execute: async (q: unknown) => void statements.push(q) } as unknown as Executor
    const batcher = createOrderWriteBatcher(db, () => undefined)
    await Promise.all([batcher.write(write(1)), batcher.write(write(2)), batcher.write(write(1))])
    expect(statements).toHaveLength(1)
  })

  it('rejects every write of a failed batch and reports their orders', async () => {
    const failed: number[] = []
    const db = {
      execute: async () => Promise.reject(new Error('disk full')),
    } as unknown as Executor
    const batcher = createOrderWriteBatcher(db, (ids) => failed.push(...ids))
    const results = await Promise.allSettled([batcher.write(write(7)), batcher.write(write(8))])
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected'])
    expect(failed.sort()).toEqual([7, 8])
  })
})

describe('cachedFor', () => {
  it('trusts a successful check for the given time, and re-checks after', async () => {
    let t = 0
    let calls = 0
    const ping = cachedFor(
      1000,
      async () => void calls++,
      () => t,
    )
    await ping()
    await ping()
    expect(calls).toBe(1)
    t = 1500
    await ping()
    expect(calls).toBe(2)
  })

  it('does not trust a failed check', async () => {
    let calls = 0
    const ping = cachedFor(1000, async () => {
      calls++
      throw new Error('down')
    })
    await expect(ping()).rejects.toThrow('down')
    await expect(ping()).rejects.toThrow('down')
    expect(calls).toBe(2)
  })
})
