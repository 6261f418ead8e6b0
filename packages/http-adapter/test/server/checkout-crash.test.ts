import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, describe, expect, it } from 'vitest'
import { checkout, fillCart } from '../support/checkout'
import { createClient } from '../support/client'
import { cartonPatch, labelPatch } from '../support/fixtures'
import { exited, spawnServer, type Spawned } from '../support/spawn-server'

describe('a checkout cut short by SIGKILL', () => {
  const started: Spawned[] = []
  const dirs: string[] = []
  afterAll(async () => {
    for (const s of started) if (s.child.exitCode === null) s.child.kill('SIGKILL')
    for (const d of dirs) await rm(d, { recursive: true, force: true })
  })

  // Killed at different moments of the request: before, during or after the transaction.
  it.each([10, 60])(
    'leaves the whole placed order or the untouched cart (kill after %i ms)',
    async (delayMs) => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'diecut-checkout-crash-'))
      dirs.push(dataDir)
      const first = await spawnServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' })
      started.push(first)
      const client = createClient(first.url)
      const ids = await fillCart(client, [labelPatch, cartonPatch])
      const cartBefore = (await client.get('/carts/current')).body.cart
      const pending = checkout(client).catch(() => null)
      await sleep(delayMs)
      first.child.kill('SIGKILL')
      await exited(first.child)
      await pending

      const second = await spawnServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' })
      started.push(second)
      const again = createClient(second.url)
      again.jar.set('diecut_sid', client.jar.get('diecut_sid') ?? '')
      const placed = (await again.get('/account/orders/placed')).body.placed_orders
      const cart = (await again.get('/carts/current')).body.cart
      const statuses = await Promise.all(
        ids.map(async (id) => (await again.post(`/orders/quoter/${id}`)).body.order.status_id),
      )
      if (placed.length === 1) {
        expect(placed[0].lines.map((l: { order_id: number }) => l.order_id)).toEqual(ids)
        expect(placed[0].subtotal).toBe(cartBefore.subtotal)
        expect(cart.order_count).toBe(0)
        expect(statuses).toEqual([300, 300])
      } else {
        expect(placed).toEqual([])
        expect(cart.order_count).toBe(2)
        expect(cart.subtotal).toBe(cartBefore.subtotal)
        expect(statuses).toEqual([100, 100])
        // The cart can still be placed after the restart.
        expect((await checkout(again)).status).toBe(201)
      }
      second.child.kill('SIGKILL')
      await exited(second.child)
    },
    240_000,
  )
})
