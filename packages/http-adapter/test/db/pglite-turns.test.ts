import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../src/db/client'

describe('PGlite on the server thread', () => {
  let database: Database | undefined
  afterAll(async () => database?.close())

  it('lets the event loop turn between the steps of a long piece of work', async () => {
    database = await openDatabase({ kind: 'pglite' })
    if (database.kind !== 'pglite') throw new Error('expected PGlite')
    const { client } = database
    let finished = false
    const work = client
      .transaction(async (tx) => {
        for (let i = 0; i < 20; i++) await tx.query('select $1::int as n', [i])
      })
      .then(() => (finished = true))
    // A request that needs no database, arriving while the work runs: answered before its end.
    const answeredMidway = await new Promise<boolean>((resolve) =>
      setImmediate(() => resolve(!finished)),
    )
    await work
    expect(finished).toBe(true)
    expect(answeredMidway).toBe(true)
  })
})
