import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../src/db/client'
import { isUniqueViolation } from '../../src/db/unique-violation'
import { migratedImage } from '../support/database-image'

const rowsOf = (result: unknown): unknown[] => (result as { rows: unknown[] }).rows

describe('PGlite in its own thread', () => {
  let database: Database
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' })
  })
  afterAll(async () => database.close())

  it('leaves the server thread free while a statement runs', async () => {
    if (database.kind !== 'pglite') throw new Error('expected PGlite')
    // One statement of several hundred milliseconds: on the server's thread it would hold every
    // timer until it ended.
    let ticks = 0
    const timer = setInterval(() => ticks++, 1)
    const result = await database.client.query(
      'select count(*)::int as n from generate_series(1, 3000000)',
    )
    clearInterval(timer)
    expect(result.rows).toEqual([{ n: 3_000_000 }])
    expect(ticks).toBeGreaterThan(5)
  })

  it('keeps a transaction to itself: outside statements wait for its end', async () => {
    await database.db.execute(sql`create table turns (n int primary key)`)
    const seen: string[] = []
    let outside: Promise<unknown> = Promise.resolve()
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into turns values (1)`)
      outside = database.db
        .execute(sql`select count(*)::int as n from turns`)
        .then((r) => seen.push(`outside saw ${JSON.stringify(rowsOf(r))}`))
      await tx.execute(sql`insert into turns values (2)`)
      seen.push('committed')
    })
    await outside
    expect(seen).toEqual(['committed', 'outside saw [{"n":2}]'])
  })

  it('rolls a failed transaction back and passes the database error on with its code', async () => {
    await database.db.execute(sql`create table once (n int primary key)`)
    await database.db.execute(sql`insert into once values (1)`)
    const failed = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into once values (2)`)
        await tx.execute(sql`insert into once values (1)`)
      })
      .catch((e: unknown) => e)
    expect(isUniqueViolation(failed)).toBe(true)
    expect(rowsOf(await database.db.execute(sql`select n from once order by n`))).toEqual([
      { n: 1 },
    ])
  })

  it('gives Drizzle timestamps as PostgreSQL wrote them, for Drizzle to parse', async () => {
    const rows = rowsOf(
      await database.db.execute(sql`select timestamptz '2026-11-27 10:00:00+00' as at, 2 as n`),
    )
    expect(rows).toEqual([{ at: '2026-11-27 10:00:00+00', n: 2 }])
  })

  it('refuses every statement once closed, and says why', async () => {
    const other = await openDatabase({ kind: 'pglite', image: await migratedImage() })
    await other.close()
    const refused = await other.db.execute(sql`select 1`).catch((e: unknown) => e)
    expect(refused).toMatchObject({ cause: { message: expect.stringMatching(/thread ended/) } })
  })
})
