import { rm } from 'node:fs/promises'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, describe, expect, it } from 'vitest'
import { checkout, fillCart } from '../support/checkout'
import { createClient } from '../support/client'
import { migratedDataDir } from '../support/database-image'
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
      const dataDir = await migratedDataDir('diecut-checkout-crash-')
      dirs.push(dataDir)
      const first = await spawnServer(
        { DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        { timeoutMs: 150_000 },
      )
      started.push(first)
      const client = createClient(first.url)
      const ids = await fillCart(client, [labelPatch, cartonPatch])
      const cartBefore = (await client.get('/carts/current')).body.cart
      const pending = checkout(client).catch(() => null)
      await sleep(delayMs)
      first.child.kill('SIGKILL')
      await exited(first.child)
      await pending

      const second = await spawnServer(
        { DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        { timeoutMs: 150_000 },
      )
      started.push(second)
      const again = createClient(second.url)
      again.jar.set('diecut_sid', client.jar.get('diecut_sid') ?? '')
      const placed = (await again.get('/account/orders/placed')).body.placed_orders
      const cart = (await again.get('/carts/current')).body.cart
      const statuses = await Promise.all(
        ids.map(async (id) => (await again.post(`/orders/quoter/${id}`)).body.order.status_id),
      )
      const outcome = {
        placed: placed.map((p: { lines: { order_id: number }[]; subtotal: number }) => ({
          lines: p.lines.map((l) => l.order_id),
          subtotal: p.subtotal,
        })),
        cart: { order_count: cart.order_count, subtotal: cart.subtotal },
        statuses,
      }
      const wholeOrder = {
        placed: [{ lines: ids, subtotal: cartBefore.subtotal }],
        cart: { order_count: 0, subtotal: 0 },
        statuses: [300, 300],
      }
      const untouchedCart = {
        placed: [],
        cart: { order_count: 2, subtotal: cartBefore.subtotal },
        statuses: [100, 100],
      }
      expect([wholeOrder, untouchedCart]).toContainEqual(outcome)
      // An intact cart can still be placed after the restart; a placed one is empty.
      const retry = await checkout(again)
      expect(retry.status).toBe(placed.length === 1 ? 400 : 201)
      second.child.kill('SIGKILL')
      await exited(second.child)
    },
    400_000,
  )
})
